import { useDeferredValue, useState } from 'react';

/**
 * A query's data as a page draws it when it first arrives. React renders a store's update
 * (`useSyncExternalStore`: TanStack Query, the router, XState's selectors) synchronously, in one task: the product page,
 * drawn the moment its product arrived, was one task of 60 to 80 ms on this machine (four times that on Lighthouse's
 * phone) during which the page could not answer a touch. With this hook the update's urgent render keeps what the page
 * showed (its skeleton: unchanged, so cheap), and React draws the data in a deferred render right after, which it cuts
 * into 5 ms slices and interrupts for any input.
 *
 * Only the first arrival waits. Once drawn, every later answer (a vote's, a rental's, a refetch's) is drawn in its own
 * update, as before: it is small, and a deferred older answer could reach a page's flow after the member's newer
 * action. Data already in the cache when the page mounts (coming back to it) is drawn at once too, so the page can
 * restore its scroll position and focus.
 * `null` until the data is drawn: a page shows its loading state meanwhile.
 */
export function useArrived<T>(data: T | null | undefined): T | null {
  const value = data ?? null;
  const [drawn, setDrawn] = useState(value !== null);
  // with an initial value React draws `value` in a deferred render after the urgent one; without, at once. Once
  // drawn, a constant: no later answer schedules a deferred render of its own
  const deferred = useDeferredValue(drawn ? null : value, drawn ? undefined : null);
  if (!drawn && deferred !== null) setDrawn(true);
  return drawn || deferred !== null ? value : null;
}
