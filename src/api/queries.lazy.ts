/**
 * The `queryOptions` factories only later screens use (search, news, teams, trainers and bookings, the account's
 * plans, cards, subscription and user, coupons): out of the first load, with the screens that import them. The first
 * screen's and the route loaders' are in ./queries.ts, with the key conventions.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AvailabilityRange } from './booking/ops.lazy';
import type { Ep } from './queries';

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
