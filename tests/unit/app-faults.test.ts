import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '~machines/session/sessionMachine';
import {
  installStaleChunkReload,
  isChunkLoadError,
  pageShown,
  RELOADED_FOR_CHUNK_KEY,
  RELOAD_GUARD_MS,
} from '~/performance/staleChunks';
import { appStorage } from '~/services/storage';
import { SessionWaitTimeout, waitForSession } from '~/app/waitForSession';
import { firstLanguage } from '~/app/session';
import { aClub } from '../fixtures/domain';

const map = new Map<string, string>();
const sessionStorageStub = {
  getItem: (k: string) => map.get(k) ?? null,
  setItem: (k: string, v: string) => void map.set(k, v),
  removeItem: (k: string) => void map.delete(k),
};
const previousWindow = (globalThis as { window?: unknown }).window;
beforeAll(() => {
  (globalThis as { window?: unknown }).window = { sessionStorage: sessionStorageStub };
});
afterAll(() => {
  (globalThis as { window?: unknown }).window = previousWindow;
});

function fakeWindow(onLine = true) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as Window;
}

const preloadError = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  return event;
};

describe('stale chunks', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once; while the flag is set a failure is left to the error component; a page shown a minute later clears it', () => {
    expect(appStorage('session').persistent).toBe(true);
    const win = fakeWindow();
    const reload = vi.fn();
    installStaleChunkReload(win, reload);
    const first = preloadError();
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(map.has(RELOADED_FOR_CHUNK_KEY)).toBe(true);

    const second = preloadError();
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    // the page shown right after the reload keeps the flag: a chunk it loads later and that fails again is left to
    // its component, never another reload (a loop every few seconds)
    pageShown();
    const third = preloadError();
    win.dispatchEvent(third);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(third.defaultPrevented).toBe(false);

    pageShown(Date.now() + RELOAD_GUARD_MS);
    win.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
    pageShown(Date.now() + RELOAD_GUARD_MS);
  });

  it('never reloads offline (the browser would show its own offline page)', () => {
    const win = fakeWindow(false);
    const reload = vi.fn();
    installStaleChunkReload(win, reload);
    win.dispatchEvent(preloadError());
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('waitForSession', () => {
  it('gives up after a bounded time with SessionWaitTimeout', async () => {
    const machine = sessionMachine.provide({
      actors: { loadClub: fromPromise(() => new Promise<never>(() => {})) as never },
    });
    const session = createActor(machine, {
      input: { clubKey: '1', token: null, userId: null, user: null, lang: 'en', langChosen: false, now: Date.now },
    }).start();
    await expect(waitForSession(session as never, 20)).rejects.toBeInstanceOf(SessionWaitTimeout);
    session.stop();
  });

  it('resumes what waited one task after the session settles, so the shell redraws first', async () => {
    let answer: (club: unknown) => void = () => {};
    const machine = sessionMachine.provide({
      actors: {
        loadClub: fromPromise(() => new Promise((resolve) => (answer = resolve))) as never,
      },
      actions: { applyClub: () => {}, applyLanguage: () => {}, initAnalytics: () => {}, persist: () => {} },
    });
    const session = createActor(machine, {
      input: { clubKey: '1', token: null, userId: null, user: null, lang: 'en', langChosen: false, now: Date.now },
    }).start();
    const order: string[] = [];
    // everything the settling task does, down to a long chain of microtasks, comes before the waiter resumes
    const sub = session.subscribe((snapshot) => {
      if (snapshot.hasTag('settling') || order.length) return;
      order.push('settled');
      const chain = (n: number): void => (n ? queueMicrotask(() => chain(n - 1)) : void order.push('task drained'));
      chain(200);
    });
    const waited = waitForSession(session as never).then(() => order.push('resumed'));
    await Promise.resolve();
    answer({ ok: true, value: aClub() });
    await waited;
    expect(order).toEqual(['settled', 'task drained', 'resumed']);
    // a session settled already: no wait at all
    const again: string[] = [];
    const now = waitForSession(session as never).then(() => again.push('resumed'));
    await Promise.resolve();
    await Promise.resolve();
    expect(again).toEqual(['resumed']);
    await now;
    sub.unsubscribe();
    session.stop();
  });
});

describe("firstLanguage (the first render's language)", () => {
  const sessionWith = (loadClub: () => Promise<unknown>, lang: 'en' | 'es' = 'en') =>
    createActor(
      sessionMachine.provide({
        actors: { loadClub: fromPromise(loadClub) as never },
        actions: { applyClub: () => {}, applyLanguage: () => {}, initAnalytics: () => {}, persist: () => {} },
      }),
      { input: { clubKey: '4', token: null, userId: null, user: null, lang, langChosen: false, now: Date.now } },
    ).start();

  it("nothing chosen: the club's language, once its configuration has answered", async () => {
    let answer: (club: unknown) => void = () => {};
    const session = sessionWith(() => new Promise((resolve) => (answer = resolve)));
    const lang = firstLanguage(session as never, null);
    answer({ ok: true, value: aClub({ language: 'es' }) });
    await expect(lang).resolves.toBe('es');
    session.stop();
  });

  it("a stored choice at once; no answer within the wait, or no club: the browser's", async () => {
    const pending = sessionWith(() => new Promise(() => {}));
    await expect(firstLanguage(pending as never, 'es', 10)).resolves.toBe('es');
    await expect(firstLanguage(pending as never, null, 10)).resolves.toBe('en');
    pending.stop();
    const failed = sessionWith(() => Promise.resolve({ ok: false, error: 'not_found' }), 'es');
    await expect(firstLanguage(failed as never, null)).resolves.toBe('es');
    failed.stop();
  });
});
