/** Pure helpers of the teams pages (spec §2 teams): finding a team from the `:title` segment. */
import { slugify } from '~/api/urls';
import { parseId, type TeamSummary } from '~/domain';

/** Lower-cased and percent-decoded, so `/teams/Scuderia-Rossa` and an encoded slug both match. */
function normalise(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // a malformed escape: compare as written
  }
  return text.trim().toLowerCase();
}

/**
 * The team whose slug (spec §2 Paths: trimmed, lower-cased name, spaces as hyphens) is `title`; failing that, a
 * team whose id is `title` (`/teams/601` lands on this route too). Null when none matches.
 */
export function findTeamBySlug<T extends TeamSummary>(teams: readonly T[], title: string): T | null {
  const wanted = normalise(title);
  if (wanted === '') return null;
  const bySlug = teams.find((team) => normalise(slugify(team.name)) === wanted);
  if (bySlug) return bySlug;
  const id = parseId(wanted);
  return id === null ? null : (teams.find((team) => team.id === id) ?? null);
}
