/** Shared steps of the trainers and bookings browser tests (not a spec: no tests here). */
import { expect, type Page } from '@playwright/test';

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

export const bookingDialog = (page: Page) => page.locator('dialog[open]');
export const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');
export const successToast = (page: Page) => page.locator('[data-sonner-toast][data-type="success"]');

/**
 * Opens the first day of the calendar whose slots include one matching `slotText` and returns that slot button.
 * Days are tried in order; a day without such a slot is closed again (Escape).
 */
export async function openDayWithSlot(page: Page, slotText: RegExp) {
  await expect(enabledDays(page).first()).toBeVisible();
  const count = await enabledDays(page).count();
  for (let i = 0; i < count; i++) {
    await enabledDays(page).nth(i).click();
    const dialog = bookingDialog(page);
    await expect(dialog.locator('.slot').first()).toBeVisible();
    const slot = dialog.locator('.slot').filter({ hasText: slotText }).first();
    if ((await slot.count()) > 0) return slot;
    await page.keyboard.press('Escape');
    await expect(bookingDialog(page)).toHaveCount(0);
  }
  throw new Error(`no day with a slot matching ${slotText}`);
}
