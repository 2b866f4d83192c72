import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '~openapi/fake/contract';
import { startFake, type ApiResponse, type StartedFake } from '../support/fake';

// Every operation of the contract gets at least one successful call, validated against the contract (the fake runs
// in strict mode: a response that breaks the contract becomes a 500). A new operation without a case here fails.

const contract = loadContract(fileURLToPath(new URL('../../openapi/provider.yaml', import.meta.url)));

let f: StartedFake;
let member: { token: string; id: number };

beforeAll(async () => {
  f = await startFake();
  const m = await f.login('member@demo.club', 1);
  member = { token: m.token, id: m.user.id };
});
afterAll(async () => {
  await f?.close();
});

type Case = (f: StartedFake) => Promise<ApiResponse>;
const auth = () => ({ token: member.token });

const today = new Date().toISOString().slice(0, 10);
const in30 = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);

const cases: Record<string, Case> = {
  login: (f) =>
    f.api('/login', {
      method: 'POST',
      body: { email: 'free@demo.club', password: 'Demo1234!', companyCode: 'TTT', platform: 'WEB' },
    }),
  forgottenPassword: (f) => f.api('/forgotten-password?email=member%40demo.club'),
  resetPassword: (f) =>
    f.api('/reset-password', { method: 'POST', body: { password: 'Other1234!', token: 'reset-nobody@demo.club' } }),
  register: (f) =>
    f.api('/register', {
      method: 'POST',
      club: 2,
      body: {
        email: 'new.user@demo.club',
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        firstName: 'Nuevo',
        lastName: 'Usuario',
        gender: 'male',
        genderType: 'male',
        birthdate: '1999-01-31',
        country: 'ES',
        companyCode: 'MCT',
        clubId: 2,
        language: 'en',
      },
    }),
  verifyEmail: (f) => f.api('/verify-email?verificationToken=verify-abc'),
  getTvLoginCode: (f) => f.api('/tv/loginCode?platform=TV'),
  validateTvCode: async (f) => {
    const code = (await f.api('/tv/loginCode?platform=TV')).body.loginCode as number;
    await f.api('/tv/authorizeCode', { method: 'POST', body: { loginCode: code }, ...auth() });
    return f.api('/tv/validateCode', { method: 'POST', body: { loginCode: code } });
  },
  authorizeTvCode: async (f) => {
    const code = (await f.api('/tv/loginCode?platform=TV')).body.loginCode as number;
    return f.api('/tv/authorizeCode', { method: 'POST', body: { loginCode: code }, ...auth() });
  },
  getConfiguration: (f) => f.api('/configuration?lang=es', auth()),
  getClubConfiguration: (f) => f.api('/configuration/club', { club: 'ttt.localhost' }),
  getCategoryContent: (f) => f.api('/categories/102/content', auth()),
  getHome: (f) => f.api('/products/home', auth()),
  getProduct: (f) => f.api('/products/1014', auth()),
  voteProduct: (f) => f.api('/products/1016/user/like/1', { method: 'PUT', ...auth() }),
  updateFavorite: (f) =>
    f.api('/products/update-favorite', { method: 'PUT', body: { isFavorite: true, productId: 1020 }, ...auth() }),
  rentProduct: (f) =>
    f.api('/subscriptions/rent', {
      method: 'POST',
      body: { paymentMethodId: 'pm_fake_visa_4242_101', productId: 1004 },
      ...auth(),
    }),
  reportVisualization: (f) =>
    f.api('/products/1014/visualizations', {
      method: 'POST',
      body: { duration: 120, playtime: 10, completionPercentage: 8.33, visualizationId: null },
      ...auth(),
    }),
  searchProducts: (f) => f.api('/products/search?query=fuerza', auth()),
  listCards: (f) => f.api('/subscriptions/users/cards', auth()),
  createCard: (f) =>
    f.api('/subscriptions/users/cards', {
      method: 'POST',
      body: { paymentMethodId: 'pm_fake_mastercard_5555_9' },
      ...auth(),
    }),
  setDefaultCard: (f) =>
    f.api('/subscriptions/users/cards/updatepayment', {
      method: 'PUT',
      body: { paymentMethodId: 'pm_fake_visa_4242_101' },
      ...auth(),
    }),
  deleteCard: async (f) => {
    await f.api('/subscriptions/users/cards', {
      method: 'POST',
      body: { paymentMethodId: 'pm_fake_amex_0005_tmp' },
      ...auth(),
    });
    return f.api('/subscriptions/users/cards/pm_fake_amex_0005_tmp', { method: 'DELETE', ...auth() });
  },
  getUser: (f) => f.api(`/users/${member.id}`, auth()),
  updateUser: (f) =>
    f.api(`/users/${member.id}`, {
      method: 'PUT',
      body: {
        firstName: 'María José',
        lastName: 'García',
        phone: null,
        country: 'ES',
        birthdate: '1988-03-21',
        gender: 'female',
        genderType: 'female',
        language: 'es',
        spdTeamUserFavoritesIdList: [],
      },
      ...auth(),
    }),
  changePassword: async (f) => {
    const t = await f.login('incomplete@demo.club', 1);
    return f.api(`/users/${t.user.id}/change-password`, {
      method: 'PUT',
      body: { oldPassword: 'Demo1234!', newPassword: 'Demo1234!', newPasswordConfirmation: 'Demo1234!' },
      token: t.token,
    });
  },
  getUserSubscription: (f) => f.api(`/users/${member.id}/subscription`, auth()),
  cancelSubscription: async (f) => {
    const sub = (await f.api(`/users/${member.id}/subscription`, auth())).body.subscriptionList[0];
    return f.api('/subscriptions/users', { method: 'DELETE', body: { subscriptionId: sub.subscriptionId }, ...auth() });
  },
  reactivateSubscription: async (f) => {
    const sub = (await f.api(`/users/${member.id}/subscription`, auth())).body.subscriptionList[0];
    return f.api('/subscriptions/users/reactivesubscription', {
      method: 'POST',
      body: { subscriptionId: sub.subscriptionId },
      ...auth(),
    });
  },
  subscribe: async (f) => {
    const t = await f.login('free@demo.club', 1);
    return f.api('/subscriptions/users', {
      method: 'POST',
      body: { paymentMethodId: 'pm_fake_visa_4242_x', planId: 14, couponId: null },
      token: t.token,
    });
  },
  listPlans: (f) => f.api('/plans/list', auth()),
  listNews: (f) => f.api('/news', auth()),
  getNews: (f) => f.api('/news/101', auth()),
  listTrainers: (f) => f.api('/trainers?pageNumber=1&pageSize=10000', auth()),
  getTrainer: (f) => f.api('/trainers/11', auth()),
  listTrainerTemplates: (f) => f.api('/trainers/templates?trainerId=11', auth()),
  getTrainerAvailability: (f) => f.api(`/schedules/trainer/11/availability?from=${today}&to=${in30}`, auth()),
  joinMeeting: async (f) => {
    const av = (await f.api(`/schedules/trainer/11/availability?from=${today}&to=${in30}`, auth())).body;
    // a session the member has not booked: the seeded bookings sit relative to now, so at some hours of the day the
    // first session with a meeting is one of them (409 "You already booked this session")
    const mine = (await f.api('/meetings', auth())).body;
    const booked = new Set(mine.meetingList.map((m: any) => Date.parse(m.start)));
    const part = av.dailyScheduleList
      .flatMap((d: any) => d.parts)
      .find((p: any) => p.meeting && !booked.has(Date.parse(p.start)));
    return f.api(`/meetings/${part.meeting.meetingId}/join`, {
      method: 'POST',
      body: { requestedDateTime: part.start, paymentMethodId: 'pm_fake_visa_4242_101', trainerId: 11 },
      ...auth(),
    });
  },
  listMeetings: (f) => f.api('/meetings', auth()),
  getCollection: (f) => f.api('/collections/151', auth()),
  listSlides: (f) => f.api('/slider/list', auth()),
  getCoupon: (f) => f.api('/coupon/WELCOME10', auth()),
  getTeam: (f) => f.api('/team/601', { club: 6 }),
  listTeams: (f) => f.api('/team/list', { club: 6 }),
};

describe('fake provider: every contract operation', () => {
  it('has the 43 operations of the contract', () => {
    expect(contract.operations.length).toBeGreaterThanOrEqual(43);
  });

  for (const op of contract.operations) {
    it(`${op.method.toUpperCase()} ${op.path} (${op.operationId}) answers 2xx within the contract`, async () => {
      const run = cases[op.operationId];
      expect(run, `no test case for operation ${op.operationId}`).toBeDefined();
      const res = await run!(f);
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    });
  }

  it('saw no contract violation', async () => {
    const res = await f.control('/violations', undefined, 'GET');
    expect(res.body.violations).toEqual([]);
  });
});
