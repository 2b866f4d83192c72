/**
 * The catalogue for a logged-in member (issue: logged in and anonymous): a private club (1, Spanish) opens after
 * logging in, home shows the member's favourites row and no locked badge on what the plan includes; category,
 * collection, search and magazine work with the member's token. Shared fake: read-only.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'es', acceptedCookies: true } }),
    );
  });
});

async function logInOnClub1(page: Page, path = '/') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}club=1`);
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.locator('input[name="email"]').fill('member@demo.club');
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.locator('main form').getByRole('button').last().click();
}

test('a member of a private club sees the home with their favourites row', async ({ page }) => {
  const home = page.waitForResponse((r) => r.url().includes('/api/products/home') && r.status() === 200);
  await logInOnClub1(page);
  const response = await home;
  expect(response.request().headers()['authorization']).toMatch(/^Bearer /);
  const rows = page.locator('[data-testid="home-row"] .row__title');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Mis favoritos' })).toHaveCount(1);
  // the member's plan includes the live product: no locked badge on it
  const live = page.locator('a[href^="/product/1001"]').first();
  await expect(live).toBeVisible();
  await expect(live.getByLabel('No incluido en tu plan')).toHaveCount(0);
});

test('after logging in, the member returns to the category they asked for', async ({ page }) => {
  await logInOnClub1(page, '/category/102/x');
  await expect(page).toHaveURL(/\/category\/102/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
});

test('search and magazine work for the member', async ({ page }) => {
  await logInOnClub1(page);
  await expect(page.locator('[data-testid="home-row"]').first()).toBeVisible();
  const search = page.waitForResponse((r) => r.url().includes('/api/products/search') && r.status() === 200);
  await page.goto('/search?search=fuerza');
  const res = await search;
  expect(res.request().headers()['authorization']).toMatch(/^Bearer /);
  await page.goto('/magazine');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
