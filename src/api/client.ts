/**
 * The one provider client (docs/architecture.md): openapi-fetch typed by `openapi/schema.d.ts`, with a middleware that
 * adds to every request
 * - `Authorization: Bearer <token>` when logged in (and removes any stale one when not),
 * - `Accept-Language`,
 * - the `club` query parameter (kept when the caller set it, e.g. `getClubConfiguration(clubKey)`),
 * - `X-Client-IP` and `X-Forwarded-For` from the IP lookup service (see `createIpLookup`),
 * and that turns the answers into errors the app can route:
 * - status 440, and status 401 on a call that carried a token (spec §8: 440 and 401 read "Your session has
 *   expired"): `onSessionExpired()` once per token, and the call rejects with ApiError 'session_expired' (a 401
 *   without a token, e.g. a wrong password at login, stays an ordinary 'http' error with the server's message);
 * - no answer: ApiError 'network' (an abort stays an AbortError, so TanStack Query can cancel quietly);
 * - no answer within `requestTimeoutMs` (15 s): the request is aborted and rejects with ApiError 'network', which
 *   shows the same message as a lost connection.
 * Non-2xx answers become ApiError 'http' in the endpoint facade (`./endpoints`), which also parses every answer.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '~openapi/schema';
import type { Language } from '~/domain';
import { ApiError, isApiError } from './errors';
import { IP_LOOKUP_TIMEOUT_MS, ipLookupTarget, ipOf, requestHeaders, withClub } from './request';

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
  /** How long a request waits for an answer before it is aborted as a network failure (default 15 s). */
  requestTimeoutMs?: number;
}

export interface Api {
  readonly client: Client<paths>;
  /** The current club key (options.getClub()). */
  club(): string;
}

/** A request with no answer after this long is aborted and fails as a lost connection. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The cause of a request aborted by the timeout. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
  }
}
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
  const target = ipLookupTarget(lookupUrl);

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
          (body: unknown) => finish(ipOf(body)),
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
      if (!new URL(request.url).searchParams.get('club')) {
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
        next = new Request(withClub(request.url, options.getClub()), {
          method: request.method,
          headers: request.headers,
          body: body && body.byteLength > 0 ? body : undefined,
          signal: request.signal,
          redirect: request.redirect,
          credentials: request.credentials,
        });
      }
      const token = options.getToken();
      const language = options.getLanguage();
      const headers = requestHeaders(token, language, lookupIp ? await lookupIp() : null);
      for (const [name, value] of Object.entries(headers)) {
        if (value !== null) next.headers.set(name, value);
        else next.headers.delete(name);
      }
      return next;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.status !== 440 && response.status !== 401) return undefined;
      const authorization = request.headers.get('Authorization');
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
      // A 401 without a token is an answer about credentials (login), not about a session.
      if (response.status === 401 && token === null) return undefined;
      // An anonymous request has no session to expire: it only rejects.
      if (token !== null && !expiredTokens.has(token)) {
        expiredTokens.add(token);
        options.onSessionExpired();
      }
      throw ApiError.sessionExpired(operationOf(request, schemaPath), await readBody(response), response.status);
    },
    onError({ request, error, schemaPath }) {
      if (isApiError(error)) return undefined;
      if (error instanceof RequestTimeoutError) return ApiError.network(operationOf(request, schemaPath), error);
      if (isAbort(error, request)) return undefined;
      return ApiError.network(operationOf(request, schemaPath), error);
    },
  };
}

/**
 * `fetchFn` with a deadline: after `timeoutMs` without a response the request is aborted and rejects with a
 * RequestTimeoutError (the caller's own abort still rejects as an AbortError). The deadline covers the wait for the
 * response headers; reading the body is the caller's.
 */
export function withTimeout(fetchFn: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const outer = init?.signal ?? (input instanceof Request ? input.signal : null);
      const controller = new AbortController();
      let settled = false;
      const settle = () => {
        settled = true;
        clearTimeout(timer);
        outer?.removeEventListener('abort', forward);
      };
      // the caller's own abort rejects at once as an abort (TanStack Query cancels quietly)
      const forward = () => {
        const reason = outer?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
        controller.abort(reason);
        if (settled) return;
        settle();
        reject(reason);
      };
      const timer = setTimeout(() => {
        if (settled) return;
        settle();
        const timeout = new RequestTimeoutError(timeoutMs);
        controller.abort(timeout);
        reject(timeout);
      }, timeoutMs);
      if (outer?.aborted) return forward();
      outer?.addEventListener('abort', forward, { once: true });
      fetchFn(input, { ...init, signal: controller.signal }).then(
        (response) => {
          if (settled) return;
          settle();
          resolve(response);
        },
        (error: unknown) => {
          if (settled) return;
          settle();
          reject(error);
        },
      );
    });
}

export function createApi(options: ApiOptions): Api {
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchFn = timeoutMs > 0 && Number.isFinite(timeoutMs) ? withTimeout(baseFetch, timeoutMs) : baseFetch;
  const lookupIp = options.ipLookupUrl
    ? createIpLookup(options.ipLookupUrl, baseFetch, options.ipLookupTimeoutMs ?? IP_LOOKUP_TIMEOUT_MS)
    : null;
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchFn });
  client.use(createApiMiddleware(options, lookupIp));
  return { client, club: () => options.getClub() };
}
