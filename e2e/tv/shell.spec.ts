/** The TV build's navbar: one simple row (logo, club links, search, user), operated with the remote. */
import { expect, test } from '../support/test';
import { focusedName, inNavbar, pressToEnd, remote } from '../support/tv';

// On TV the cookie notice takes the focus 1.5 s after load; these tests are about the navbar, so consent is given.

// a journey is many keys, each followed by a check of the focus: more time than one page's test
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    ),
  );
});

test('the TV navbar shows logo, links, search and user, with no menu button or language switch', async ({ page }) => {
  await page.goto('/?club=6');
  const navbar = page.getByRole('banner');
  await expect(navbar.getByRole('img', { name: 'Grand Prix Teams' })).toBeVisible();
  const nav = navbar.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Magazine' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(navbar.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(navbar.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(navbar.getByRole('group', { name: 'Language' })).toHaveCount(0);
});

test('the TV navbar is operated with the remote: Up reaches the navbar, Right reaches "Log in", OK follows it', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/?club=6');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await tv.press('ArrowDown');
  await tv.pressUntil('ArrowUp', () => inNavbar(page), 12);
  await pressToEnd(page, 'ArrowLeft');
  const order: string[] = [];
  await tv.pressUntil('ArrowRight', async () => {
    order.push((await tv.focused()).name);
    return focusedName(page, /^Log in$/);
  });
  // the club's links come first, in reading order, then search, then the user
  expect(order.indexOf('Home')).toBeLessThan(order.indexOf('Magazine'));
  await tv.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login/);
});
