/**
 * Sessions for the product page specs: log a user in through the provider API and hand the token to the app the way
 * it stores it (localStorage `club.session`, version 1), so a test starts logged in without walking the login form.
 * `newMember` registers a fresh user per test (clubs with signup), so tests that change state (votes, favourites,
 * rentals, cards) never touch what other tests read on the shared fake.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PROVIDER } from './fake';

export const CLUBS = {
  1: { id: 1, name: 'Titan Training Club', companyCode: 'TTT', domain: 'ttt.localhost' },
  2: { id: 2, name: 'Mountain Climbing Team', companyCode: 'MCT', domain: 'mct.localhost' },
  3: { id: 3, name: 'Sprint Padel Tour', companyCode: 'SPT', domain: 'spt.localhost' },
  4: { id: 4, name: 'Futbol Base TV', companyCode: 'FBT', domain: 'fbt.localhost' },
  6: { id: 6, name: 'Grand Prix Teams', companyCode: 'GPT', domain: 'gpt.localhost' },
} as const;
export type ClubId = keyof typeof CLUBS;

export interface ApiSession {
  token: string;
  userId: number;
  email: string;
}

export async function apiLogin(request: APIRequestContext, email: string, club: ClubId): Promise<ApiSession> {
  const res = await request.post(`${PROVIDER}/api/login?club=${club}`, {
    headers: { 'Accept-Language': 'en' },
    data: { email, password: 'Demo1234!', companyCode: CLUBS[club].companyCode, platform: 'WEB' },
  });
  if (!res.ok()) throw new Error(`login of ${email} failed: ${res.status()}`);
  const body = (await res.json()) as { token: string; user: { id: number; email: string } };
  return { token: body.token, userId: body.user.id, email: body.user.email };
}

let counter = 0;
/** A new user of a club with signup (TTT, MCT, FBT, KNC), logged in through the API. */
export async function newMember(request: APIRequestContext, club: ClubId = 2): Promise<ApiSession> {
  const email = `e2e-product-${Date.now()}-${process.pid}-${++counter}@demo.club`;
  const res = await request.post(`${PROVIDER}/api/register?club=${club}`, {
    headers: { 'Accept-Language': 'en' },
    data: {
      email,
      password: 'Demo1234!',
      confirmPassword: 'Demo1234!',
      firstName: 'Erin',
      lastName: 'Tester',
      gender: 'female',
      genderType: 'female',
      birthdate: '1990-01-01',
      country: 'ES',
      language: 'en',
      companyCode: CLUBS[club].companyCode,
      clubId: club,
    },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return apiLogin(request, email, club);
}

/** Saves a card for the user (the fake accepts `pm_fake_<brand>_<last4>...` ids). */
export async function addCard(request: APIRequestContext, session: ApiSession, club: ClubId, id: string) {
  const res = await request.post(`${PROVIDER}/api/subscriptions/users/cards?club=${club}`, {
    headers: { Authorization: `Bearer ${session.token}`, 'Accept-Language': 'en' },
    data: { paymentMethodId: id },
  });
  if (!res.ok()) throw new Error(`add card failed: ${res.status()}`);
}

/** English, cookies accepted, and (when given) the session, before the app starts. */
export async function startAs(page: Page, club: ClubId, session: ApiSession | null) {
  await page.addInitScript(
    ({ session, club }) => {
      if (window !== window.top) return;
      localStorage.setItem(
        'club.configuration',
        JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
      );
      if (!session || localStorage.getItem('e2e.session.set')) return;
      localStorage.setItem('e2e.session.set', '1');
      localStorage.setItem(
        'club.session',
        JSON.stringify({
          version: 1,
          state: {
            token: session.token,
            user: {
              id: session.userId,
              email: session.email,
              firstName: '',
              lastName: '',
              phone: '',
              address: '',
              city: '',
              postalCode: '',
              country: 'ES',
              birthdate: '',
              gender: null,
              language: 'en',
              roles: ['USER'],
              favoriteTeams: [],
            },
            club,
          },
        }),
      );
    },
    { session, club: CLUBS[club] },
  );
}
