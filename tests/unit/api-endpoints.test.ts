import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApi } from '~/api/client';
import { createEndpoints, isUnknownClubError, operations, type Endpoints } from '~/api/endpoints';
import { ApiError } from '~/api/errors';
import { createLazyEndpoints } from '~/api/lazyEndpoints';
import { aUser } from '../fixtures/domain';
import * as p from '../fixtures/api/provider';
import { createFakeFetch, json, type Recorded } from '../fixtures/api/fakeFetch';

const BASE = 'http://provider.test/api';

function setup(answer: (request: Recorded) => Response, bind: typeof createEndpoints = createEndpoints) {
  const fake = createFakeFetch(answer);
  const api = createApi({
    baseUrl: BASE,
    getToken: () => 'tok',
    getLanguage: () => 'en',
    getClub: () => '4',
    ipLookupUrl: null,
    onSessionExpired: () => undefined,
    fetch: fake.fetch,
  });
  return { ep: bind(api), fake };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

const loginAnswer = {
  token: 'tok-new',
  language: 'es',
  user: p.minimalUser,
  spdTeamUserFavoritesList: [{ id: 5, name: 'Real Madrid' }],
};

interface Case {
  call: (ep: Endpoints) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  status?: number;
  answer?: unknown;
  result: unknown;
}

const cases: Record<keyof typeof operations, Case> = {
  login: {
    call: (ep) => ep.login({ email: 'a@b.c', password: 'pw', companyCode: 'TTT' }),
    method: 'POST',
    path: '/login',
    body: { email: 'a@b.c', password: 'pw', companyCode: 'TTT', platform: 'WEB' },
    answer: loginAnswer,
    result: {
      token: 'tok-new',
      language: 'es',
      user: expect.objectContaining({
        id: 8,
        roles: ['USER'],
        favoriteTeams: [expect.objectContaining({ id: 5, pathToDetail: '/teams/5/real-madrid' })],
      }),
    },
  },
  forgottenPassword: {
    call: (ep) => ep.forgottenPassword('a@b.c'),
    method: 'GET',
    path: '/forgotten-password',
    query: { email: 'a@b.c' },
    answer: { ok: true },
    result: undefined,
  },
  resetPassword: {
    call: (ep) => ep.resetPassword({ password: 'new', token: 'reset-tok' }),
    method: 'POST',
    path: '/reset-password',
    body: { password: 'new', token: 'reset-tok' },
    answer: { ok: true },
    result: undefined,
  },
  register: {
    call: (ep) =>
      ep.register({
        email: 'a@b.c',
        password: 'pw',
        confirmPassword: 'pw',
        firstName: 'Ana',
        lastName: 'Ruiz',
        gender: 'female',
        birthdate: '1990-01-02',
        country: 'es',
        companyCode: 'TTT',
        clubId: 4,
      }),
    method: 'POST',
    path: '/register',
    body: {
      email: 'a@b.c',
      password: 'pw',
      confirmPassword: 'pw',
      firstName: 'Ana',
      lastName: 'Ruiz',
      gender: 'female',
      genderType: 'female',
      birthdate: '1990-01-02',
      country: 'ES',
      companyCode: 'TTT',
      clubId: 4,
    },
    answer: { error: true, message: 'Email in use' },
    result: { error: true, message: 'Email in use' },
  },
  verifyEmail: {
    call: (ep) => ep.verifyEmail('v-tok'),
    method: 'GET',
    path: '/verify-email',
    query: { verificationToken: 'v-tok' },
    answer: { ok: true },
    result: undefined,
  },
  getTvLoginCode: {
    call: (ep) => ep.getTvLoginCode(),
    method: 'GET',
    path: '/tv/loginCode',
    query: { platform: 'TV' },
    answer: { loginCode: 123456 },
    result: { loginCode: 123456, expiresAt: null },
  },
  validateTvCode: {
    call: (ep) => ep.validateTvCode(123456),
    method: 'POST',
    path: '/tv/validateCode',
    body: { loginCode: 123456 },
    answer: { token: 'tv-tok', user: p.fullUser },
    result: { status: 'authorized', token: 'tv-tok', language: 'es', user: expect.objectContaining({ id: 7 }) },
  },
  authorizeTvCode: {
    call: (ep) => ep.authorizeTvCode(123456),
    method: 'POST',
    path: '/tv/authorizeCode',
    body: { loginCode: 123456 },
    answer: { ok: true },
    result: undefined,
  },
  getConfiguration: {
    call: (ep) => ep.getConfiguration('es'),
    method: 'GET',
    path: '/configuration',
    query: { lang: 'es' },
    answer: { lang: 'es' },
    result: 'es',
  },
  getClubConfiguration: {
    call: (ep) => ep.getClubConfiguration('gpt.example.com'),
    method: 'GET',
    path: '/configuration/club',
    query: { club: 'gpt.example.com' },
    answer: p.fullClub,
    result: expect.objectContaining({
      id: 4,
      companyCode: 'GPT',
      style: expect.objectContaining({ clubTheme: 'light' }),
    }),
  },
  getCategoryContent: {
    call: (ep) => ep.getCategoryContent(301),
    method: 'GET',
    path: '/categories/301/content',
    answer: p.fullCategory,
    result: expect.objectContaining({ id: 301, focus: 'collection' }),
  },
  getHome: {
    call: (ep) => ep.getHome(),
    method: 'GET',
    path: '/products/home',
    answer: { categoryList: [] },
    result: { categoryList: [], live: [], recents: [], favorites: [] },
  },
  getProduct: {
    call: (ep) => ep.getProduct(101),
    method: 'GET',
    path: '/products/101',
    answer: p.fullProductDetail,
    result: expect.objectContaining({ id: 101, like: -1, tags: ['football', 'final'] }),
  },
  voteProduct: {
    call: (ep) => ep.voteProduct(101, -1),
    method: 'PUT',
    path: '/products/101/user/like/-1',
    answer: { productId: 101, like: -1 },
    result: -1,
  },
  updateFavorite: {
    call: (ep) => ep.updateFavorite(101, true),
    method: 'PUT',
    path: '/products/update-favorite',
    body: { productId: 101, isFavorite: true },
    answer: { productId: 101, favorite: true },
    result: true,
  },
  rentProduct: {
    call: (ep) => ep.rentProduct({ productId: 101, paymentMethodId: 'pm_1' }),
    method: 'POST',
    path: '/subscriptions/rent',
    body: { productId: 101, paymentMethodId: 'pm_1' },
    answer: { piSecret: 'pi_secret_1' },
    result: { piSecret: 'pi_secret_1', rentalEndDate: null },
  },
  reportVisualization: {
    call: (ep) =>
      ep.reportVisualization(101, {
        duration: 600,
        playtime: 123.4,
        completionPercentage: 20.56666,
        visualizationId: null,
      }),
    method: 'POST',
    path: '/products/101/visualizations',
    body: { duration: 600, playtime: 123.4, completionPercentage: 20.57, visualizationId: null },
    answer: { ok: true, id: 55 },
    result: { visualizationId: 55 },
  },
  searchProducts: {
    call: (ep) => ep.searchProducts('#football'),
    method: 'GET',
    path: '/products/search',
    query: { query: '#football' },
    answer: { productList: [p.fullProduct] },
    result: [expect.objectContaining({ id: 101 })],
  },
  listCards: {
    call: (ep) => ep.listCards(),
    method: 'GET',
    path: '/subscriptions/users/cards',
    answer: [p.fullCard, p.minimalCard],
    result: [
      expect.objectContaining({ id: 'pm_123', selected: true }),
      expect.objectContaining({ id: 'pm_456', selected: false }),
    ],
  },
  setDefaultCard: {
    call: (ep) => ep.setDefaultCard('pm_456'),
    method: 'PUT',
    path: '/subscriptions/users/cards/updatepayment',
    body: { paymentMethodId: 'pm_456' },
    answer: { ok: true },
    result: undefined,
  },
  deleteCard: {
    call: (ep) => ep.deleteCard('pm_456'),
    method: 'DELETE',
    path: '/subscriptions/users/cards/pm_456',
    status: 204,
    result: undefined,
  },
  createCard: {
    call: (ep) => ep.createCard('pm_new'),
    method: 'POST',
    path: '/subscriptions/users/cards',
    body: { paymentMethodId: 'pm_new' },
    status: 201,
    answer: { cardId: 'pm_new', last4: '1111', expMonth: 10, expYear: 2031, cardBrand: 'mastercard' },
    result: { id: 'pm_new', selected: false, number: '**** **** **** 1111', expiration: '10/31', brand: 'mastercard' },
  },
  getUser: {
    call: (ep) => ep.getUser(7),
    method: 'GET',
    path: '/users/7',
    answer: p.fullUser,
    result: expect.objectContaining({ id: 7, country: 'ES' }),
  },
  updateUser: {
    call: (ep) =>
      ep.updateUser(
        7,
        aUser({ phone: '', favoriteTeams: [{ id: 5, name: 'RM', shortName: 'RM', image: '', pathToDetail: '' }] }),
      ),
    method: 'PUT',
    path: '/users/7',
    body: {
      firstName: 'Marta',
      lastName: 'Ruiz',
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      country: 'ES',
      birthdate: '1990-04-01',
      gender: 'female',
      genderType: 'female',
      language: 'en',
      spdTeamUserFavoritesIdList: [5],
    },
    answer: p.fullUser,
    result: expect.objectContaining({ id: 7 }),
  },
  changePassword: {
    call: (ep) => ep.changePassword(7, { oldPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'b' }),
    method: 'PUT',
    path: '/users/7/change-password',
    body: { oldPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'b' },
    answer: { ok: true },
    result: undefined,
  },
  getUserSubscription: {
    call: (ep) => ep.getUserSubscription(7),
    method: 'GET',
    path: '/users/7/subscription',
    answer: { subscriptionList: [p.aSubscription(), p.aSubscription({ subscriptionId: 2 })], specialUser: false },
    result: expect.objectContaining({ id: 900, actions: ['cancel'] }),
  },
  cancelSubscription: {
    call: (ep) => ep.cancelSubscription(900),
    method: 'DELETE',
    path: '/subscriptions/users',
    body: { subscriptionId: 900 },
    status: 204,
    result: undefined,
  },
  reactivateSubscription: {
    call: (ep) => ep.reactivateSubscription(900, { planId: 1 }),
    method: 'POST',
    path: '/subscriptions/users/reactivesubscription',
    body: { subscriptionId: 900, planId: 1 },
    answer: { ok: true },
    result: undefined,
  },
  listPlans: {
    call: (ep) => ep.listPlans(),
    method: 'GET',
    path: '/plans/list',
    answer: { planList: [p.fullPlan, p.minimalPlan] },
    result: [
      expect.objectContaining({ id: 1 }),
      expect.objectContaining({ id: 2, currency: 'EUR', price: 0, trialDays: 0 }),
    ],
  },
  subscribe: {
    call: (ep) => ep.subscribe({ paymentMethodId: 'pm_1', planId: 1, couponId: 'co_1' }),
    method: 'POST',
    path: '/subscriptions/users',
    body: { paymentMethodId: 'pm_1', planId: 1, couponId: 'co_1' },
    answer: { status: 'INCOMPLETE', clientSecret: 'pi_secret' },
    result: { status: 'INCOMPLETE', clientSecret: 'pi_secret', subscriptionId: null },
  },
  listNews: {
    call: (ep) => ep.listNews(),
    method: 'GET',
    path: '/news',
    answer: { newsList: [p.fullNews] },
    result: [expect.objectContaining({ id: 601, pathToPlay: '/magazine/601/play' })],
  },
  getNews: {
    call: (ep) => ep.getNews(601),
    method: 'GET',
    path: '/news/601',
    answer: p.fullNews,
    result: expect.objectContaining({ id: 601 }),
  },
  listTrainers: {
    call: (ep) => ep.listTrainers(),
    method: 'GET',
    path: '/trainers',
    query: { pageNumber: '1', pageSize: '10000' },
    answer: { content: [p.fullTrainer, p.minimalTrainer], totalElements: 2 },
    result: [
      expect.objectContaining({ id: 81, allowsMeeting: true }),
      expect.objectContaining({ id: 82, allowsMeeting: false }),
    ],
  },
  getTrainer: {
    call: (ep) => ep.getTrainer(81),
    method: 'GET',
    path: '/trainers/81',
    answer: p.fullTrainer,
    result: expect.objectContaining({ id: 81, hasProducts: true }),
  },
  listTrainerTemplates: {
    call: (ep) => ep.listTrainerTemplates(81),
    method: 'GET',
    path: '/trainers/templates',
    query: { trainerId: '81' },
    answer: [p.fullTemplate],
    result: [expect.objectContaining({ id: 71, categoryName: 'Fitness' })],
  },
  getTrainerAvailability: {
    call: (ep) => ep.getTrainerAvailability(81, { from: '2025-03-01', to: '2025-05-31' }),
    method: 'GET',
    path: '/schedules/trainer/81/availability',
    query: { from: '2025-03-01', to: '2025-05-31' },
    answer: {
      dailyScheduleList: [
        { day: '2025-03-05', parts: [{ start: '2025-03-05T10:00:00Z', end: '2025-03-05T11:00:00Z' }] },
      ],
    },
    result: {
      dailyScheduleList: [
        { day: '2025-03-05', parts: [{ start: '2025-03-05T10:00:00Z', end: '2025-03-05T11:00:00Z', meeting: null }] },
      ],
    },
  },
  joinMeeting: {
    call: (ep) =>
      ep.joinMeeting(71, { requestedDateTime: '2025-03-05T12:00:00Z', paymentMethodId: 'pm_1', templateId: 71 }),
    method: 'POST',
    path: '/meetings/71/join',
    body: { requestedDateTime: '2025-03-05T12:00:00Z', paymentMethodId: 'pm_1', templateId: 71 },
    answer: p.fullMeeting,
    result: expect.objectContaining({ meetingId: 91, code: 'abc-123' }),
  },
  listMeetings: {
    call: (ep) => ep.listMeetings(),
    method: 'GET',
    path: '/meetings',
    answer: { meetingList: [p.fullMeeting, p.minimalMeeting] },
    result: [expect.objectContaining({ code: 'abc-123' }), expect.objectContaining({ code: null })],
  },
  getCollection: {
    call: (ep) => ep.getCollection(201),
    method: 'GET',
    path: '/collections/201',
    answer: p.fullCollectionDetail,
    result: expect.objectContaining({ id: 201, type: 'personal' }),
  },
  listSlides: {
    call: (ep) => ep.listSlides(),
    method: 'GET',
    path: '/slider/list',
    answer: [p.fullSlide],
    result: [expect.objectContaining({ id: 401 })],
  },
  getCoupon: {
    call: (ep) => ep.getCoupon(' WELCOME '),
    method: 'GET',
    path: '/coupon/WELCOME',
    answer: p.fullCoupon,
    result: expect.objectContaining({ id: 'co_1', valid: true }),
  },
  getTeam: {
    call: (ep) => ep.getTeam(501),
    method: 'GET',
    path: '/team/501',
    answer: p.fullTeam,
    result: expect.objectContaining({ id: 501, sectionList: [expect.objectContaining({ id: 1 })] }),
  },
  listTeams: {
    call: (ep) => ep.listTeams(),
    method: 'GET',
    path: '/team/list',
    answer: [{ id: 1, name: 'A' }],
    result: [expect.objectContaining({ id: 1, sectionList: [] })],
  },
};

describe('endpoint facade', () => {
  it('has one function per operationId of the contract', () => {
    const doc = parse(readFileSync(new URL('../../openapi/provider.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        operation && typeof operation === 'object' && operation.operationId ? [operation.operationId] : [],
      ),
    );
    expect(ids).toHaveLength(43);
    expect(Object.keys(operations).sort()).toEqual([...ids].sort());
    expect(Object.keys(cases).sort()).toEqual([...ids].sort());
  });

  it.each(
    Object.entries(cases).flatMap(([name, testCase]) => [
      [name, 'createEndpoints', createEndpoints, testCase] as const,
      // the app's endpoints load the operations' code on demand: same requests, same answers
      [name, 'createLazyEndpoints', createLazyEndpoints, testCase] as const,
    ]),
  )('%s (%s) sends the contract request and maps the answer', async (_, _bind, bind, testCase) => {
    const { ep, fake } = setup(() => json(testCase.status ?? 200, testCase.answer), bind);
    const result = await testCase.call(ep);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe(testCase.method);
    expect(request.url.pathname).toBe(`/api${testCase.path}`);
    const query = Object.fromEntries(request.url.searchParams);
    expect(query).toEqual({ club: '4', ...testCase.query });
    expect(request.body).toEqual(testCase.body);
    expect(result).toEqual(testCase.result);
  });

  it('createEndpoints and createLazyEndpoints expose the club key for query keys and every operation', () => {
    for (const bind of [createEndpoints, createLazyEndpoints]) {
      const { ep } = setup(() => json(200, {}), bind);
      expect(ep.clubKey()).toBe('4');
      expect(Object.keys(ep).sort()).toEqual([...Object.keys(operations), 'clubKey'].sort());
    }
  });
});

describe('operation specifics', () => {
  it('validateTvCode answers pending on 400 TV_CODE_PENDING and throws other errors', async () => {
    const pending = setup(() => json(400, { message: 'Not yet', code: 'TV_CODE_PENDING' }));
    expect(await pending.ep.validateTvCode(1)).toEqual({ status: 'pending' });
    const unknown = setup(() => json(404, { message: 'Unknown code' }));
    expect(await rejection(unknown.ep.validateTvCode(1))).toMatchObject({ kind: 'http', status: 404 });
    const other400 = setup(() => json(400, { message: 'Bad' }));
    expect(await rejection(other400.ep.validateTvCode(1))).toMatchObject({ kind: 'http', status: 400 });
  });

  it('getClubConfiguration tells an unknown club from an unreachable provider', async () => {
    const unknown = setup(() => json(404, { message: 'No such club' }));
    const notFound = await rejection(unknown.ep.getClubConfiguration('nope.example.com'));
    expect(notFound).toMatchObject({
      kind: 'http',
      status: 404,
      code: 'CLUB_NOT_FOUND',
      serverMessage: 'No such club',
    });
    expect(isUnknownClubError(notFound)).toBe(true);
    const down = setup(() => {
      throw new TypeError('fetch failed');
    });
    const unreachable = await rejection(down.ep.getClubConfiguration('x'));
    expect(unreachable).toMatchObject({ kind: 'network' });
    expect(isUnknownClubError(unreachable)).toBe(false);
    const failing = setup(() => json(503, { message: 'Maintenance' }));
    expect(isUnknownClubError(await rejection(failing.ep.getClubConfiguration('x')))).toBe(false);
    const other404 = setup(() => json(404, { message: 'No product' }));
    expect(isUnknownClubError(await rejection(other404.ep.getProduct(1)))).toBe(false);
  });

  it('getClubConfiguration defaults to the api club and keeps a provider code', async () => {
    const { ep, fake } = setup(() => json(404, { message: 'x', code: 'CLUB_DISABLED' }));
    expect(await rejection(ep.getClubConfiguration())).toMatchObject({ code: 'CLUB_DISABLED' });
    expect(fake.requests[0]!.url.searchParams.get('club')).toBe('4');
  });

  it('searchProducts does not call with a blank query', async () => {
    const { ep, fake } = setup(() => json(200, { productList: [] }));
    expect(await ep.searchProducts('   ')).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('getUserSubscription answers null without a subscription', async () => {
    const { ep } = setup(() => json(200, { subscriptionList: [] }));
    expect(await ep.getUserSubscription(7)).toBeNull();
  });

  it('getUserSubscription: an answer without the list is a parse error, not "no subscription"', async () => {
    for (const answer of [{}, { subscriptionList: null }, { status: 42, plan: 'not a plan' }]) {
      const { ep } = setup(() => json(200, answer));
      await expect(ep.getUserSubscription(7)).rejects.toMatchObject({ kind: 'parse' });
    }
  });

  it('listCards accepts an empty body as no cards', async () => {
    const { ep } = setup(() => new Response(null, { status: 200 }));
    expect(await ep.listCards()).toEqual([]);
  });

  it('updateUser leaves favourites alone when none are given, omits an absent gender', async () => {
    const { ep, fake } = setup(() => json(200, p.fullUser));
    const { favoriteTeams: _, ...withoutTeams } = aUser({ gender: null });
    await ep.updateUser(7, withoutTeams);
    expect(fake.requests[0]!.body).not.toHaveProperty('spdTeamUserFavoritesIdList');
    expect(fake.requests[0]!.body).not.toHaveProperty('gender');
    expect(fake.requests[0]!.body).not.toHaveProperty('genderType');
    await ep.updateUser(7, { ...withoutTeams, gender: 'male', favoriteTeamIds: [] });
    expect(fake.requests[1]!.body).toMatchObject({
      gender: 'male',
      genderType: 'male',
      spdTeamUserFavoritesIdList: [],
    });
  });

  it('reportVisualization clamps odd media numbers', async () => {
    const { ep, fake } = setup(() => json(200, { ok: true, id: 1 }));
    await ep.reportVisualization(1, {
      duration: Number.NaN,
      playtime: -3,
      completionPercentage: 100.4,
      visualizationId: 9,
    });
    expect(fake.requests[0]!.body).toEqual({ duration: 0, playtime: 0, completionPercentage: 100, visualizationId: 9 });
  });

  it('an acknowledgement with ok: false is a failure with the provider message', async () => {
    const { ep } = setup(() => json(200, { ok: false, message: 'Could not send the mail' }));
    expect(await rejection(ep.forgottenPassword('a@b.c'))).toMatchObject({
      kind: 'http',
      serverMessage: 'Could not send the mail',
    });
  });

  it('register without an error flag is a success', async () => {
    const { ep } = setup(() => json(200, { userId: 12 }));
    const result = await ep.register({
      email: 'a@b.c',
      password: 'pw',
      firstName: 'A',
      lastName: 'B',
      gender: 'male',
      birthdate: '1990-01-01',
      country: 'ES',
      companyCode: 'TTT',
      clubId: 4,
    });
    expect(result).toEqual({ error: false });
  });

  it('deleteCard keeps the conflict code of a default card', async () => {
    const { ep } = setup(() => json(409, { message: 'Default card', code: 'CARD_IS_DEFAULT' }));
    expect(await rejection(ep.deleteCard('pm_1'))).toMatchObject({
      kind: 'http',
      status: 409,
      code: 'CARD_IS_DEFAULT',
    });
  });

  it.each([
    [
      'getProduct',
      (ep: Endpoints) => ep.getProduct(1),
      { id: 1 },
      'GET /products/{id}: title: expected string, received undefined',
    ],
    [
      'listCards',
      (ep: Endpoints) => ep.listCards(),
      [{ cardId: 'pm', last4: 4242 }],
      'GET /subscriptions/users/cards: cards[0].last4: expected string, received number',
    ],
    [
      'login',
      (ep: Endpoints) => ep.login({ email: 'a', password: 'b', companyCode: 'c' }),
      { token: 't', user: { id: 1 } },
      'POST /login: user.email: expected string, received undefined',
    ],
    [
      'getUserSubscription',
      (ep: Endpoints) => ep.getUserSubscription(1),
      { subscriptionList: [{ subscriptionId: 1, status: 'ACTIVE', plan: { id: '1', name: 'x' } }] },
      'GET /users/{id}/subscription: subscriptionList[0].plan.id: expected number, received string',
    ],
    [
      'listTrainers',
      (ep: Endpoints) => ep.listTrainers(),
      { content: [{ id: 1, name: 'x', templates: [{ id: 1 }] }] },
      'GET /trainers: content[0].templates[0].templateName: expected string, received undefined',
    ],
  ])('%s: a malformed answer is a parse error naming the path', async (_, call, answer, message) => {
    const { ep } = setup(() => json(200, answer));
    const error = await rejection(call(ep));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'parse' });
    expect((error as Error).message).toBe(`Unexpected response from ${message}`);
  });
});
