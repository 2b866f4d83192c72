/**
 * A page's data, awaited a moment by its route's loader. A page drawn before its data draws its skeleton,
 * then redraws when the answer comes: TanStack Query's update reaches React through `useSyncExternalStore`, which
 * React draws synchronously, in one blocking task; and the page's largest image (its banner's, its hero's, whose
 * file index.html's boot script has preloaded) paints only with that second draw. On a first load the boot has
 * usually received the page's call by the time the bundle has run, and on a link the router's preload on intent has
 * often fetched it: then the page is drawn once, complete. A slower answer is drawn when it comes, over the
 * skeleton, as before.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** How long a page's draw waits for its data before it draws its skeleton instead. */
export const FIRST_DRAW_WAIT_MS = 100;

/** Starts a query's fetch unless the cache holds its data (fresh or stale: the page draws that at once). */
export function fetchMissing<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> | null {
  return queryClient.getQueryData(query.queryKey) === undefined ? queryClient.prefetchQuery(query) : null;
}

/**
 * Settles when every fetch has (a failure is the page's to show: never rejects), or after `wait` ms, whichever comes
 * first; undefined when there is nothing to wait for.
 */
export function awaitBriefly(
  fetches: (Promise<unknown> | null)[],
  wait = FIRST_DRAW_WAIT_MS,
): Promise<void> | undefined {
  const pending = fetches.filter((fetch) => fetch !== null).map((fetch) => fetch.catch(() => undefined));
  if (pending.length === 0) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const moment = new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)));
  return Promise.race([Promise.all(pending).then(() => undefined), moment]).finally(() => clearTimeout(timer));
}
