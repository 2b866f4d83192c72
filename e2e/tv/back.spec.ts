/** TV back key (spec §2): on home or login it asks to close the app; elsewhere it goes back. */
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    ),
  );
});

test('back on home asks to close the app; Stay keeps it open', async ({ page }) => {
  await page.goto('/?club=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Mountain Climbing Team' })).toBeVisible();
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Close the app?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
});

test('back elsewhere goes back in history without asking', async ({ page }) => {
  await page.goto('/?club=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Mountain Climbing Team' })).toBeVisible();
  await page.goto('/legal/cookies');
  // wait for the app, not just the address: the key listener lives in the app
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(page.getByRole('dialog', { name: 'Close the app?' })).toBeHidden();
});
