// @vitest-environment jsdom
/**
 * Flows that are stopped and started again while they load (React's StrictMode mounts a component twice in
 * development, as `npm start` serves the app): only the current run of an invoked promise answers
 * (src/app/actors.ts), and an actor's fetch through the Query cache that the cache cancels when its last watcher
 * goes away is fetched again while the actor runs (src/app/fetchForActor.ts).
 */
import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { fromPromise } from '~/app/actors';
import { fetchForActor } from '~/app/fetchForActor';
import { useActorRef } from '~/app/inspect';

/** A request the test answers; aborting its signal fails it at once, as fetch does. */
function requests() {
  const pending: Array<(value: string) => void> = [];
  const request = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      pending.push(resolve);
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { pending, request };
}

describe('an invoked promise of a flow mounted twice (StrictMode)', () => {
  it('the restarted flow hears its own run, not the stopped one (its aborted request)', async () => {
    const { pending, request } = requests();
    const machine = setup({
      actors: { load: fromPromise(({ signal }) => request(signal)) },
    }).createMachine({
      initial: 'loading',
      states: {
        loading: { invoke: { src: 'load', onDone: 'ready', onError: 'failed' } },
        ready: {},
        failed: {},
      },
    });
    function Flow() {
      const actor = useActorRef(machine);
      return <p>{useSelector(actor, (s) => String(s.value))}</p>;
    }
    render(
      <StrictMode>
        <Flow />
      </StrictMode>,
    );
    // the first run was aborted when React stopped the flow; the second is the one in flight
    expect(pending).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('loading')).toBeTruthy();
    pending[1]!('data');
    expect(await screen.findByText('ready')).toBeTruthy();
  });
});

describe('fetchForActor', () => {
  it('fetches again when the cache cancels the fetch as its last watcher goes away', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { pending, request } = requests();
    const options = { queryKey: ['cards'], queryFn: ({ signal }: { signal: AbortSignal }) => request(signal) };
    const loaded = fetchForActor(queryClient, options, new AbortController().signal);
    // a component watches the query, then unmounts: the cache aborts the fetch the actor waits for
    const watcher = new QueryObserver(queryClient, { ...options, enabled: false });
    watcher.subscribe(() => {})();
    await expect.poll(() => pending.length).toBe(2);
    pending[1]!('cards');
    await expect(loaded).resolves.toBe('cards');
  });

  it('stops when the actor itself stopped', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { request } = requests();
    const options = { queryKey: ['cards'], queryFn: ({ signal }: { signal: AbortSignal }) => request(signal) };
    const actor = new AbortController();
    const loaded = fetchForActor(queryClient, options, actor.signal);
    actor.abort();
    const watcher = new QueryObserver(queryClient, { ...options, enabled: false });
    watcher.subscribe(() => {})();
    await expect(loaded).rejects.toThrow();
  });
});
