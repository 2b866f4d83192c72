/** Accessibility scans (axe, WCAG 2.2 AA) of the trainers, booking and my-bookings screens, light and dark clubs. */
import { axeViolations as scan } from '../support/axe';
import { expect, test } from '../support/test';
import { bookingDialog, enabledDays, ENGLISH, logIn } from './trainers-support';

test.beforeEach(async ({ page }) => ENGLISH(page));

for (const club of ['2', '3']) {
  test(`the trainer list with a calendar open (club ${club}) has no WCAG AA violations`, async ({ page }) => {
    await page.goto(`/trainers?club=${club}`);
    await page.locator('.trainer-row').first().getByRole('button').first().click();
    await expect(enabledDays(page).first()).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test(`the trainer page and its login modal (club ${club}) have no WCAG AA violations`, async ({ page }) => {
    await page.goto(`/trainers/${club}1/x?club=${club}`);
    await expect(enabledDays(page).first()).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await enabledDays(page).first().click();
    await expect(bookingDialog(page)).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
}

test('the slots dialog and my bookings (dark club) have no WCAG AA violations', async ({ page }) => {
  await logIn(page, '1', 'member@demo.club');
  await page.goto('/trainers/13/x');
  await enabledDays(page).first().click();
  await expect(bookingDialog(page).locator('.slot').first()).toBeVisible();
  expect(await scan(page)).toEqual([]);
  await page.goto('/account/bookings');
  await enabledDays(page).first().click();
  await expect(bookingDialog(page).locator('.session-card').first()).toBeVisible();
  expect(await scan(page)).toEqual([]);
});
