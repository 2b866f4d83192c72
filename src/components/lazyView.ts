/**
 * A view that can wait (issue 13): React's `lazy`, whose code starts loading `after` ms after its first render, and
 * which renders nothing when it cannot be loaded (offline, a stale chunk) rather than giving the whole app over to
 * the error page. For what a member can do without for a moment: what sits below the fold (the footer), what is due
 * later (the cookie notice), what only some members see (complete-profile).
 */
import { lazy, type ComponentType } from 'react';

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
