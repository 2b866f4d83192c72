import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Endpoints } from '~/api/endpoints';
import type { Home, ProductDetail } from '~/domain';
import { ApiError } from '~/api/errors';
import * as firstLoad from '~/api/queries';
import * as later from '~/api/queries.lazy';

const q = { ...firstLoad, ...later };

function fakeEndpoints(): Endpoints {
  const handler: ProxyHandler<Record<string, unknown>> = {
    get: (target, name: string) => {
      if (name === 'clubKey') return () => 'club-4';
      target[name] ??= vi.fn(async (...args: unknown[]) => ({ op: name, args: args.slice(0, -1) }));
      return target[name];
    },
  };
  return new Proxy({}, handler) as unknown as Endpoints;
}

describe('query options', () => {
  const ep = fakeEndpoints();
  const range = { from: '2025-03-01', to: '2025-05-31' };

  it.each([
    [q.homeQuery(ep), ['club', 'club-4', 'home'], 'getHome', []],
    [q.slidesQuery(ep), ['club', 'club-4', 'slides'], 'listSlides', []],
    [q.categoryQuery(ep, 3), ['club', 'club-4', 'category', 3], 'getCategoryContent', [3]],
    [q.collectionQuery(ep, 4), ['club', 'club-4', 'collection', 4], 'getCollection', [4]],
    [q.productQuery(ep, 5), ['club', 'club-4', 'product', 5], 'getProduct', [5]],
    [q.searchQuery(ep, ' goal '), ['club', 'club-4', 'search', 'goal'], 'searchProducts', ['goal']],
    [q.newsListQuery(ep), ['club', 'club-4', 'news'], 'listNews', []],
    [q.newsQuery(ep, 6), ['club', 'club-4', 'news', 6], 'getNews', [6]],
    [q.plansQuery(ep), ['club', 'club-4', 'plans'], 'listPlans', []],
    [q.cardsQuery(ep), ['club', 'club-4', 'cards'], 'listCards', []],
    [q.subscriptionQuery(ep, 7), ['club', 'club-4', 'subscription', 7], 'getUserSubscription', [7]],
    [q.userQuery(ep, 7), ['club', 'club-4', 'user', 7], 'getUser', [7]],
    [q.trainersQuery(ep), ['club', 'club-4', 'trainers'], 'listTrainers', []],
    [q.trainerQuery(ep, 8), ['club', 'club-4', 'trainer', 8], 'getTrainer', [8]],
    [q.templatesQuery(ep, 8), ['club', 'club-4', 'trainer', 8, 'templates'], 'listTrainerTemplates', [8]],
    [
      q.availabilityQuery(ep, 8, range),
      ['club', 'club-4', 'trainer', 8, 'availability', '2025-03-01', '2025-05-31'],
      'getTrainerAvailability',
      [8, range],
    ],
    [q.meetingsQuery(ep), ['club', 'club-4', 'meetings'], 'listMeetings', []],
    [q.teamsQuery(ep), ['club', 'club-4', 'teams'], 'listTeams', []],
    [q.teamQuery(ep, 9), ['club', 'club-4', 'team', 9], 'getTeam', [9]],
  ] as const)('%#: key %j calls %s', async (options, key, op, args) => {
    expect(options.queryKey).toEqual(key);
    const client = new QueryClient();
    expect(await client.fetchQuery(options as never)).toEqual({ op, args });
    // The query's abort signal is passed to the call.
    const call = (ep as unknown as Record<string, ReturnType<typeof vi.fn>>)[op]!;
    expect(call.mock.lastCall?.at(-1)).toEqual({ signal: expect.any(AbortSignal) });
  });

  it('all keys share the club prefix; every trainer key starts with the trainers one', () => {
    expect(q.queryKeys.club('club-4')).toEqual(['club', 'club-4']);
    expect(q.queryKeys.trainers('club-4')).toEqual(['club', 'club-4', 'trainer']);
    for (const options of [q.trainerQuery(ep, 8), q.templatesQuery(ep, 8), q.availabilityQuery(ep, 8, range)])
      expect(options.queryKey.slice(0, 3)).toEqual(q.queryKeys.trainers('club-4'));
  });

  it('disables blank searches', () => {
    expect(q.searchQuery(ep, '  ').enabled).toBe(false);
    expect(q.searchQuery(ep, 'x').enabled).toBe(true);
  });

  it('types the data with the domain entities', () => {
    expectTypeOf(q.homeQuery(ep).queryFn).returns.resolves.toEqualTypeOf<Home>();
    expectTypeOf(q.productQuery(ep, 1).queryFn).returns.resolves.toEqualTypeOf<ProductDetail>();
  });
});

describe('shouldRetry', () => {
  it.each([
    [0, ApiError.network('GET /x', new Error('down')), true],
    [0, ApiError.http('GET /x', 503, null), true],
    [0, ApiError.http('GET /x', 404, null), false],
    [0, ApiError.parse('GET /x', 'bad'), false],
    [0, ApiError.sessionExpired('GET /x'), false],
    [0, new Error('unknown'), true],
    [1, ApiError.network('GET /x', new Error('down')), false],
  ])('attempt %i after %s -> %s', (count, error, expected) => {
    expect(q.shouldRetry(count, error)).toBe(expected);
  });
});
