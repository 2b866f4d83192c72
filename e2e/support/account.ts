/**
 * Helpers for the account specs: English UI with cookies accepted, fresh users registered through the provider (so
 * a spec may change their subscription and cards without touching anyone else's), and logging in through the form.
 */
import { expect } from './test';
import type { APIRequestContext, Page } from '@playwright/test';
import { PROVIDER } from './fake';

export const PASSWORD = 'Demo1234!';
const COMPANY: Record<number, string> = { 1: 'TTT', 2: 'MCT', 3: 'SPT', 4: 'FBT', 5: 'KNC', 6: 'GPT' };

export async function englishWithCookies(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    if (!localStorage.getItem('club.configuration'))
      localStorage.setItem(
        'club.configuration',
        JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
      );
  });
}

/** Registers a new member of `club` (English, complete profile) and returns their email. */
export async function registerUser(request: APIRequestContext, club: number, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const res = await request.post(`${PROVIDER}/api/register?club=${club}`, {
    headers: { 'Accept-Language': 'en' },
    data: {
      email,
      password: PASSWORD,
      firstName: 'Eva',
      lastName: 'Tester',
      gender: 'female',
      genderType: 'female',
      birthdate: '1990-05-17',
      country: 'ES',
      language: 'en',
      companyCode: COMPANY[club],
      clubId: club,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return email;
}

/**
 * Starts the page logged in as `email` on `club` and opens `path`. The login form has its own specs (login.spec):
 * here the provider's login answer is stored the way the app stores it, so the app starts logged in (and reloads the
 * user from the provider as on any start) without the form's two extra page loads.
 */
export async function logIn(page: Page, email: string, club: number, path = '/account') {
  const request = page.context().request;
  const res = await request.post(`${PROVIDER}/api/login?club=${club}`, {
    data: { email, password: PASSWORD, companyCode: COMPANY[club], platform: 'WEB' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: { id: number; email: string } };
  const config = (await (await request.get(`${PROVIDER}/api/configuration/club?club=${club}`)).json()) as {
    clubId: number;
    name: string;
    companyCode: string;
    domain: string | null;
  };
  const stored = {
    version: 1,
    state: {
      token,
      // the app reloads the user on start; these are the stored fields it validates
      user: {
        id: user.id,
        email: user.email,
        firstName: '',
        lastName: '',
        phone: '',
        address: '',
        city: '',
        postalCode: '',
        country: '',
        birthdate: '',
        gender: null,
        language: 'en',
        roles: ['USER'],
        favoriteTeams: [],
      },
      club: { id: config.clubId, name: config.name, companyCode: config.companyCode, domain: config.domain },
    },
  };
  // once per tab: a later logout or reload must not log the member in again
  await page.addInitScript((session) => {
    if (window !== window.top || sessionStorage.getItem('e2e.session-stored')) return;
    sessionStorage.setItem('e2e.session-stored', '1');
    localStorage.setItem('club.session', session);
  }, JSON.stringify(stored));
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Fills the provider's secure card fields (the fake Stripe renders labelled inputs). */
export async function fillCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill(expiry);
  await dialog.getByRole('textbox', { name: 'CVC' }).fill(cvc);
  return dialog;
}

export async function addCard(page: Page, number: string) {
  const dialog = await fillCard(page, number);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Card added')).toBeVisible();
  await expect(dialog).toBeHidden();
}

export const section = (page: Page, name: 'Profile' | 'Subscription' | 'Payment methods') =>
  page.getByRole('region', { name });
