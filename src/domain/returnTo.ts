/**
 * `returnTo` and every redirect target must be a same-origin path (docs/security.md). Parsed with URL against the
 * app's origin; `//evil`, `/\evil`, encoded and whitespace/control-character tricks and `javascript:` are rejected.
 */
const ORIGIN = 'https://app.invalid';
// backslashes, control characters and whitespace are how browsers get tricked into another origin
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f\s]/;
// eslint-disable-next-line no-control-regex
const UNSAFE_DECODED = /[\\\u0000-\u001f\u007f]/;
const SCHEME = /^\/*[a-z][a-z0-9+.-]*:/i;

export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const raw = value;
  if (!raw.startsWith('/') || raw.length > 2048) return fallback;
  if (UNSAFE.test(raw)) return fallback;
  if (raw.startsWith('//')) return fallback;
  let decoded = raw;
  try {
    // decode repeatedly: %2F%2F, %5C and double-encoded variants must not smuggle a host in
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  if (decoded.startsWith('//') || UNSAFE_DECODED.test(decoded) || SCHEME.test(decoded.slice(1))) return fallback;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // dot segments can collapse into a protocol-relative result ('/.//evil' -> '//evil')
  if (path.startsWith('//') || UNSAFE_DECODED.test(path)) return fallback;
  return path;
}

/**
 * A checked return target with search parameters set (or, for `undefined`, removed): how the add-card target sends a
 * member back to the rent or booking they came from with the new card. The result is checked again.
 */
export function returnWith(value: unknown, params: Record<string, string | undefined>, fallback = '/'): string {
  const target = safeReturnTo(value, fallback);
  const url = new URL(target, ORIGIN);
  for (const [key, v] of Object.entries(params)) {
    if (v === undefined) url.searchParams.delete(key);
    else url.searchParams.set(key, v);
  }
  return safeReturnTo(`${url.pathname}${url.search}${url.hash}`, fallback);
}

/** The add-card target (spec §2 /account/payment-methods) that sends the member back to `back` afterwards. */
export function addCardTarget(back: string): string {
  return `/account/payment-methods?returnTo=${encodeURIComponent(safeReturnTo(back, '/'))}`;
}

/**
 * Where a member whose session expired comes back to once logged in again: the page they were on (`href`, path and
 * search), unless that was the login or logout page itself or is not a safe target; `undefined` then.
 */
export function resumeAfterExpiry(href: string): string | undefined {
  const target = safeReturnTo(href, '');
  if (target === '' || /^\/(auth|logout)(\/|\?|#|$)/.test(target)) return undefined;
  return target;
}
