/** The TV build's navbar: one simple row (logo, club links, user), operated with the keyboard (Tab / Enter). */
import { expect, test } from '@playwright/test';

// On TV the cookie notice takes the focus 1.5 s after load; these tests are about the navbar, so consent is given.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    ),
  );
});

test('the TV navbar shows logo, links and user, with no menu button, search or language switch', async ({ page }) => {
  await page.goto('/?club=6');
  const navbar = page.getByRole('banner');
  await expect(navbar.getByRole('img', { name: 'Grand Prix Teams' })).toBeVisible();
  const nav = navbar.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Magazine' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(navbar.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(navbar.getByRole('search')).toHaveCount(0);
  await expect(navbar.getByRole('group', { name: 'Language' })).toHaveCount(0);
});

test('the TV navbar is operated with the keyboard: Tab reaches "Log in", Enter follows it', async ({ page }) => {
  await page.goto('/?club=6');
  const navbar = page.getByRole('banner');
  const login = navbar.getByRole('link', { name: 'Log in' });
  await expect(login).toBeVisible();
  const order: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    order.push(name);
    if (await login.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(login).toBeFocused();
  // the logo and the club's links come first, in reading order
  expect(order.indexOf('Home')).toBeGreaterThan(-1);
  expect(order.indexOf('Home')).toBeLessThan(order.indexOf('Magazine'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login/);
});
