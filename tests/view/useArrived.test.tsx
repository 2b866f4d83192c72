// @vitest-environment jsdom
/**
 * useArrived: data that first arrives while a page is shown is drawn in a deferred render after the store
 * update's synchronous one, which keeps the skeleton; later answers, and data already there when the page mounts, are
 * drawn at once.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useArrived } from '~/components/useArrived';

/** A store like the query cache: its update renders its readers synchronously (useSyncExternalStore). */
function createStore<T>(value: T) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Store = ReturnType<typeof createStore<string[] | undefined>>;

function Page({ store, drawn }: { store: Store; drawn: string[][] }) {
  const data = useSyncExternalStore(store.subscribe, store.get);
  const shown = useArrived(data);
  // what the page committed with data, in order
  useLayoutEffect(() => {
    if (shown) drawn.push(shown);
  }, [shown, drawn]);
  if (!shown) return <p>skeleton</p>;
  return <p>{shown.join(', ')}</p>;
}

describe('useArrived', () => {
  let root: Root;
  let container: HTMLElement;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    // React's own scheduling, as in the browser: act() would flush the deferred render with the urgent one
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it("draws data that arrives after the store update's synchronous render, which keeps the skeleton", async () => {
    const store = createStore<string[] | undefined>(undefined);
    const drawn: string[][] = [];
    flushSync(() => root.render(<Page store={store} drawn={drawn} />));
    expect(container.textContent).toBe('skeleton');

    flushSync(() => store.set(['a', 'b']));
    // the update's synchronous render is done: the data is not drawn in it
    expect(container.textContent).toBe('skeleton');
    expect(drawn).toEqual([]);

    await waitFor(() => expect(container.textContent).toBe('a, b'));
    expect(drawn).toEqual([['a', 'b']]);

    // a later answer (a vote's, a rental's) is drawn in its own update: a flow never sees an older answer after it
    flushSync(() => store.set(['c']));
    expect(container.textContent).toBe('c');
    flushSync(() => store.set(undefined));
    expect(container.textContent).toBe('skeleton');
    flushSync(() => store.set(['d']));
    expect(container.textContent).toBe('d');
    expect(drawn).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('draws data already there when the page mounts at once (the page can restore its scroll position)', () => {
    const store = createStore<string[] | undefined>(['cached']);
    const drawn: string[][] = [];
    flushSync(() => root.render(<Page store={store} drawn={drawn} />));
    expect(container.textContent).toBe('cached');
  });
});
