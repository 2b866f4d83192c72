// Starts the fake provider (openapi/fake/server.ts) on a free port, in strict mode (responses validated against the
// contract), with small helpers for tests.
import { createFakeProvider, type FakeProvider, type FakeProviderOptions } from '~openapi/fake/server';

export interface ApiInit {
  method?: string;
  /** JSON body (stringified) or a raw string sent as is. */
  body?: unknown;
  token?: string | null;
  /** Club id or domain; default '1'. Pass null to omit the club parameter. */
  club?: string | number | null;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface LoginResult {
  token: string;
  user: { id: number; email: string; [k: string]: unknown };
  language?: string | null;
  [k: string]: unknown;
}

export interface StartedFake {
  url: string;
  port: number;
  fake: FakeProvider;
  api<T = any>(path: string, init?: ApiInit): Promise<ApiResponse<T>>;
  login(email?: string, clubId?: number | string, password?: string): Promise<LoginResult>;
  control<T = any>(path: string, body?: unknown, method?: string): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

const COMPANY: Record<string, string> = { '1': 'TTT', '2': 'MCT', '3': 'SPT', '4': 'FBT', '5': 'KNC', '6': 'GPT' };

export async function startFake(options: FakeProviderOptions = {}): Promise<StartedFake> {
  const fake = createFakeProvider({ strict: true, log: false, ...options });
  const { port } = await fake.listen(0);
  const url = `http://127.0.0.1:${port}`;

  async function request<T>(full: string, init: ApiInit & { method?: string }): Promise<ApiResponse<T>> {
    // Node's fetch sends `Accept-Language: *` by default, which the contract (es|en) rejects: send what the app sends.
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': 'en',
      ...(init.headers ?? {}),
    };
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['Content-Type'] ??= 'application/json';
    }
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const res = await fetch(full, { method: init.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async function api<T = any>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
    const u = new URL(`${url}/api${path.startsWith('/') ? path : `/${path}`}`);
    const club = init.club === undefined ? '1' : init.club;
    if (club !== null && !u.searchParams.has('club')) u.searchParams.set('club', String(club));
    return request<T>(u.toString(), init);
  }

  async function login(email = 'member@demo.club', clubId: number | string = 1, password = 'Demo1234!') {
    const res = await api<LoginResult>('/login', {
      method: 'POST',
      club: clubId,
      body: { email, password, companyCode: COMPANY[String(clubId)] ?? 'TTT', platform: 'WEB' },
    });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  function control<T = any>(path: string, body?: unknown, method = 'POST') {
    return request<T>(`${url}/__control${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      ...(body !== undefined ? { body } : {}),
    });
  }

  return { url, port, fake, api, login, control, close: () => fake.close() };
}
