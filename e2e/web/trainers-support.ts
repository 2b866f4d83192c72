/** Shared steps of the trainers and bookings browser tests (not a spec: no tests here). */
import { expect } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { PROVIDER } from '../support/fake';

export const ENGLISH = async (page: Page) => {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    );
  });
};

/** Logs in on a club (id or club key) and waits until the app has left the login page. */
export async function logIn(page: Page, club: string, email: string, returnPath?: string) {
  const returnTo = returnPath ? `&returnTo=${encodeURIComponent(returnPath)}` : '';
  await page.goto(`/auth/login?club=${club}${returnTo}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.locator('main form').getByRole('button').last().click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

export const enabledDays = (page: Page) =>
  page.locator('.booking__calendar .rdp-day:not(.rdp-disabled):not(.rdp-outside) button');

/** The booking calendar's month heading, and the text it shows for a date's month (English). */
export const calendarCaption = (page: Page) => page.locator('.booking__calendar .rdp-caption_label');
export const captionOf = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

export const bookingDialog = (page: Page) => page.locator('dialog[open]');
export const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');
export const successToast = (page: Page) => page.locator('[data-sonner-toast][data-type="success"]');

/**
 * Opens the first day of the calendar whose slots include one matching `slotText` and returns that slot button.
 * Days are tried in order; a day without such a slot is closed again (Escape).
 */
export async function openDayWithSlot(page: Page, slotText: RegExp, skipStarts: ReadonlySet<string> = new Set()) {
  await expect(enabledDays(page).first()).toBeVisible();
  const count = await enabledDays(page).count();
  for (let i = 0; i < count; i++) {
    await enabledDays(page).nth(i).click();
    const dialog = bookingDialog(page);
    await expect(dialog.locator('.slot').first()).toBeVisible();
    const matching = dialog.locator('.slot').filter({ hasText: slotText });
    for (let j = 0; j < (await matching.count()); j++) {
      const start = await matching.nth(j).getAttribute('data-start');
      if (start && !skipStarts.has(new Date(start).toISOString())) return matching.nth(j);
    }
    await page.keyboard.press('Escape');
    await expect(bookingDialog(page)).toHaveCount(0);
  }
  throw new Error(`no day with a slot matching ${slotText}`);
}

/**
 * Start instants (ISO, UTC) of the sessions a user has booked, asked straight from the fake provider: a test that
 * books a group slot skips those, so it can run again against the same fake.
 */
export async function bookedStarts(request: APIRequestContext, club: string, companyCode: string, email: string) {
  const login = await request.post(`${PROVIDER}/api/login?club=${club}`, {
    data: { email, password: 'Demo1234!', companyCode, platform: 'WEB' },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.get(`${PROVIDER}/api/meetings?club=${club}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { meetingList } = (await res.json()) as { meetingList: Array<{ start: string }> };
  return new Set(meetingList.map((m) => new Date(m.start).toISOString()));
}
