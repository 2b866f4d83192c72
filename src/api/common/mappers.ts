/**
 * What the mappers of every domain share. A domain's mappers (`../<domain>/mappers.ts`) turn the provider shapes its
 * schemas parsed into the domain entities of `src/domain`, with every fallback and derived field of spec §3. Pure
 * functions; the schemas have already checked the types, so nothing in them can throw.
 *
 * Fallback rules:
 * - Product images: each of thumbnail, thumbnailPortrait, image, imagePortrait falls back to the images of the same
 *   orientation first, then the others, then PLACEHOLDER_IMAGE:
 *     thumbnail         -> image, thumbnailPortrait, imagePortrait
 *     thumbnailPortrait -> imagePortrait, thumbnail, image
 *     image             -> thumbnail, imagePortrait, thumbnailPortrait
 *     imagePortrait     -> thumbnailPortrait, image, thumbnail
 *   Collections (thumbnail <-> image), slides (image <-> imagePortrait) and trainers (image <-> thumbnail) likewise.
 *   An image with an empty url counts as missing.
 * - Club logos: imageLight <-> imageDark and imageSquareLight <-> imageSquareDark each fall back to the counterpart,
 *   then to the other pair (light before dark); null only when the club has no logo at all.
 * - fullTitle, when absent or empty: title and subtitle joined by one space.
 */
import type { Advertisement, FavoriteTeam, Language, TeamRef, TeamSummary } from '../../domain';
import type { AdvertisementRaw, ImageRaw, TeamBadgeRaw, TeamSummaryRaw } from './schemas';
import { teamPath } from '../urls';
import { safeImageUrl, safeUrl } from '../../domain/urlPolicy';

/** Neutral grey 16:9 image shown when a product (or other card) has no image at all. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%238a8a8a'/%3E%3C/svg%3E";

export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_LANGUAGE: Language = 'en';

export type Nullish<T> = T | null | undefined;

/** A non-empty string, else null. */
export function text(value: Nullish<string>): string | null {
  return value !== null && value !== undefined && value.trim() !== '' ? value : null;
}

/** An image's address: an unsafe one (src/domain/urlPolicy) counts as missing, so the image fallbacks apply. */
export function url(image: Nullish<ImageRaw>): string | null {
  return safeImageUrl(text(image?.url));
}

/**
 * A provider address the app may link to or navigate to (src/domain/urlPolicy): http(s) or an app path, else null,
 * so the screen falls back as if the provider had sent nothing.
 */
export function link(value: Nullish<string>): string | null {
  return safeUrl(text(value));
}

export function firstOf(...candidates: Array<string | null>): string | null {
  for (const candidate of candidates) if (candidate !== null) return candidate;
  return null;
}

export function fullTitleOf(raw: {
  title?: Nullish<string>;
  subtitle?: Nullish<string>;
  fullTitle?: Nullish<string>;
}): string {
  return text(raw.fullTitle) ?? [raw.title, raw.subtitle].filter((part) => text(part) !== null).join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

export function mapAdvertisement(raw: Nullish<AdvertisementRaw>): Advertisement | null {
  if (!raw) return null;
  const type = raw.type.toUpperCase();
  if (type !== 'IMAGE' && type !== 'SCRIPT') return null;
  return {
    id: raw.id,
    title: raw.title ?? '',
    description: raw.description ?? '',
    location: raw.location ?? '',
    type: type === 'SCRIPT' ? 'script' : 'image',
    urlRedirect: link(raw.redirect),
    script: text(raw.script),
    image: url(raw.image),
  };
}

export function mapTeamRef(raw: Nullish<TeamBadgeRaw>): TeamRef | null {
  const image = url(raw?.image);
  return image === null ? null : { image };
}

export function mapTeamSummary(raw: TeamSummaryRaw): TeamSummary {
  return {
    id: raw.id,
    name: raw.name,
    shortName: text(raw.shortName) ?? raw.name,
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    pathToDetail: teamPath(raw.id, raw.name),
  };
}

export const mapFavoriteTeam: (raw: TeamSummaryRaw) => FavoriteTeam = mapTeamSummary;
