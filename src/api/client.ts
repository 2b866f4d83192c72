/**
 * The one provider client (DESIGN.md §5): openapi-fetch typed by `openapi/schema.d.ts`, with a middleware that
 * adds to every request
 * - `Authorization: Bearer <token>` when logged in (and removes any stale one when not),
 * - `Accept-Language`,
 * - the `club` query parameter (kept when the caller set it, e.g. `getClubConfiguration(clubKey)`),
 * - `X-Client-IP` and `X-Forwarded-For` from the IP lookup service (see `createIpLookup`),
 * and that turns the answers into errors the app can route:
 * - status 440: `onSessionExpired()` once per token, and the call rejects with ApiError 'session_expired';
 * - no answer: ApiError 'network' (an abort stays an AbortError, so TanStack Query can cancel quietly).
 * Non-2xx answers become ApiError 'http' in the endpoint facade (`./endpoints`), which also parses every answer.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import type { Language } from './domain';
import { ApiError, isApiError } from './errors';

export interface ApiOptions {
  baseUrl: string;
  getToken(): string | null;
  getLanguage(): Language;
  /** Club id or domain: the `club` query parameter of every request. */
  getClub(): string;
  /** Public IP lookup service, called as `GET <url>?format=json` -> `{ ip }`; null: no IP headers. */
  ipLookupUrl: string | null;
  onSessionExpired(): void;
  fetch?: typeof fetch;
  /** How long a request waits for the IP lookup before going without the IP headers (default 1500 ms). */
  ipLookupTimeoutMs?: number;
}

export interface Api {
  readonly client: Client<paths>;
  /** The current club key (options.getClub()). */
  club(): string;
}

export const IP_LOOKUP_TIMEOUT_MS = 1500;
/** The first lookup plus at most one retry. */
const IP_LOOKUP_ATTEMPTS = 2;

export type IpLookup = () => Promise<string | null>;

/**
 * The client IP, looked up once and cached. Concurrent callers share one lookup. A lookup that fails, answers
 * something without an ip, or takes longer than `timeoutMs` (it is then aborted) resolves null, so requests go
 * without the IP headers; the next request after such a failure tries once more, and after that never again.
 */
export function createIpLookup(lookupUrl: string, fetchFn: typeof fetch, timeoutMs = IP_LOOKUP_TIMEOUT_MS): IpLookup {
  let ip: string | null = null;
  let pending: Promise<string | null> | null = null;
  let attempts = 0;
  const target = `${lookupUrl}${lookupUrl.includes('?') ? '&' : '?'}format=json`;

  function attempt(): Promise<string | null> {
    attempts += 1;
    const controller = typeof AbortController === 'function' ? new AbortController() : null;
    return new Promise<string | null>((resolve) => {
      let settled = false;
      const finish = (value: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (value !== null) ip = value;
        pending = null;
        resolve(value);
      };
      const timer = setTimeout(() => {
        controller?.abort();
        finish(null);
      }, timeoutMs);
      Promise.resolve()
        .then(() => fetchFn(target, controller ? { signal: controller.signal } : {}))
        .then((response) => (response.ok ? response.json() : null))
        .then(
          (body: unknown) => {
            const value = body !== null && typeof body === 'object' ? (body as { ip?: unknown }).ip : undefined;
            finish(typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
          },
          () => finish(null),
        );
    });
  }

  return () => {
    if (ip !== null) return Promise.resolve(ip);
    if (pending !== null) return pending;
    if (attempts >= IP_LOOKUP_ATTEMPTS) return Promise.resolve(null);
    pending = attempt();
    return pending;
  };
}

function operationOf(request: Request, schemaPath: string): string {
  return `${request.method} ${schemaPath}`;
}

function isAbort(error: unknown, request: Request): boolean {
  return request.signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const raw = await response.clone().text();
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  } catch {
    return undefined;
  }
}

/** The middleware alone (exported for tests and for a second client, e.g. one with another baseUrl). */
export function createApiMiddleware(options: ApiOptions, lookupIp: IpLookup | null): Middleware {
  // Tokens whose expiry was already reported: onSessionExpired() runs once per token.
  const expiredTokens = new Set<string>();
  return {
    async onRequest({ request }) {
      let next = request;
      const url = new URL(request.url);
      if (!url.searchParams.get('club')) {
        url.searchParams.set('club', options.getClub());
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
        next = new Request(url.toString(), {
          method: request.method,
          headers: request.headers,
          body: body && body.byteLength > 0 ? body : undefined,
          signal: request.signal,
          redirect: request.redirect,
          credentials: request.credentials,
        });
      }
      const token = options.getToken();
      if (token) next.headers.set('Authorization', `Bearer ${token}`);
      else next.headers.delete('Authorization');
      next.headers.set('Accept-Language', options.getLanguage());
      const ip = lookupIp ? await lookupIp() : null;
      if (ip) {
        next.headers.set('X-Client-IP', ip);
        next.headers.set('X-Forwarded-For', ip);
      }
      return next;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.status !== 440) return undefined;
      const authorization = request.headers.get('Authorization');
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
      // An anonymous request has no session to expire: it only rejects.
      if (token !== null && !expiredTokens.has(token)) {
        expiredTokens.add(token);
        options.onSessionExpired();
      }
      throw ApiError.sessionExpired(operationOf(request, schemaPath), await readBody(response));
    },
    onError({ request, error, schemaPath }) {
      if (isApiError(error) || isAbort(error, request)) return undefined;
      return ApiError.network(operationOf(request, schemaPath), error);
    },
  };
}

export function createApi(options: ApiOptions): Api {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const lookupIp = options.ipLookupUrl
    ? createIpLookup(options.ipLookupUrl, fetchFn, options.ipLookupTimeoutMs ?? IP_LOOKUP_TIMEOUT_MS)
    : null;
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchFn });
  client.use(createApiMiddleware(options, lookupIp));
  return { client, club: () => options.getClub() };
}
