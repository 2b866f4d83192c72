/**
 * Paths the product builds (spec §2 "Paths the product builds"). Pure functions, no runtime imports.
 *
 * Slug rule, kept literal to the spec ("the trimmed, lowercased full title with spaces replaced by hyphens,
 * URL-encoded"):
 *   1. `trim()` (all leading/trailing white space, as JavaScript defines it);
 *   2. `toLowerCase()`;
 *   3. every U+0020 space becomes one '-' (runs are NOT collapsed: "a  b" -> "a--b"; tabs, newlines and other
 *      inner white space are not spaces and are kept, then percent-encoded);
 *   4. `encodeURIComponent` (so '/', '?', '#', '%' and non-ASCII can never break the path). Unpaired UTF-16
 *      surrogates, which `encodeURIComponent` rejects, are first replaced by U+FFFD.
 * No truncation: long titles give long slugs. An empty (or all white space) title gives '' and the builders then
 * omit the slug segment (`/product/7`, never `/product/7/`).
 *
 * Only APIs available on the TV target (Chrome 69) are used: no `replaceAll`, no `toWellFormed`.
 */

export type Id = number | string;

// A surrogate pair, or a lone surrogate (no lookbehind: older Safari rejects the whole module on it).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** Replaces unpaired UTF-16 surrogates with U+FFFD, so `encodeURIComponent` cannot throw. */
export function wellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
}

export function slugify(title: string | null | undefined): string {
  if (!title) return '';
  const text = title.trim().toLowerCase().replace(/ /g, '-');
  return encodeURIComponent(wellFormed(text));
}

function segment(id: Id): string {
  return encodeURIComponent(String(id));
}

function withSlug(base: string, title: string | null | undefined): string {
  const slug = slugify(title);
  return slug === '' ? base : `${base}/${slug}`;
}

/** `/product/{id}/{slug}` from the product's full title. */
export function productPath(id: Id, fullTitle: string | null | undefined): string {
  return withSlug(`/product/${segment(id)}`, fullTitle);
}

export function productPlayPath(id: Id): string {
  return `/product/${segment(id)}/play`;
}

export function productTrailerPath(id: Id): string {
  return `/product/${segment(id)}/trailer`;
}

export function collectionPath(id: Id, title: string | null | undefined): string {
  return withSlug(`/collection/${segment(id)}`, title);
}

export function teamPath(id: Id, name: string | null | undefined): string {
  return withSlug(`/teams/${segment(id)}`, name);
}

export const CATEGORY_QUERY = 'showProducts=true&showCollections=true';

/** `/category/{id}/{slug}?showProducts=true&showCollections=true` */
export function categoryPath(id: Id, name: string | null | undefined): string {
  return `${withSlug(`/category/${segment(id)}`, name)}?${CATEGORY_QUERY}`;
}

export function trainerPath(id: Id, name: string | null | undefined): string {
  return withSlug(`/trainers/${segment(id)}`, name);
}

/** `/magazine/{id}/{slug}` */
export function newsPath(id: Id, title: string | null | undefined): string {
  return withSlug(`/magazine/${segment(id)}`, title);
}

export function newsPlayPath(id: Id): string {
  return `/magazine/${segment(id)}/play`;
}

/** `/search?search=%23{tag}`: a search by tag (the provider treats a leading '#' as a tag search). */
export function tagSearchPath(tag: string): string {
  return `/search?search=%23${encodeURIComponent(wellFormed(tag))}`;
}
