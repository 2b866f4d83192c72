// Stateful fake of the content provider API (openapi/fake/README.md). Run: `npx tsx openapi/fake/server.ts` (PORT, default
// 4010). Every /api request is matched and validated against openapi/provider.yaml; with `strict` (or FAKE_STRICT=1)
// responses are validated too. See README.md for clubs, demo users and the /__control endpoints.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { realpathSync } from 'node:fs';
import { loadContract, type Contract, type Match } from './contract';
import { handlers, authorizeTvCodeFor, err, type Ctx, type Result } from './handlers';
import { corsHeaders, HttpError, parseUrl, queryObject, readJson, sendJson, sendText, sleep } from './http';
import { clearMediaFaults, serveMedia, setMediaFault } from './media';
import { serveImage } from './images';
import { serveStandins } from './standins';
import { CLUB_SUMMARY, DEMO_PASSWORD } from './seed';
import { FakeState } from './state';
import { BASE, type ClubRec, type UserRec } from './types';

export interface FakeProviderOptions {
  now?: () => number;
  tokenTtlMs?: number;
  strict?: boolean;
  log?: boolean;
}
export interface FakeProvider {
  server: http.Server;
  listen(port?: number): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
  reset(): void;
  /** The in-memory state (for tests that need to look inside). */
  state: FakeState;
}

export interface Violation {
  kind: 'request' | 'response';
  method: string;
  path: string;
  operationId: string;
  status?: number;
  errors: string[];
  at: string;
}

interface Fault {
  target: 'api' | 'ping' | 'ip';
  method?: string;
  path?: string;
  /** only requests whose `club` query parameter is this (keeps parallel tests apart) */
  club?: string;
  status?: number;
  remaining: number;
  delayMs: number;
  body?: unknown;
}

const CONTRACT_PATH = fileURLToPath(new URL('../provider.yaml', import.meta.url));
let cachedContract: Contract | undefined;
function contract(): Contract {
  cachedContract ??= loadContract(CONTRACT_PATH);
  return cachedContract;
}

const UNAUTHORIZED = { message: 'Unauthorized', code: 'UNAUTHORIZED', status: 401 };
const EXPIRED = { message: 'Your session has expired. Please log in again.', code: 'SESSION_EXPIRED', status: 440 };
const CLUB_NOT_FOUND = { message: 'Club not found', code: 'CLUB_NOT_FOUND', status: 404 };

type Security = 'none' | 'required' | 'optional';
function securityOf(match: Match, c: Contract): Security {
  const sec = match.operation.security;
  if (Array.isArray(sec)) {
    if (sec.length === 0) return 'none';
    const anonymous = sec.some((s) => s && Object.keys(s).length === 0);
    return anonymous ? 'optional' : 'required';
  }
  const listed = c.operations.find((o) => o.operationId === match.operationId);
  return listed?.secured ? 'required' : 'none';
}

function publicOrigin(req: IncomingMessage): string {
  const env = process.env.FAKE_PUBLIC_URL;
  if (env) return env.replace(/\/+$/, '');
  const host = typeof req.headers.host === 'string' ? req.headers.host : '';
  if (/^[A-Za-z0-9.\-:[\]]{1,255}$/.test(host)) return `http://${host}`;
  const port = (req.socket.localPort ?? 4010).toString();
  return `http://localhost:${port}`;
}

export function createFakeProvider(options: FakeProviderOptions = {}): FakeProvider {
  const now = options.now ?? (() => Date.now());
  const ttl = options.tokenTtlMs ?? (Number(process.env.FAKE_TOKEN_TTL_MS) || 2 * 60 * 60 * 1000);
  const strict = options.strict ?? process.env.FAKE_STRICT === '1';
  const log = options.log ?? false;
  const state = new FakeState(now, ttl);
  const c = contract();
  const violations: Violation[] = [];
  let faults: Fault[] = [];

  function reset() {
    state.reset();
    faults = [];
    clearMediaFaults();
  }

  function takeFault(
    target: Fault['target'],
    method: string,
    pathname: string,
    opPath?: string,
    club?: string | null,
  ): Fault | undefined {
    const f = faults.find(
      (x) =>
        x.target === target &&
        x.remaining > 0 &&
        (!x.club || x.club === club) &&
        (!x.method || x.method.toUpperCase() === method) &&
        (!x.path || x.path === opPath || pathname.includes(x.path)),
    );
    if (f) {
      f.remaining -= 1;
      faults = faults.filter((x) => x.remaining > 0);
    }
    return f;
  }

  async function applyFault(f: Fault | undefined, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!f) return false;
    if (f.delayMs > 0) await sleep(f.delayMs);
    if (f.status === undefined) return false;
    const body = f.body ?? { message: `Injected fault ${f.status}`, code: 'INJECTED_FAULT', status: f.status };
    sendJson(req, res, f.status, f.status === 204 ? undefined : body);
    return true;
  }

  function send(req: IncomingMessage, res: ServerResponse, result: Result, match?: Match) {
    let body = result.body;
    if (body !== undefined && result.status !== 204) {
      const origin = publicOrigin(req);
      body = JSON.parse(JSON.stringify(body).split(BASE).join(origin)) as unknown;
    }
    if (strict && match) {
      const errors = c.validateResponse(match, result.status, result.status === 204 ? undefined : body);
      if (errors.length > 0) {
        violations.push({
          kind: 'response',
          method: req.method ?? 'GET',
          path: req.url ?? '',
          operationId: match.operationId,
          status: result.status,
          errors,
          at: new Date().toISOString(),
        });
        sendJson(req, res, 500, {
          message: `Fake provider broke the contract: ${match.operationId} ${result.status}: ${errors.join('; ')}`,
          code: 'CONTRACT_VIOLATION',
          status: 500,
        });
        return;
      }
    }
    sendJson(req, res, result.status, result.status === 204 ? undefined : body);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, apiPath: string) {
    const method = (req.method ?? 'GET').toUpperCase();
    const match = c.match(method, apiPath);
    if (!match) {
      sendJson(req, res, 404, { message: `Unknown route ${method} ${url.pathname}`, status: 404 });
      return;
    }
    if (await applyFault(takeFault('api', method, url.pathname, match.path, url.searchParams.get('club')), req, res))
      return;
    const query = queryObject(url);
    let body: unknown;
    if (method !== 'GET' && method !== 'HEAD') body = await readJson(req);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    const problems = c.validateRequest(match, { query, headers, body });
    if (problems.length > 0) {
      violations.push({
        kind: 'request',
        method,
        path: req.url ?? '',
        operationId: match.operationId,
        errors: problems,
        at: new Date().toISOString(),
      });
      sendJson(req, res, 400, {
        message: `Invalid request for ${match.operationId}: ${problems.join('; ')}`,
        code: 'BAD_REQUEST',
        status: 400,
      });
      return;
    }
    const club = state.findClub(query.club);
    if (!club) {
      send(req, res, { status: 404, body: CLUB_NOT_FOUND }, match);
      return;
    }
    const security = securityOf(match, c);
    let user: UserRec | null = null;
    let token: string | null = null;
    if (security !== 'none') {
      const auth = headers.authorization ?? '';
      const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
      token = m?.[1] ?? null;
      if (token) {
        const rec = state.tokens.get(token);
        if (!rec || rec.clubId !== club.club.clubId) return send(req, res, { status: 401, body: UNAUTHORIZED }, match);
        if (rec.expiresAt <= now()) return send(req, res, { status: 440, body: EXPIRED }, match);
        user = state.user(rec.userId) ?? null;
        if (!user) return send(req, res, { status: 401, body: UNAUTHORIZED }, match);
      } else if (security === 'required' || !club.club.isPublicAccess) {
        return send(req, res, { status: 401, body: UNAUTHORIZED }, match);
      }
    }
    const handler = handlers[match.operationId];
    if (!handler) {
      send(req, res, err(501, `Operation ${match.operationId} is not implemented by the fake`, 'NOT_IMPLEMENTED'));
      return;
    }
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(match.params)) params[k] = String(v);
    const ctx: Ctx = { state, club, user, token, params, query, body: body ?? {}, now: now() };
    send(req, res, handler(ctx), match);
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/\/+$/, '');
    if (method === 'POST' && path === '/__control/reset') {
      reset();
      return sendJson(req, res, 200, { ok: true });
    }
    if (method === 'POST' && path === '/__control/expire-tokens') {
      state.expireTokens();
      return sendJson(req, res, 200, { ok: true, expired: state.tokens.size });
    }
    if (path === '/__control/faults') {
      if (method === 'DELETE') {
        // ?club= clears only that club's faults (parallel tests); without it, every fault
        const club = url.searchParams.get('club');
        if (club) faults = faults.filter((f) => f.club !== club);
        else {
          faults = [];
          clearMediaFaults();
        }
        return sendJson(req, res, 200, { ok: true });
      }
      if (method === 'GET') return sendJson(req, res, 200, { faults });
      if (method === 'POST') {
        const b = ((await readJson(req)) ?? {}) as Record<string, unknown>;
        const target = b.target === 'ping' || b.target === 'ip' || b.target === 'media' ? b.target : 'api';
        const status = typeof b.status === 'number' ? b.status : undefined;
        const times = typeof b.times === 'number' && b.times > 0 ? b.times : Number.POSITIVE_INFINITY;
        const delayMs = typeof b.delayMs === 'number' && b.delayMs > 0 ? Math.min(b.delayMs, 60_000) : 0;
        const p = typeof b.path === 'string' ? b.path.replace(/^\/api(?=\/)/, '') : undefined;
        if (status === undefined && delayMs === 0)
          return sendJson(req, res, 400, {
            message: 'A fault needs a status or a delayMs',
            code: 'BAD_REQUEST',
            status: 400,
          });
        if (status !== undefined && (status < 100 || status > 599))
          return sendJson(req, res, 400, { message: 'status must be 100..599', code: 'BAD_REQUEST', status: 400 });
        if (target === 'media') {
          setMediaFault({
            pathIncludes: p ?? '/media/',
            status: status ?? 500,
            ...(Number.isFinite(times) ? { times } : {}),
          });
          return sendJson(req, res, 200, { ok: true });
        }
        if (target === 'api' && !p && !b.method)
          return sendJson(req, res, 400, {
            message: 'An API fault needs a path or a method',
            code: 'BAD_REQUEST',
            status: 400,
          });
        faults.push({
          target,
          ...(typeof b.method === 'string' ? { method: b.method } : {}),
          ...(p ? { path: p } : {}),
          ...(typeof b.club === 'string' && b.club ? { club: b.club } : {}),
          ...(status !== undefined ? { status } : {}),
          remaining: times,
          delayMs,
          ...(b.body !== undefined ? { body: b.body } : {}),
        });
        return sendJson(req, res, 200, { ok: true });
      }
    }
    if (path === '/__control/violations') {
      if (method === 'DELETE') {
        violations.length = 0;
        return sendJson(req, res, 200, { ok: true });
      }
      return sendJson(req, res, 200, { violations });
    }
    const tv = /^\/__control\/tv-codes\/(\d+)\/authorize$/.exec(path);
    if (method === 'POST' && tv) {
      const b = ((await readJson(req)) ?? {}) as { email?: unknown };
      const done = authorizeTvCodeFor(state, Number(tv[1]), typeof b.email === 'string' ? b.email : undefined);
      return done
        ? sendJson(req, res, 200, { ok: true })
        : sendJson(req, res, 404, { message: 'Unknown TV code', code: 'TV_CODE_NOT_FOUND', status: 404 });
    }
    if (method === 'POST' && path === '/__control/payments/confirm') {
      const b = ((await readJson(req)) ?? {}) as { clientSecret?: unknown };
      for (const sub of state.seed.subscriptions.values()) {
        if (sub.status === 'INCOMPLETE' && typeof b.clientSecret === 'string' && sub.clientSecret === b.clientSecret) {
          sub.status = 'ACTIVE';
          sub.clientSecret = null;
          sub.nextDayPayment = new Date(now() + 30 * 24 * 3600_000).toISOString();
          return sendJson(req, res, 200, { ok: true });
        }
      }
      return sendJson(req, res, 404, { message: 'No pending payment with this client secret', status: 404 });
    }
    if (method === 'GET' && path === '/__control/state') {
      return sendJson(req, res, 200, {
        tokens: state.tokens.size,
        tvCodes: [...state.tvCodes.values()],
        faults,
        violations: violations.length,
      });
    }
    sendJson(req, res, 404, { message: `Unknown route ${method} ${url.pathname}`, status: 404 });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = parseUrl(req.url);
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    if (method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    if (path === '/api' || path.startsWith('/api/')) return handleApi(req, res, url, path.slice(4) || '/');
    if (path.startsWith('/__control/')) return handleControl(req, res, url);
    if (path === '/ip' || path === '/ip/') {
      if (await applyFault(takeFault('ip', method, path), req, res)) return;
      if (url.searchParams.get('format') === 'json' || !url.searchParams.has('format'))
        return sendJson(req, res, 200, { ip: '203.0.113.10' });
      return sendText(req, res, 200, '203.0.113.10');
    }
    if (path === '/ping' || path === '/ping/') {
      // the app sends its club key along (`club`), so a ping fault can be scoped to one club like API faults
      if (await applyFault(takeFault('ping', method, path, undefined, url.searchParams.get('club')), req, res)) return;
      return sendJson(req, res, 200, { ok: true });
    }
    if (path === '/health' || path === '/') {
      return sendJson(req, res, 200, {
        ok: true,
        name: 'fake club provider',
        api: `${publicOrigin(req)}/api`,
        clubs: CLUB_SUMMARY,
      });
    }
    if (path.startsWith('/media/')) {
      if (serveMedia(req, res, url)) return;
    } else if (path.startsWith('/images/') || path.startsWith('/favicon')) {
      if (serveImage(req, res, url)) return;
    } else if (path.startsWith('/standins/')) {
      if (serveStandins(req, res, url)) return;
    } else if (path.startsWith('/meet/')) {
      const code = decodeURIComponent(path.slice('/meet/'.length)).replace(/[^A-Za-z0-9_-]/g, '');
      return sendText(
        req,
        res,
        200,
        `<!doctype html><meta charset="utf-8"><title>Meeting ${code}</title><p>Fake meeting room <code>${code}</code></p>`,
        'text/html; charset=utf-8',
      );
    }
    if (!res.headersSent) sendJson(req, res, 404, { message: `Unknown route ${method} ${path}`, status: 404 });
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    if (log)
      res.on('finish', () => {
        console.log(`${req.method} ${req.url} -> ${res.statusCode} (${Date.now() - started} ms)`);
      });
    route(req, res).catch((e: unknown) => {
      if (e instanceof HttpError) {
        sendJson(req, res, e.status, { message: e.message, code: e.code, status: e.status });
        return;
      }
      if (log) console.error(e);
      try {
        sendJson(req, res, 500, {
          message: `Fake provider error: ${e instanceof Error ? e.message : String(e)}`,
          code: 'INTERNAL_ERROR',
          status: 500,
        });
      } catch {
        res.destroy();
      }
    });
  });
  server.on('clientError', (_e, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  return {
    server,
    state,
    reset,
    listen(port = 0) {
      return new Promise((resolve, reject) => {
        const onError = (e: Error) => reject(e);
        server.once('error', onError);
        server.listen(port, () => {
          server.off('error', onError);
          const addr = server.address() as AddressInfo;
          resolve({ port: addr.port, url: `http://localhost:${addr.port}` });
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export type { ClubRec };

const strictNote = () => (process.env.FAKE_STRICT === '1' ? ', strict' : '');

function isMain(): boolean {
  const arg = process.argv[1];
  if (!arg) return false;
  try {
    return realpathSync(arg) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * What a newcomer reads when the fake starts: where each club's app is (the app's port when `npm start` runs it, not
 * the fake's, which answers JSON) and whom to log in as.
 */
export function demoBanner(appPort: number | null): string[] {
  const lines = [
    `Log in as member@demo.club / ${DEMO_PASSWORD} (a subscribed member; every club has the same demo users:`,
    `  member@ free@ special@ incomplete@ trial@ cancelled@ payment@demo.club, see the README)`,
  ];
  if (appPort === null) {
    lines.push('Clubs (open them in the app, e.g. `npm start`, with ?club=<id>):');
    for (const club of CLUB_SUMMARY)
      lines.push(`  club ${club.clubId} ${club.companyCode} ${club.name}${club.isPublicAccess ? ' (public)' : ''}`);
    return lines;
  }
  lines.push('Open a club in the app:');
  for (const club of CLUB_SUMMARY)
    lines.push(
      `  ${`http://${club.domain}:${appPort}`.padEnd(32)} club ${club.clubId} ${club.companyCode} ${club.name}${club.isPublicAccess ? ' (public)' : ' (members only)'}`,
    );
  return lines;
}

if (isMain()) {
  const port = Number(process.env.PORT) || 4010;
  const fake = createFakeProvider({ log: process.env.FAKE_LOG !== '0' });
  fake
    .listen(port)
    .then(({ url }) => {
      console.log(`Fake provider listening on ${url} (API at ${url}/api)${strictNote()}`);
      for (const line of demoBanner(Number(process.env.APP_PORT) || null)) console.log(line);
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
