/**
 * A view that can wait: React's `lazy`, whose code starts loading `after` ms after its first render, and
 * which renders nothing when it cannot be loaded (offline, a stale chunk) rather than giving the whole app over to
 * the error page. For what a member can do without for a moment: what sits below the fold (the footer), what is due
 * later (the cookie notice), what only some members see (complete-profile).
 */
import { createContext, createElement, lazy, useCallback, useContext, useReducer, type ComponentType } from 'react';

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>, options: { after?: number } = {}) {
  const wait = (ms = 0) => (ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
  return lazy<ComponentType<P>>(() =>
    wait(options.after)
      .then(load)
      .then(
        (component) => ({ default: component }),
        () => ({ default: () => null }),
      ),
  );
}

const RetryContext = createContext<() => void>(() => undefined);

/**
 * A view the member asked for (an opened item's detail), whose code loads when it is first drawn: when the code cannot
 * be loaded (offline, a stale chunk), `Failed` shows in its place with a way to ask again, which loads the code anew.
 * Unlike `lazyView`, whose views a member can do without, it never leaves the place empty.
 */
export function retriableView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Failed: ComponentType<{ retry: () => void }>,
) {
  function FailedView() {
    return createElement(Failed, { retry: useContext(RetryContext) });
  }
  const make = () =>
    lazy<ComponentType<P>>(() =>
      load().then(
        (component) => ({ default: component }),
        () => ({ default: FailedView as ComponentType<P> }),
      ),
    );
  // one loader for every instance (an item's dialog opened again draws at once); a retry replaces it
  let View = make();
  return function RetriableView(props: P) {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    const retry = useCallback(() => {
      View = make();
      redraw();
    }, []);
    return createElement(RetryContext.Provider, { value: retry }, createElement(View, props));
  };
}
