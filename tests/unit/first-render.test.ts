/**
 * The app's first render (src/performance/firstRender.ts): after the router's load of the address once the session
 * has settled, at once while it has not; as a transition, except with the flow inspector and on TV.
 */
import { describe, expect, it, vi } from 'vitest';
import { firstRender } from '~/performance/firstRender';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(settled: boolean, immediate = false) {
  const loading = deferred();
  const order: string[] = [];
  const inTransition: boolean[] = [];
  let transitioning = false;
  const deps = {
    settled: () => settled,
    load: vi.fn(() => {
      order.push('load');
      return loading.promise.then(() => order.push('loaded'));
    }),
    render: vi.fn(() => {
      order.push('render');
      inTransition.push(transitioning);
    }),
    immediate,
    transition: (scope: () => void) => {
      transitioning = true;
      scope();
      transitioning = false;
    },
  };
  return { deps, loading, order, inTransition };
}

describe('firstRender', () => {
  it('a settled session: the address is loaded first, then the app renders, in a transition', async () => {
    const { deps, loading, order, inTransition } = setup(true);
    const done = firstRender(deps);
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['load']);
    loading.resolve();
    await done;
    expect(order).toEqual(['load', 'loaded', 'render']);
    expect(inTransition).toEqual([true]);
  });

  it('a failed load still renders (the router shows its error once mounted)', async () => {
    const { deps, loading, order } = setup(true);
    const done = firstRender(deps);
    loading.reject(new Error('chunk'));
    await done;
    expect(order).toEqual(['load', 'render']);
  });

  it('a session still waiting for its club renders at once, without loading first (the splash shows)', async () => {
    const { deps, order, inTransition } = setup(false);
    await firstRender(deps);
    expect(deps.load).not.toHaveBeenCalled();
    expect(order).toEqual(['render']);
    expect(inTransition).toEqual([true]);
  });

  it('immediate (the flow inspector, TV): rendered at once, without loading first, not in a transition', async () => {
    const { deps, order, inTransition } = setup(true, true);
    await firstRender(deps);
    expect(deps.load).not.toHaveBeenCalled();
    expect(order).toEqual(['render']);
    expect(inTransition).toEqual([false]);
  });
});
