/**
 * What the provision tests share: the app's real endpoints over a fake `fetch` (the provider answers what a test
 * says: a success body, a refusal with its message, or no answer at all), a fake session, the toasts shown, and a
 * way to run one provided actor alone.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import { createApi } from '~/api/client';
import { createEndpoints } from '~/api/endpoints';
import type { AppDeps } from '~/app/machines';
import { resetToastsForTests, toasterReady } from '~/services/toast';
import { i18n } from '~/i18n/i18n';
import type { Club, User } from '~/domain';
import { createFakeFetch, json, type Handler } from '../../fixtures/api/fakeFetch';
import { aClub, aUser } from '../../fixtures/domain';

// the English source texts
i18n.loadAndActivate({ locale: 'en', messages: {} });

export { json };

/** The provider's refusal: a 400 with its own message. */
export const SERVER_SAYS = 'Not today, says the club';
export const refusal: Handler = () => json(400, { message: SERVER_SAYS, code: 'REFUSED' });
/** No answer at all (offline, DNS, connection reset). */
export const noAnswer: Handler = () => {
  throw new TypeError('Failed to fetch');
};

/** The real endpoints, over a fake fetch whose answer a test sets (`provider.answer = ...`). */
export function fakeProvider() {
  const provider = { answer: (() => json(200, { ok: true })) as Handler };
  const fake = createFakeFetch((request) => provider.answer(request));
  const api = createApi({
    baseUrl: 'http://provider.test/api',
    getToken: () => 'tok',
    getLanguage: () => 'en',
    getClub: () => '4',
    ipLookupUrl: null,
    onSessionExpired: () => undefined,
    fetch: fake.fetch,
  });
  return Object.assign(provider, { endpoints: createEndpoints(api), requests: fake.requests });
}

/**
 * A signed-in session's snapshot (what provisions read) and the events sent to it; `session.cookiesAccepted` sets
 * the flag as the session machine does, and subscribers hear it; `change` stands for any other change of the session
 * (a logout, a language switch), heard the same way.
 */
export function fakeSession(
  over: {
    club?: Club;
    user?: User;
    token?: string | null;
    lang?: 'en' | 'es';
    cookiesAccepted?: boolean;
    /** when it became authenticated, and its clock */
    authenticatedAt?: number | null;
    now?: () => number;
  } = {},
) {
  const sent: unknown[] = [];
  const listeners = new Set<(snapshot: unknown) => void>();
  const context = {
    club: over.club ?? aClub(),
    user: over.user ?? aUser(),
    token: over.token === undefined ? 'tok' : over.token,
    lang: over.lang ?? 'en',
    cookiesAccepted: over.cookiesAccepted ?? false,
    authenticatedAt: over.authenticatedAt ?? null,
    now: over.now ?? (() => 0),
  };
  let authenticated = true;
  let snapshot = {
    context,
    matches: (state: string) => authenticated && state === 'authenticated',
    hasTag: () => false,
  };
  const change = (next: { authenticated?: boolean; lang?: 'en' | 'es' }) => {
    authenticated = next.authenticated ?? authenticated;
    snapshot = { ...snapshot, context: { ...snapshot.context, ...(next.lang ? { lang: next.lang } : {}) } };
    listeners.forEach((l) => l(snapshot));
  };
  const session = {
    getSnapshot: () => snapshot,
    send: (event: { type: string }) => {
      sent.push(event);
      if (event.type !== 'session.cookiesAccepted') return;
      snapshot = { ...snapshot, context: { ...snapshot.context, cookiesAccepted: true } };
      listeners.forEach((l) => l(snapshot));
    },
    subscribe: (listener: (snapshot: unknown) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  } as unknown as AppDeps['session'];
  return { session, sent, context, change };
}

/** App dependencies for a provision: the fake provider's endpoints, a query client that never retries. */
export function appDeps(over: Partial<AppDeps> = {}) {
  const provider = fakeProvider();
  const { session, sent } = fakeSession();
  const deps: AppDeps = {
    navigate: vi.fn(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    endpoints: provider.endpoints,
    session,
    device: 'web',
    router: () => {
      throw new Error('no router in a provision test');
    },
    tvShell: () => null,
    ...over,
  };
  return { deps, provider, sent, navigate: deps.navigate as ReturnType<typeof vi.fn> };
}

/** Runs one provided actor of a machine alone and answers its output. */
export function run(machine: AnyStateMachine, actor: string, input?: unknown): Promise<unknown> {
  const logic = (machine.implementations.actors as Record<string, AnyActorLogic>)[actor];
  if (!logic) throw new Error(`${machine.id} has no actor "${actor}" provided`);
  return toPromise(createActor(logic, { input }).start());
}

/** One provided named action of a machine, called as XState calls it. */
export function action(machine: AnyStateMachine, name: string) {
  const impl = (machine.implementations.actions as Record<string, (args: unknown, params: unknown) => void>)[name];
  if (!impl) throw new Error(`${machine.id} has no action "${name}" provided`);
  return (params?: unknown, args: unknown = {}) => impl(args, params);
}

/** The toasts shown during a test, by kind and text. */
export function watchToasts() {
  const shown: Array<{ kind: string; text: string; id?: string | number }> = [];
  beforeEach(() => {
    shown.length = 0;
    const show = (kind: string) => (text: string, options?: { id?: string | number }) => {
      const id = options?.id ?? `auto-${shown.length}`;
      shown.push({ kind, text, id });
      return id;
    };
    toasterReady({
      toast: Object.assign(show('message'), {
        success: show('success'),
        error: show('error'),
        loading: show('loading'),
        info: show('info'),
        warning: show('warning'),
        dismiss: () => {},
      }),
    } as never);
  });
  afterEach(() => resetToastsForTests());
  return shown;
}

/**
 * The three ways a provider call ends, for one actor: its success (`ok` with the value), the provider's refusal
 * (`code` with the server's message) and no answer (`code`, no message: the flow says its own).
 */
export function callOutcomes(
  provider: ReturnType<typeof fakeProvider>,
  start: () => Promise<unknown>,
  expected: { success: Handler; value: unknown; code: string },
) {
  it('success: ok with the value', async () => {
    provider.answer = expected.success;
    expect(await start()).toEqual({ ok: true, value: expected.value });
  });
  it("the provider's refusal: the failure with the server's message", async () => {
    provider.answer = refusal;
    expect(await start()).toEqual({ ok: false, error: expected.code, message: SERVER_SAYS });
  });
  it('no answer: the failure, with no message', async () => {
    provider.answer = noAnswer;
    expect(await start()).toEqual({ ok: false, error: expected.code });
  });
}

/** A provided child machine of a machine (a flow's invoked child, e.g. the product page's rent). */
export function child(machine: AnyStateMachine, name: string): AnyStateMachine {
  const logic = (machine.implementations.actors as Record<string, AnyStateMachine>)[name];
  if (!logic) throw new Error(`${machine.id} has no child "${name}" provided`);
  return logic;
}

/** The query keys a provision invalidates (fetched again) from now on. */
export function watchInvalidations(queryClient: QueryClient): unknown[] {
  const invalidated: unknown[] = [];
  queryClient.invalidateQueries = ((filters: { queryKey: unknown }) => {
    invalidated.push(filters.queryKey);
    return Promise.resolve();
  }) as never;
  return invalidated;
}
