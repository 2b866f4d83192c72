/**
 * A query watched in the Query cache for an invoked actor (a flow that learns server data as the app holds it): the
 * actor's callback hears the query's result now and on each change of it, until the actor stops.
 *
 * The watch never fetches (`enabled: false`): the views' queries fetch, with the same key, so the cache entry (and
 * its one request) is shared. An invalidation refetches it through them, and the watch hears the new data.
 */
import {
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';

export function watchQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryObserverOptions<TData, Error, TData, TData, TKey>,
  onChange: (result: QueryObserverResult<TData, Error>) => void,
): () => void {
  const observer = new QueryObserver(queryClient, { ...options, enabled: false });
  const unsubscribe = observer.subscribe(onChange);
  onChange(observer.getCurrentResult());
  return unsubscribe;
}
