/**
 * The `queryOptions` factories only later screens use (search, news, teams, trainers and bookings, the account's
 * plans, cards, subscription and user, coupons): out of the first load, with the screens that import them. The first
 * screen's and the route loaders' are in ./queries.ts, with the key conventions.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AvailabilityRange } from './booking/ops.lazy';
import { type Ep, queryKeys } from './queries';

/** Disabled for a blank text (spec §5: search only with a non-empty text). */
export function searchQuery(ep: Ep<'searchProducts'>, text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: queryKeys.search(ep.clubKey(), query),
    queryFn: ({ signal }) => ep.searchProducts(query, { signal }),
    enabled: query !== '',
  });
}

export function newsListQuery(ep: Ep<'listNews'>) {
  return queryOptions({
    queryKey: queryKeys.newsList(ep.clubKey()),
    queryFn: ({ signal }) => ep.listNews({ signal }),
  });
}

export function plansQuery(ep: Ep<'listPlans'>) {
  return queryOptions({
    queryKey: queryKeys.plans(ep.clubKey()),
    queryFn: ({ signal }) => ep.listPlans({ signal }),
  });
}

export function cardsQuery(ep: Ep<'listCards'>) {
  return queryOptions({
    queryKey: queryKeys.cards(ep.clubKey()),
    queryFn: ({ signal }) => ep.listCards({ signal }),
  });
}

export function subscriptionQuery(ep: Ep<'getUserSubscription'>, userId: number) {
  return queryOptions({
    queryKey: queryKeys.subscription(ep.clubKey(), userId),
    queryFn: ({ signal }) => ep.getUserSubscription(userId, { signal }),
  });
}

export function userQuery(ep: Ep<'getUser'>, userId: number) {
  return queryOptions({
    queryKey: queryKeys.user(ep.clubKey(), userId),
    queryFn: ({ signal }) => ep.getUser(userId, { signal }),
  });
}

export function trainersQuery(ep: Ep<'listTrainers'>) {
  return queryOptions({
    queryKey: queryKeys.trainerList(ep.clubKey()),
    queryFn: ({ signal }) => ep.listTrainers({ signal }),
  });
}

export function trainerQuery(ep: Ep<'getTrainer'>, trainerId: number) {
  return queryOptions({
    queryKey: queryKeys.trainer(ep.clubKey(), trainerId),
    queryFn: ({ signal }) => ep.getTrainer(trainerId, { signal }),
  });
}

export function templatesQuery(ep: Ep<'listTrainerTemplates'>, trainerId: number) {
  return queryOptions({
    queryKey: queryKeys.templates(ep.clubKey(), trainerId),
    queryFn: ({ signal }) => ep.listTrainerTemplates(trainerId, { signal }),
  });
}

export function availabilityQuery(ep: Ep<'getTrainerAvailability'>, trainerId: number, range: AvailabilityRange) {
  return queryOptions({
    queryKey: queryKeys.availability(ep.clubKey(), trainerId, range.from, range.to),
    queryFn: ({ signal }) => ep.getTrainerAvailability(trainerId, range, { signal }),
  });
}

export function meetingsQuery(ep: Ep<'listMeetings'>) {
  return queryOptions({
    queryKey: queryKeys.meetings(ep.clubKey()),
    queryFn: ({ signal }) => ep.listMeetings({ signal }),
  });
}

export function teamsQuery(ep: Ep<'listTeams'>) {
  return queryOptions({
    queryKey: queryKeys.teams(ep.clubKey()),
    queryFn: ({ signal }) => ep.listTeams({ signal }),
  });
}

export function teamQuery(ep: Ep<'getTeam'>, teamId: number) {
  return queryOptions({
    queryKey: queryKeys.team(ep.clubKey(), teamId),
    queryFn: ({ signal }) => ep.getTeam(teamId, { signal }),
  });
}
