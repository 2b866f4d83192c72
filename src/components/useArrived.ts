import { useDeferredValue, useState } from 'react';

/**
 * A query's data as a page draws it when it arrives (issue 13). React renders a store's update
 * (`useSyncExternalStore`: TanStack Query, the router, XState's selectors) synchronously, in one task: the product page,
 * drawn the moment its product arrived, was one task of 60 to 80 ms on this machine (four times that on Lighthouse's
 * phone) during which the page could not answer a touch. With this hook the update's urgent render keeps what the page
 * showed (its skeleton: unchanged, so cheap), and React draws the data in a deferred render right after, which it cuts
 * into 5 ms slices and interrupts for any input.
 *
 * Data already in the cache when the page mounts (coming back to it) is drawn at once, as before, so the page can
 * restore its scroll position. `null` until the data is drawn: a page shows its loading state meanwhile.
 */
export function useArrived<T>(data: T | null | undefined): T | null {
  const value = data ?? null;
  const [cachedAtMount] = useState(value !== null);
  // an initial value makes React draw `value` in a deferred render after the mount's; none draws it at once
  return useDeferredValue(value, cachedAtMount ? undefined : null);
}
