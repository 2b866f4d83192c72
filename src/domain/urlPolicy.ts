/**
 * The one URL policy of the app (docs/security.md): which addresses from the provider (a club's configuration,
 * advertisements, slides, images) may become an `href`, an image `src` or a `location.assign` target.
 *
 * Kept: absolute `http:` / `https:` URLs with a host, same-app paths (a single leading `/`, never `//host` or
 * `/\host`), and `mailto:` only where a contact link asks for it. Everything else is refused (null): `javascript:`,
 * `data:`, `vbscript:`, `blob:`, `file:`, relative addresses, protocol-relative `//host` and `\\host`.
 *
 * The value is checked as the browser will read it: leading and trailing whitespace and C0 control characters are
 * what the URL parser strips, so they are trimmed; any control character, whitespace or backslash left inside is
 * refused outright (the parser drops tabs and newlines inside a scheme, `java\tscript:` is `javascript:`; `\` is `/`
 * in http(s) URLs). The scheme is read by the WHATWG URL parser itself, so case (`JaVaScRiPt:`) does not matter. HTML
 * entities are not decoded anywhere between here and the DOM (React sets attributes, not markup), so
 * `javascript&colon;...` is a relative address, and refused as one.
 *
 * Pure: no DOM, no app imports; usable by the mappers, the views, the machines' providers and the build.
 */

export interface UrlPolicyOptions {
  /** Also keep `mailto:` addresses (contact links). */
  allowMailto?: boolean;
}

const MAX_LENGTH = 4096;
/** What the URL parser strips from both ends: C0 controls and space (String#trim also covers Unicode spaces). */
// eslint-disable-next-line no-control-regex
const EDGES = /^[\u0000-\u0020\s]+|[\u0000-\u0020\s]+$/g;
/** Refused anywhere inside: controls (C0, DEL, C1), any whitespace, backslashes. */
// eslint-disable-next-line no-control-regex
const INSIDE = /[\u0000-\u001f\u007f-\u009f\s\\]/;
const APP_ORIGIN = 'https://app.invalid';

/** A same-app path: '/x', '/', '/x?y#z'; never '//host', '/\host' or anything the parser sends to another origin. */
export function safeAppPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.replace(EDGES, '');
  if (v === '' || v.length > MAX_LENGTH || INSIDE.test(v)) return null;
  if (!v.startsWith('/') || v.startsWith('//')) return null;
  try {
    if (new URL(v, APP_ORIGIN).origin !== APP_ORIGIN) return null;
  } catch {
    return null;
  }
  return v;
}

export function isAppPath(value: unknown): boolean {
  return safeAppPath(value) !== null;
}

/** The value, trimmed, when the policy keeps it; null otherwise (callers fall back as if it were absent). */
export function safeUrl(value: unknown, options: UrlPolicyOptions = {}): string | null {
  if (typeof value !== 'string') return null;
  const v = value.replace(EDGES, '');
  if (v === '' || v.length > MAX_LENGTH || INSIDE.test(v)) return null;
  if (v.startsWith('/')) return safeAppPath(v);
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    // 'https:evil.com' is parsed as https://evil.com/ by browsers too; require the explicit form
    if (!/^https?:\/\/[^/]/i.test(v) || url.hostname === '') return null;
    return v;
  }
  if (url.protocol === 'mailto:' && options.allowMailto) return v;
  return null;
}

export function isSafeUrl(value: unknown, options: UrlPolicyOptions = {}): value is string {
  return safeUrl(value, options) !== null;
}

/**
 * An image or media address: what safeUrl keeps, plus inline `data:image/...` pictures (the mappers' own placeholder
 * is one). Never a navigation target.
 */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value === 'string') {
    const v = value.replace(EDGES, '');
    // eslint-disable-next-line no-control-regex
    if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(v) && !/[\u0000-\u001f\u007f]/.test(v)) return v;
  }
  return safeUrl(value);
}
