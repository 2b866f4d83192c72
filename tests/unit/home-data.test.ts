import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadHomeData } from '~/api/loaders/homeLoader';
import { selectCanBrowse } from '~machines/session/session.selectors';
import { FIRST_DRAW_WAIT_MS as HOME_DATA_WAIT_MS } from '~/performance/firstDraw';
import type { RouterContext } from '~/app/router';

/** A session snapshot as the selectors read it: authenticated or not, a club with or without public access. */
function session(authenticated: boolean, publicAccess: boolean) {
  const snapshot = {
    matches: (state: string) => state === 'authenticated' && authenticated,
    context: { club: { publicAccess } },
  };
  return { getSnapshot: () => snapshot } as unknown as RouterContext['session'];
}

function endpoints(answer: { slides: () => Promise<unknown>; home: () => Promise<unknown> }) {
  return {
    clubKey: () => 'mct',
    listSlides: vi.fn(answer.slides),
    getHome: vi.fn(answer.home),
  } as unknown as RouterContext['endpoints'] & {
    listSlides: ReturnType<typeof vi.fn>;
    getHome: ReturnType<typeof vi.fn>;
  };
}

const queryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });

afterEach(() => vi.useRealTimers());

describe('the home loader (the first draw with its slides and rows)', () => {
  it('asks for nothing when the visitor may not browse (anonymous, no public access)', () => {
    const ep = endpoints({ slides: async () => [], home: async () => ({}) });
    expect(loadHomeData({ queryClient: queryClient(), endpoints: ep, session: session(false, false) })).toBeUndefined();
    expect(ep.listSlides).not.toHaveBeenCalled();
    expect(ep.getHome).not.toHaveBeenCalled();
  });

  it('waits for both answers when they come within the moment, and the cache then holds them', async () => {
    const ep = endpoints({ slides: async () => ['slide'], home: async () => ({ rows: 1 }) });
    const client = queryClient();
    await loadHomeData({ queryClient: client, endpoints: ep, session: session(false, true) });
    expect(client.getQueryData(['club', 'mct', 'slides'])).toEqual(['slide']);
    expect(client.getQueryData(['club', 'mct', 'home'])).toEqual({ rows: 1 });
  });

  it('waits no longer than the moment for a slow answer, which still lands in the cache when it comes', async () => {
    vi.useFakeTimers();
    let answer: (value: unknown) => void = () => undefined;
    const ep = endpoints({ slides: async () => ['slide'], home: () => new Promise((resolve) => (answer = resolve)) });
    const client = queryClient();
    let done = false;
    void loadHomeData({ queryClient: client, endpoints: ep, session: session(true, false) })!.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(HOME_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(client.getQueryData(['club', 'mct', 'home'])).toBeUndefined();
    answer({ rows: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(['club', 'mct', 'home'])).toEqual({ rows: 2 });
  });

  it('never waits (nor asks again) for what the cache already holds: coming back home draws at once', () => {
    const ep = endpoints({ slides: async () => [], home: async () => ({}) });
    const client = queryClient();
    client.setQueryData(['club', 'mct', 'slides'], ['cached']);
    client.setQueryData(['club', 'mct', 'home'], { rows: 0 });
    expect(loadHomeData({ queryClient: client, endpoints: ep, session: session(true, true) })).toBeUndefined();
    expect(ep.listSlides).not.toHaveBeenCalled();
    expect(ep.getHome).not.toHaveBeenCalled();
  });

  it('a failed answer does not fail the loader: the page shows the failure', async () => {
    const ep = endpoints({ slides: async () => [], home: async () => Promise.reject(new Error('down')) });
    const client = queryClient();
    await expect(
      loadHomeData({ queryClient: client, endpoints: ep, session: session(false, true) }),
    ).resolves.toBeUndefined();
    expect(client.getQueryState(['club', 'mct', 'home'])?.status).toBe('error');
  });
});

describe('selectCanBrowse (spec §1: anonymous visitors browse only a club with public access)', () => {
  it('members always, anonymous visitors with public access only', () => {
    const snapshot = (authenticated: boolean, publicAccess: boolean) =>
      session(authenticated, publicAccess).getSnapshot();
    expect(selectCanBrowse(snapshot(true, false))).toBe(true);
    expect(selectCanBrowse(snapshot(false, true))).toBe(true);
    expect(selectCanBrowse(snapshot(false, false))).toBe(false);
  });
});
