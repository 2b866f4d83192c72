/**
 * Building blocks of the provider schemas (`openapi/provider.yaml` components), with `zod/mini` (docs/architecture.md;
 * the full `zod` entry costs much more in the first load).
 *
 * Policy: strict on what the app needs to work (ids, names/titles, tokens: a missing or mistyped one fails the call
 * with a parse error naming its path); lenient where the contract marks a field optional or nullable (absent and
 * null both accepted; the mappers apply the spec's fallbacks); unknown extra fields are ignored (stripped).
 * Closed lists where the spec gives a fallback (language, theme, level, gender, open target, interval) accept an
 * unknown value as "absent" rather than failing, and an advertisement that does not parse is dropped (it is an
 * optional decoration: a page must not fail because of it).
 */
import * as z from 'zod/mini';
import { LANGUAGES } from '../../domain';
import { GENDERS } from '../../domain';

/** Optional and nullable string. */
export const optString = z.nullish(z.string());
export const optNumber = z.nullish(z.number());
export const optBoolean = z.nullish(z.boolean());

/** `{ url }`: every image of the provider; nullable everywhere. */
export const Image = z.object({ url: z.string() });
export const optImage = z.nullish(Image);

export const MediaSource = z.object({ url: z.string(), hash: optString });

export const NamedRef = z.object({ name: z.string() });

/**
 * A list the provider answers inside an object (`{ [key]: [...] }`, absent or null meaning empty); a bare array is
 * accepted too (an earlier reading of the contract). Decodes to the array.
 */
export function listIn<T extends z.ZodMiniType>(key: string, item: T) {
  return z.pipe(
    // a bare array reads as the spec's object, so a bad item is reported at its path (`cards[0].last4`)
    z.transform((v: unknown) => (Array.isArray(v) ? { [key]: v } : (v ?? {}))),
    z.pipe(
      z.object({ [key]: z.nullish(z.array(item)) }),
      z.transform(
        (v): z.output<T>[] => ((v as Record<string, z.output<T>[] | null | undefined>)[key] ?? []) as z.output<T>[],
      ),
    ),
  );
}

export const Language = z.enum(LANGUAGES);
/** Unknown or absent language: null (the mappers fall back to 'en'). */
export const optLanguage = z.catch(z.nullish(Language), null);

export const Level = z.enum(['LOW', 'MEDIUM', 'HIGH']);
export const optLevel = z.catch(z.nullish(Level), null);

export const Gender = z.enum(GENDERS);
export const optGender = z.catch(z.nullish(Gender), null);

export const Advertisement = z.object({
  id: z.number(),
  title: optString,
  description: optString,
  location: optString,
  type: z.string(),
  redirect: optString,
  script: optString,
  image: optImage,
});
/** An advertisement slot: absent, null, or one that does not parse all give null. */
export const optAdvertisement = z.catch(z.nullish(Advertisement), null);

export const TeamSummary = z.object({
  id: z.number(),
  name: z.string(),
  shortName: optString,
  image: optImage,
});

export const TeamBadge = z.object({
  id: optNumber,
  name: optString,
  image: optImage,
});

/** Generic acknowledgement (`Ok`); an empty body is accepted too. */
export const Ok = z.nullish(z.object({ ok: optBoolean, message: optString }));

export type ImageRaw = z.infer<typeof Image>;
export type AdvertisementRaw = z.infer<typeof Advertisement>;
export type TeamSummaryRaw = z.infer<typeof TeamSummary>;
export type TeamBadgeRaw = z.infer<typeof TeamBadge>;
