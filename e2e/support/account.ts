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

export async function logIn(page: Page, email: string, club: number | string, path = '/account') {
  await page.goto(`/auth/login?club=${club}`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main form').getByRole('button').last().click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(path);
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
