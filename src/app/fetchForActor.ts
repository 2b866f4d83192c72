/**
 * `queryClient.fetchQuery` for an invoked actor (a flow's load of server data kept in the Query cache).
 *
 * The cache shares one fetch between every caller of a query and aborts it when the last component watching the
 * query goes away (our queries hand the request the cache's abort signal). A component that mounts, unmounts and
 * mounts again at once (React's StrictMode in development, a route left and entered again) cancels a fetch that a
 * running actor is waiting for, and a fetch started right after joins the cancelled one. That cancellation is not
 * the provider's answer: while the actor runs (its own signal is not aborted) the query is fetched again. The
 * cache's cancellation happens only when watchers go away, so a few tries suffice; a fourth is a real failure.
 */
import { isCancelledError, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

const TRIES = 4;

export async function fetchForActor<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  signal?: AbortSignal,
): Promise<TData> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await queryClient.fetchQuery(options);
    } catch (error) {
      if (!isCancelledError(error) || signal?.aborted || attempt >= TRIES) throw error;
    }
  }
}
