/**
 * What every provider call carries, as pure functions: the provider client's middleware (./client) and index.html's
 * boot script, which starts the first screen's calls before the bundle has arrived, build their requests from these
 * alone, so that the app can take the boot's answer to the very same request.
 */
import type { Language } from '../domain';

/** How long a request waits for the IP lookup before going without the IP headers. */
export const IP_LOOKUP_TIMEOUT_MS = 1500;

/** The IP lookup service's address for a JSON answer (`{ ip }`). */
export function ipLookupTarget(lookupUrl: string): string {
  return `${lookupUrl}${lookupUrl.includes('?') ? '&' : '?'}format=json`;
}

/** The client IP in the lookup's answer, trimmed; null when it names none. */
export function ipOf(body: unknown): string | null {
  const value = body !== null && typeof body === 'object' ? (body as { ip?: unknown }).ip : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The call's address with the club's key as its `club` query parameter (a club id or domain). */
export function withClub(href: string, clubKey: string): string {
  const url = new URL(href);
  url.searchParams.set('club', clubKey);
  return url.toString();
}

export type RequestHeaderName = 'Authorization' | 'Accept-Language' | 'X-Client-IP' | 'X-Forwarded-For';

/**
 * The headers of a call: `Authorization: Bearer <token>` when signed in, `Accept-Language`, and the client IP (when
 * the lookup found it) as `X-Client-IP` and `X-Forwarded-For`. Null: the header is not sent (removed if present).
 */
export function requestHeaders(
  token: string | null,
  language: Language,
  ip: string | null,
): Record<RequestHeaderName, string | null> {
  return {
    Authorization: token ? `Bearer ${token}` : null,
    'Accept-Language': language,
    'X-Client-IP': ip,
    'X-Forwarded-For': ip,
  };
}
