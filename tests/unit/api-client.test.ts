import { describe, expect, it, vi } from 'vitest';
import { createApi, createIpLookup, type ApiOptions } from '~/api/client';
import { createEndpoints } from '~/api/endpoints';
import { ApiError } from '~/api/errors';
import { fullCard, fullHome, fullSlide, fullUser, minimalCard, minimalClub } from '../fixtures/api/provider';
import { createFakeFetch, deferred, json, type Handler } from '../fixtures/api/fakeFetch';

const BASE = 'http://provider.test/api';

function setup(
  handler: Handler = () => json(200, fullHome),
  overrides: Partial<ApiOptions> & { ip?: NonNullable<Parameters<typeof createFakeFetch>[1]>['ip'] } = {},
) {
  const { ip, ...rest } = overrides;
  const fake = createFakeFetch(handler, ip ? { ip } : {});
  const state = { token: null as string | null, lang: 'es' as 'es' | 'en', club: '4' };
  const onSessionExpired = vi.fn();
  const api = createApi({
    baseUrl: BASE,
    getToken: () => state.token,
    getLanguage: () => state.lang,
    getClub: () => state.club,
    ipLookupUrl: 'https://ip.example.com/',
    onSessionExpired,
    fetch: fake.fetch,
    ...rest,
  });
  return { api, ep: createEndpoints(api), fake, state, onSessionExpired };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('request middleware', () => {
  it('sends the bearer token only when logged in', async () => {
    const { ep, fake, state } = setup();
    await ep.getHome();
    expect(fake.requests[0]!.headers.has('Authorization')).toBe(false);
    state.token = 'tok-1';
    await ep.getHome();
    expect(fake.requests[1]!.headers.get('Authorization')).toBe('Bearer tok-1');
    state.token = null;
    await ep.getHome();
    expect(fake.requests[2]!.headers.has('Authorization')).toBe(false);
  });

  it('sends Accept-Language from the current language', async () => {
    const { ep, fake, state } = setup();
    await ep.getHome();
    state.lang = 'en';
    await ep.getHome();
    expect(fake.requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['es', 'en']);
  });

  it('adds the club query parameter without callers passing it', async () => {
    const { ep, fake, state } = setup();
    await ep.getHome();
    state.club = 'club.example.com';
    await ep.getHome();
    expect(fake.requests.map((request) => request.url.searchParams.getAll('club'))).toEqual([
      ['4'],
      ['club.example.com'],
    ]);
    expect(fake.requests[0]!.url.pathname).toBe('/api/products/home');
  });

  it('keeps an explicit club (club configuration lookup) and adds a missing one on raw client calls', async () => {
    const { api, ep, fake } = setup((request) =>
      request.url.pathname.endsWith('/configuration/club')
        ? json(200, minimalClub)
        : json(200, { token: 't', user: fullUser }),
    );
    await ep.getClubConfiguration('other.example.com');
    expect(fake.requests[0]!.url.searchParams.getAll('club')).toEqual(['other.example.com']);
    // A raw call that forgets the parameter (the types require it; the middleware guarantees it), with a body.
    await api.client.POST('/login', {
      params: { query: {} as { club: string } },
      body: { email: 'a@b.c', password: 'pw', companyCode: 'TTT' },
    });
    expect(fake.requests[1]!.url.searchParams.get('club')).toBe('4');
    expect(fake.requests[1]!.body).toEqual({ email: 'a@b.c', password: 'pw', companyCode: 'TTT' });
    expect(fake.requests[1]!.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('client IP headers', () => {
  it('looks the IP up once, shared by concurrent requests, then cached', async () => {
    const lookup = deferred<Response>();
    const ip = vi.fn(() => lookup.promise);
    const { ep, fake } = setup(undefined, { ip });
    const calls = [ep.getHome(), ep.getHome(), ep.getHome()];
    await Promise.resolve();
    expect(fake.requests).toHaveLength(0); // waiting for the (fast enough) lookup
    lookup.resolve(json(200, { ip: '198.51.100.4' }));
    await Promise.all(calls);
    await ep.getHome();
    expect(ip).toHaveBeenCalledTimes(1);
    expect(fake.ipLookups).toEqual(['https://ip.example.com/?format=json']);
    for (const request of fake.requests) {
      expect(request.headers.get('X-Client-IP')).toBe('198.51.100.4');
      expect(request.headers.get('X-Forwarded-For')).toBe('198.51.100.4');
    }
    expect(fake.requests).toHaveLength(4);
  });

  it('does not block requests when the lookup fails, and retries it once later', async () => {
    let attempt = 0;
    const ip = vi.fn(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('lookup down');
      return json(503, {});
    });
    const { ep, fake } = setup(undefined, { ip });
    await ep.getHome();
    await ep.getHome();
    await ep.getHome();
    await ep.getHome();
    expect(ip).toHaveBeenCalledTimes(2);
    expect(fake.requests).toHaveLength(4);
    for (const request of fake.requests) expect(request.headers.has('X-Client-IP')).toBe(false);
  });

  it('uses the retried lookup when it succeeds', async () => {
    let attempt = 0;
    const ip = vi.fn(async () => (++attempt === 1 ? json(200, { nope: true }) : json(200, { ip: '192.0.2.1' })));
    const { ep, fake } = setup(undefined, { ip });
    await ep.getHome();
    await ep.getHome();
    await ep.getHome();
    expect(ip).toHaveBeenCalledTimes(2);
    expect(fake.requests.map((request) => request.headers.get('X-Client-IP'))).toEqual([
      null,
      '192.0.2.1',
      '192.0.2.1',
    ]);
  });

  it('does not wait for a slow lookup longer than the timeout (aborting it)', async () => {
    let signal: AbortSignal | undefined;
    const ip = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const { ep, fake } = setup(undefined, { ip, ipLookupTimeoutMs: 30 });
    const started = Date.now();
    await ep.getHome();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.requests[0]!.headers.has('X-Client-IP')).toBe(false);
    expect(signal?.aborted).toBe(true);
  });

  it('waits at most 1500 ms by default', async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn(() => new Promise<Response>(() => undefined));
      const lookup = createIpLookup('https://ip.example.com', never as unknown as typeof fetch);
      let result: string | null | undefined;
      void lookup().then((value) => (result = value));
      await vi.advanceTimersByTimeAsync(1499);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends no IP headers and looks nothing up without a lookup URL', async () => {
    const ip = vi.fn(async () => json(200, { ip: '1.1.1.1' }));
    const { ep, fake } = setup(undefined, { ip, ipLookupUrl: null });
    await ep.getHome();
    expect(ip).not.toHaveBeenCalled();
    expect(fake.requests[0]!.headers.has('X-Forwarded-For')).toBe(false);
  });
});

describe('answers', () => {
  it('440 calls onSessionExpired once per token and rejects with session_expired', async () => {
    const { ep, state, onSessionExpired } = setup(() => json(440, { message: 'Session expired', status: 440 }));
    state.token = 'tok-1';
    const errors = await Promise.all([rejection(ep.getHome()), rejection(ep.getHome()), rejection(ep.listCards())]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'session_expired', status: 440 });
      // whatever the provider says, the member reads the spec's sentence (src/services/notify.ts)
      expect((error as ApiError).serverMessage).toBeUndefined();
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    state.token = 'tok-2';
    await rejection(ep.getHome());
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('401 on a call made with a token is an expired session, like 440 (spec §8)', async () => {
    const { ep, state, onSessionExpired } = setup(() => json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }));
    state.token = 'tok-1';
    const errors = await Promise.all([rejection(ep.getHome()), rejection(ep.listCards())]);
    for (const error of errors) {
      expect(error).toMatchObject({ kind: 'session_expired', status: 401 });
      expect((error as ApiError).serverMessage).toBeUndefined();
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a request with no answer is aborted after 15 s and fails as a lost connection', async () => {
    vi.useFakeTimers();
    try {
      const seen: AbortSignal[] = [];
      const { ep } = setup(undefined, {
        ipLookupUrl: null,
        fetch: (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            const signal = init!.signal!;
            seen.push(signal);
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      });
      const pending = rejection(ep.getHome());
      await vi.advanceTimersByTimeAsync(14_999);
      expect(seen[0]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(seen[0]!.aborted).toBe(true);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network', operation: 'GET /products/home' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the caller can still cancel a request before its deadline (an abort, not an error)', async () => {
    const { api } = setup(undefined, {
      ipLookupUrl: null,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    });
    const controller = new AbortController();
    const call = api.client.GET('/products/home', {
      params: { query: { club: '4' } },
      signal: controller.signal,
    } as never);
    controller.abort();
    const e = await rejection(call);
    expect(e).toMatchObject({ name: 'AbortError' });
  });

  it('440 without a token rejects but reports nothing', async () => {
    const { ep, onSessionExpired } = setup(() => json(440, {}));
    expect(await rejection(ep.getHome())).toMatchObject({ kind: 'session_expired' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the server message, code and status of a 4xx', async () => {
    const { ep } = setup(() =>
      json(401, { message: 'The email and password do not match', code: 'INVALID_CREDENTIALS' }),
    );
    const error = await rejection(ep.login({ email: 'a@b.c', password: 'x', companyCode: 'TTT' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      code: 'INVALID_CREDENTIALS',
      serverMessage: 'The email and password do not match',
      operation: 'POST /login',
    });
  });

  it('a 5xx without a usable body is an http error without server message', async () => {
    const { ep } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(ep.getHome());
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('a network failure is an ApiError network', async () => {
    const { ep } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(ep.getHome());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', operation: 'GET /products/home' });
  });

  it('an aborted call rejects with the AbortError, not an ApiError', async () => {
    const { ep } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(ep.getHome({ signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('a 2xx body that is not JSON is a parse error', async () => {
    const { ep } = setup(
      () => new Response('{not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await rejection(ep.getHome());
    expect(error).toMatchObject({ kind: 'parse', operation: 'GET /products/home' });
    expect((error as Error).message).toMatch(
      /^Unexpected response from GET \/products\/home: the body is not valid JSON/,
    );
  });

  it('a 2xx body that does not match the contract is a parse error naming the path', async () => {
    const { ep } = setup(() => json(200, { categoryList: [{ id: 1, name: 'x', productList: [{ id: 1, title: 2 }] }] }));
    const error = await rejection(ep.getHome());
    expect((error as Error).message).toBe(
      'Unexpected response from GET /products/home: categoryList[0].productList[0].title: expected string, received number',
    );
  });
});

// spec §5 answers `cards` (default empty) and `slides`; a bare array is accepted at the boundary
describe('list answers in the spec shape and the bare-array shape', () => {
  const shapes = (items: unknown[], key: string) =>
    [
      [`{ ${key}: [...] }`, { [key]: items }, items.length],
      ['a bare array', items, items.length],
      [`{ ${key}: null }`, { [key]: null }, 0],
      [`{} (${key} absent)`, {}, 0],
      ['null', null, 0],
    ] as const;

  for (const [name, body, count] of shapes([fullCard, minimalCard], 'cards')) {
    it(`cards: ${name}`, async () => {
      const { ep, state } = setup(() => json(200, body));
      state.token = 'tok';
      expect(await ep.listCards()).toHaveLength(count);
    });
  }

  for (const [name, body, count] of shapes([fullSlide], 'slides')) {
    it(`slides: ${name}`, async () => {
      const { ep } = setup(() => json(200, body));
      expect(await ep.listSlides()).toHaveLength(count);
    });
  }

  it('a list of the wrong kind is still a parse error', async () => {
    const { ep } = setup(() => json(200, { slides: [{ nope: true }] }));
    expect(await rejection(ep.listSlides())).toBeInstanceOf(ApiError);
  });
});
