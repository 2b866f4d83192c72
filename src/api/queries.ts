/**
 * TanStack Query `queryOptions` factories for the read operations (docs/architecture.md): route loaders call
 * `queryClient.ensureQueryData(productQuery(endpoints, id))`, components `useSuspenseQuery(productQuery(...))`.
 *
 * Keys (`queryKeys`) all start with the club's, so one `invalidateQueries({ queryKey: queryKeys.club(clubKey) })` refreshes
 * a club's data (after login/logout, or a language switch, since content comes in the request language);
 * `removeQueries` on logout drops the user's private data (cards, subscription, user, meetings).
 * Only types are imported from ./endpoints, so this module does not pull the operations' code. This module holds the
 * factories the first screen and the route loaders use; those only later screens use are in ./queries.lazy.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Endpoints } from './endpoints';
import { isApiError } from './errors';

export type Ep<K extends keyof Endpoints> = Pick<Endpoints, 'clubKey' | K>;

const club = (clubKey: string) => ['club', clubKey] as const;
const trainers = (clubKey: string) => [...club(clubKey), 'trainer'] as const;
const trainer = (clubKey: string, trainerId: number) => [...trainers(clubKey), trainerId] as const;

/**
 * Every query key of the app, one factory each (never a key written by hand): the `queryOptions` below use them, and
 * so does whatever invalidates, cancels or writes a query. A key that is the start of others (`club`, `trainers`)
 * names them all at once.
 */
export const queryKeys = {
  /** Everything of a club. */
  club,
  home: (clubKey: string) => [...club(clubKey), 'home'] as const,
  slides: (clubKey: string) => [...club(clubKey), 'slides'] as const,
  category: (clubKey: string, categoryId: number) => [...club(clubKey), 'category', categoryId] as const,
  collection: (clubKey: string, collectionId: number) => [...club(clubKey), 'collection', collectionId] as const,
  product: (clubKey: string, productId: number) => [...club(clubKey), 'product', productId] as const,
  newsList: (clubKey: string) => [...club(clubKey), 'news'] as const,
  news: (clubKey: string, newsId: number) => [...club(clubKey), 'news', newsId] as const,
  search: (clubKey: string, text: string) => [...club(clubKey), 'search', text] as const,
  plans: (clubKey: string) => [...club(clubKey), 'plans'] as const,
  cards: (clubKey: string) => [...club(clubKey), 'cards'] as const,
  subscription: (clubKey: string, userId: number) => [...club(clubKey), 'subscription', userId] as const,
  user: (clubKey: string, userId: number) => [...club(clubKey), 'user', userId] as const,
  trainerList: (clubKey: string) => [...club(clubKey), 'trainers'] as const,
  /** Every trainer's data: each trainer, their templates and their availability. */
  trainers,
  trainer,
  templates: (clubKey: string, trainerId: number) => [...trainer(clubKey, trainerId), 'templates'] as const,
  availability: (clubKey: string, trainerId: number, from: string, to: string) =>
    [...trainer(clubKey, trainerId), 'availability', from, to] as const,
  meetings: (clubKey: string) => [...club(clubKey), 'meetings'] as const,
  teams: (clubKey: string) => [...club(clubKey), 'teams'] as const,
  team: (clubKey: string, teamId: number) => [...club(clubKey), 'team', teamId] as const,
};

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
    queryKey: queryKeys.home(ep.clubKey()),
    queryFn: ({ signal }) => ep.getHome({ signal }),
  });
}

export function slidesQuery(ep: Ep<'listSlides'>) {
  return queryOptions({
    queryKey: queryKeys.slides(ep.clubKey()),
    queryFn: ({ signal }) => ep.listSlides({ signal }),
  });
}

export function categoryQuery(ep: Ep<'getCategoryContent'>, categoryId: number) {
  return queryOptions({
    queryKey: queryKeys.category(ep.clubKey(), categoryId),
    queryFn: ({ signal }) => ep.getCategoryContent(categoryId, { signal }),
  });
}

export function collectionQuery(ep: Ep<'getCollection'>, collectionId: number) {
  return queryOptions({
    queryKey: queryKeys.collection(ep.clubKey(), collectionId),
    queryFn: ({ signal }) => ep.getCollection(collectionId, { signal }),
  });
}

export function productQuery(ep: Ep<'getProduct'>, productId: number) {
  return queryOptions({
    queryKey: queryKeys.product(ep.clubKey(), productId),
    queryFn: ({ signal }) => ep.getProduct(productId, { signal }),
  });
}

export function newsQuery(ep: Ep<'getNews'>, newsId: number) {
  return queryOptions({
    queryKey: queryKeys.news(ep.clubKey(), newsId),
    queryFn: ({ signal }) => ep.getNews(newsId, { signal }),
  });
}
