/**
 * TanStack Query `queryOptions` factories for the read operations (DESIGN.md §4): route loaders call
 * `queryClient.ensureQueryData(productQuery(endpoints, id))`, components `useSuspenseQuery(productQuery(...))`.
 *
 * Keys all start with `['club', clubKey]`, so one `invalidateQueries({ queryKey: clubQueryKey(clubKey) })` refreshes
 * a club's data (after login/logout, or a language switch, since content comes in the request language);
 * `removeQueries` on logout drops the user's private data (cards, subscription, user, meetings).
 * Only types are imported from ./endpoints, so this module does not pull the operations' code.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Endpoints } from './endpoints';
import type { AvailabilityRange } from './booking/ops.lazy';
import { isApiError } from './errors';

type Ep<K extends keyof Endpoints> = Pick<Endpoints, 'clubKey' | K>;

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

/** Disabled for a blank text (spec §5: search only with a non-empty text). */
export function searchQuery(ep: Ep<'searchProducts'>, text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'search', query] as const,
    queryFn: ({ signal }) => ep.searchProducts(query, { signal }),
    enabled: query !== '',
  });
}

export function newsListQuery(ep: Ep<'listNews'>) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'news'] as const,
    queryFn: ({ signal }) => ep.listNews({ signal }),
  });
}

export function newsQuery(ep: Ep<'getNews'>, newsId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'news', newsId] as const,
    queryFn: ({ signal }) => ep.getNews(newsId, { signal }),
  });
}

export function plansQuery(ep: Ep<'listPlans'>) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'plans'] as const,
    queryFn: ({ signal }) => ep.listPlans({ signal }),
  });
}

export function cardsQuery(ep: Ep<'listCards'>) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'cards'] as const,
    queryFn: ({ signal }) => ep.listCards({ signal }),
  });
}

export function subscriptionQuery(ep: Ep<'getUserSubscription'>, userId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'subscription', userId] as const,
    queryFn: ({ signal }) => ep.getUserSubscription(userId, { signal }),
  });
}

export function userQuery(ep: Ep<'getUser'>, userId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'user', userId] as const,
    queryFn: ({ signal }) => ep.getUser(userId, { signal }),
  });
}

export function trainersQuery(ep: Ep<'listTrainers'>) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'trainers'] as const,
    queryFn: ({ signal }) => ep.listTrainers({ signal }),
  });
}

export function trainerQuery(ep: Ep<'getTrainer'>, trainerId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'trainer', trainerId] as const,
    queryFn: ({ signal }) => ep.getTrainer(trainerId, { signal }),
  });
}

export function templatesQuery(ep: Ep<'listTrainerTemplates'>, trainerId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'trainer', trainerId, 'templates'] as const,
    queryFn: ({ signal }) => ep.listTrainerTemplates(trainerId, { signal }),
  });
}

export function availabilityQuery(ep: Ep<'getTrainerAvailability'>, trainerId: number, range: AvailabilityRange) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'trainer', trainerId, 'availability', range.from, range.to] as const,
    queryFn: ({ signal }) => ep.getTrainerAvailability(trainerId, range, { signal }),
  });
}

export function meetingsQuery(ep: Ep<'listMeetings'>) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'meetings'] as const,
    queryFn: ({ signal }) => ep.listMeetings({ signal }),
  });
}

export function teamsQuery(ep: Ep<'listTeams'>) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'teams'] as const,
    queryFn: ({ signal }) => ep.listTeams({ signal }),
  });
}

export function teamQuery(ep: Ep<'getTeam'>, teamId: number) {
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'team', teamId] as const,
    queryFn: ({ signal }) => ep.getTeam(teamId, { signal }),
  });
}

/** A coupon lookup is not retried: a 404 means "not recognized" (spec §5 warning_invalid_coupon). */
export function couponQuery(ep: Ep<'getCoupon'>, code: string) {
  const trimmed = code.trim();
  return queryOptions({
    queryKey: ['club', ep.clubKey(), 'coupon', trimmed] as const,
    queryFn: ({ signal }) => ep.getCoupon(trimmed, { signal }),
    enabled: trimmed !== '',
    retry: false,
  });
}
