/**
 * Cookie consent notice and cookie policy page (spec §1, §2 /legal/cookies, §4 "Cookie consent", §9).
 *
 * Every test starts from a fresh browser context (no stored configuration). Nothing here changes provider state.
 * Waiting for the notice never sleeps: it waits for it to show; proving it does NOT show uses Playwright's fake
 * clock to run well past the 1.5 s delay.
 */
import { tabClearOf } from '../support/layout';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

const brand = (page: Page, name: RegExp) => page.getByRole('link', { name }).first();
const notice = (page: Page, name = 'We use cookies') => page.getByRole('dialog', { name });
const configuration = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('club.configuration') ?? 'null'));

test.describe('cookie notice (club 2, English)', () => {
  test('appears after the delay; Accept stores the consent and it is gone after a reload', async ({ page }) => {
    // the page's timers wait for the test's clock: a slow start-up on a busy machine cannot use up the 1.5 s
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/?club=2');
    await expect(brand(page, /Mountain Climbing Team/)).toBeVisible();
    // the app is on screen, the notice is not yet (1.5 s after load)
    await expect(notice(page)).toHaveCount(0);
    await page.clock.runFor(1500);
    // from here the page's time runs on: the notice's code loads over the network after its timer, and the flow's
    // own delay is set when it has arrived, which a paused clock could leave waiting forever
    await page.clock.resume();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/legal/cookies',
    );
    await notice(page).getByRole('button', { name: 'Accept cookies' }).click();
    await expect(notice(page)).toHaveCount(0);
    expect(await configuration(page)).toMatchObject({ version: 1, state: { acceptedCookies: true } });

    await page.reload();
    await expect(brand(page, /Mountain Climbing Team/)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(notice(page)).toHaveCount(0);
  });

  test('Dismiss hides it without consent, and it stays away for the browser session', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?club=2');
    await notice(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice(page)).toHaveCount(0);
    expect((await configuration(page))?.state?.acceptedCookies ?? false).toBe(false);
    await page.reload();
    await expect(brand(page, /Mountain Climbing Team/)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(notice(page)).toHaveCount(0);
  });

  test('is keyboard operable: Tab reaches its buttons and Escape dismisses it', async ({ page }) => {
    await page.goto('/?club=2');
    const accept = notice(page).getByRole('button', { name: 'Accept cookies' });
    await expect(accept).toBeVisible();
    // the notice is the last thing on the page: going backwards from the start wraps to it
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(notice(page).getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notice(page)).toHaveCount(0);
  });

  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    test(`at ${width}x${height}, the keyboard's focus is scrolled above the notice, never under it`, async ({
      page,
    }) => {
      // WCAG 2.4.11 (focus not obscured): the notice stays over the page's bottom while the member tabs on
      await page.setViewportSize({ width, height });
      await page.goto('/?club=2');
      await expect(notice(page)).toBeVisible();
      const clear = await tabClearOf(page, '.cookie-banner', 'Tab', 30);
      // most stops were on screen with the notice up, each of them clear of it
      expect(clear).toBeGreaterThanOrEqual(20);
      await expect(notice(page)).toBeVisible();
    });
  }

  test('is not shown on the cookie policy page; leaving the page shows it after the delay', async ({ page }) => {
    await page.clock.install();
    await page.goto('/legal/cookies?club=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(notice(page)).toHaveCount(0);
    await brand(page, /Mountain Climbing Team/).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(notice(page)).toBeVisible();
    // following its link goes to the policy, where it is hidden again
    await notice(page).getByRole('link', { name: 'Read our cookie policy' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/legal/cookies');
    await expect(notice(page)).toHaveCount(0);
  });

  test('waits while the full-screen player is on screen; leaving the player shows it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/product/2004?club=2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/product/2004/trailer?club=2');
    await expect(page.locator('video.player__video')).toBeVisible();
    // well past the delay: nothing covers the video or its controls
    await page.clock.runFor(5000);
    await expect(notice(page)).toHaveCount(0);
    // the browser's Back to the product page
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/product/2004');
    await expect(page.locator('video.player__video')).toHaveCount(0);
    await expect(notice(page)).toBeVisible();
  });

  test('the policy page shows its table: cookie, type, duration, description', async ({ page }) => {
    await page.goto('/legal/cookies?club=2');
    const table = page.getByRole('table', { name: 'Cookies and storage used by this app' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Cookie', 'Type', 'Duration', 'Description']);
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row('_ga')).toContainText('2 years');
    await expect(row('_gid')).toContainText('1 day');
    await expect(row('club.session')).toContainText('1 month');
    await expect(row('club.configuration')).toContainText('11 months');
    await expect(row('club.cookieNotice')).toContainText('Session');
  });
});

test.describe('club 1 (default language es, analytics id)', () => {
  test('the notice and the policy are in Spanish', async ({ page }) => {
    await page.goto('/legal/cookies?club=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Cookies y almacenamiento que usa esta aplicación' });
    await expect(table.getByRole('columnheader')).toHaveText(['Cookie', 'Tipo', 'Duración', 'Descripción']);
    await expect(table.getByRole('row').filter({ hasText: '_ga_' })).toContainText('2 años');

    await page.goto('/auth/login?club=1');
    const aviso = notice(page, 'Usamos cookies');
    await expect(aviso).toBeVisible();
    await expect(aviso.getByRole('button', { name: 'Aceptar cookies' })).toBeVisible();
    await expect(aviso.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  test('analytics load only after consent', async ({ page }) => {
    const analytics: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      analytics.push(route.request().url());
      return route.abort();
    });
    await page.goto('/auth/login?club=1');
    const aviso = notice(page, 'Usamos cookies');
    await expect(aviso).toBeVisible();
    expect(analytics).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    await aviso.getByRole('button', { name: 'Aceptar cookies' }).click();
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveAttribute('src', /id=G-TTTDEMO01/);
    await expect.poll(() => analytics.length).toBeGreaterThan(0);
  });
});
