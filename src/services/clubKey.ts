/**
 * Which club this app instance serves: `?club=<id or domain>` (demo and tests), else a club fixed by the build,
 * else the stored club id, else the domain the app is served from (spec §1: a club is identified by its domain or
 * club id). Pure.
 */
export function resolveClubKey(options: {
  search: string;
  hostname: string;
  buildClub: string | null;
  storedClubId: number | null;
}): { clubKey: string; fromUrl: boolean } {
  const fromQuery = new URLSearchParams(options.search).get('club')?.trim();
  if (fromQuery && /^[a-z0-9.-]{1,253}$/i.test(fromQuery)) return { clubKey: fromQuery.toLowerCase(), fromUrl: true };
  if (options.buildClub) return { clubKey: options.buildClub, fromUrl: false };
  if (options.storedClubId !== null) return { clubKey: String(options.storedClubId), fromUrl: false };
  return { clubKey: options.hostname.toLowerCase(), fromUrl: false };
}

/** A stored session belongs to one club: it is kept only when the club key designates that club. */
export function sessionMatchesClub(clubKey: string, stored: { id: number; domain: string | null } | null): boolean {
  if (!stored) return false;
  return clubKey === String(stored.id) || (stored.domain !== null && clubKey === stored.domain.toLowerCase());
}
