/**
 * TV Back (spec §2, docs/tv.md), with the remote only: on home or login Back asks to close the app (both choices
 * reachable, Back again stays); elsewhere it goes back.
 */
import { expect, test } from '../support/test';
import { consentGiven, focusedName, remote } from '../support/tv';

// a journey is many keys, each followed by a check of the focus: more time than one page's test
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
  await page.addInitScript(() => {
    // a browser tab cannot be closed by a page: record what "Close" asked for
    (window as unknown as { closeCalls: number }).closeCalls = 0;
    window.close = () => void ((window as unknown as { closeCalls: number }).closeCalls += 1);
  });
});

test('back on home asks to close the app; Stay (OK) and Back again keep it open', async ({ page }) => {
  const tv = remote(page);
  await page.goto('/?club=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Mountain Climbing Team' })).toBeVisible();
  await tv.press('ArrowDown');
  await tv.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Close the app?' });
  await expect(dialog).toBeVisible();
  expect(await focusedName(page, /^Stay$/)).toBe(true);
  await tv.press('Enter');
  await expect(dialog).toBeHidden();
  await tv.press('Escape');
  await expect(dialog).toBeVisible();
  await tv.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { closeCalls: number }).closeCalls)).toBe(0);
});

test('back on the login page asks too, and Close closes the app', async ({ page }) => {
  const tv = remote(page);
  await page.goto('/auth/login?club=2');
  await expect(page.getByTestId('tv-login-code')).toHaveText(/^\d{6}$/);
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Close the app?' });
  await expect(dialog).toBeVisible();
  await tv.pressUntil('ArrowRight', () => focusedName(page, /^Close$/), 3);
  await tv.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as unknown as { closeCalls: number }).closeCalls)).toBe(1);
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

test('Back pressed while the opened page still loads goes back to home, without asking to close', async ({ page }) => {
  const tv = remote(page);
  await page.goto('/?club=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Mountain Climbing Team' })).toBeVisible();
  // the opened product (its data and its page's code) arrives only once Back has been pressed: the member is quicker
  // than the network
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    (url) => /\/api\/products\/\d+$/.test(url.pathname) || /\/assets\/product[^/]*\.js$/i.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await tv.pressUntil('ArrowDown', async () => /^\/product\//.test((await tv.focused()).href ?? ''), 8);
  // the keys themselves: while the page loads there is nothing of it to focus yet
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((u) => /^\/product\//.test(u.pathname));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Mountain Climbing Team' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Close the app?' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { closeCalls: number }).closeCalls)).toBe(0);
});
