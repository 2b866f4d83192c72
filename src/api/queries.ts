/**
 * TanStack Query `queryOptions` factories for the read operations (DESIGN.md §4): route loaders call
 * `queryClient.ensureQueryData(productQuery(endpoints, id))`, components `useSuspenseQuery(productQuery(...))`.
 *
 * Keys all start with `['club', clubKey]`, so one `invalidateQueries({ queryKey: clubQueryKey(clubKey) })` refreshes
 * a club's data (after login/logout, or a language switch, since content comes in the request language);
 * `removeQueries` on logout drops the user's private data (cards, subscription, user, meetings).
 * Only types are imported from ./endpoints, so this module does not pull the operations' code. This module holds the
 * factories the first screen and the route loaders use; those only later screens use are in ./queries.lazy.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Endpoints } from './endpoints';
import { isApiError } from './errors';

export type Ep<K extends keyof Endpoints> = Pick<Endpoints, 'clubKey' | K>;

export function clubQueryKey(clubKey: string) {
  return ['club', clubKey] as const;
}

/**
 * Retry policy for QueryClient defaults: never retry what cannot change by retrying (4xx, a bad answer, an expired
 * session); retry network failures and 5xx once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}

export function homeQuery(ep: Ep<'getHome'>) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'home'] as const,
    queryFn: ({ signal }) => ep.getHome({ signal }),
  });
}

export function slidesQuery(ep: Ep<'listSlides'>) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'slides'] as const,
    queryFn: ({ signal }) => ep.listSlides({ signal }),
  });
}

export function categoryQuery(ep: Ep<'getCategoryContent'>, categoryId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'category', categoryId] as const,
    queryFn: ({ signal }) => ep.getCategoryContent(categoryId, { signal }),
  });
}

export function collectionQuery(ep: Ep<'getCollection'>, collectionId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'collection', collectionId] as const,
    queryFn: ({ signal }) => ep.getCollection(collectionId, { signal }),
  });
}

export function productQuery(ep: Ep<'getProduct'>, productId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'product', productId] as const,
    queryFn: ({ signal }) => ep.getProduct(productId, { signal }),
  });
}

export function newsQuery(ep: Ep<'getNews'>, newsId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'news', newsId] as const,
    queryFn: ({ signal }) => ep.getNews(newsId, { signal }),
  });
}
