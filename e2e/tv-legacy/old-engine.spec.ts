/**
 * The TV build on a simulated Chrome 69 engine (e2e/support/oldEngine.ts deletes what that engine lacks before the
 * page's scripts run), driven with keys only: no mouse, no Tab, no element.focus() from the test. The TV boots on the
 * QR login page, a phone (the web build, its own context) authorises the code, the TV lands on the home with its
 * catalogue rows, and the remote's keys work there. Any uncaught page error fails the test (the fixture).
 * Without the TV build's built-ins (src/boot/builtins.ts) this fails at start-up (`globalThis` is read at the top of the framework chunk).
 */
import type { Browser, Page } from '@playwright/test';
import { WEB_ORIGIN } from '../support/fake';
import { expect, MISSING_IN_CHROME_69, test, type OldEngineRecord } from '../support/oldEngine';

const WEB_URL = process.env.E2E_WEB_URL ?? WEB_ORIGIN;
/** Titan Training Club: private, so an anonymous TV starts on the QR login page. */
const CLUB = '1';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  // consent given beforehand: on TV the cookie notice would otherwise take the focus after 1.5 s
  await page.addInitScript(() =>
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    ),
  );
});

/** The TV starts on the QR login page, a phone authorises its code, the TV lands home with its rows. */
async function logInWithPhone(page: Page, browser: Browser) {
  await page.goto(`/?club=${CLUB}`);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Log in with your phone' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to log in on this TV' })).toBeVisible();
  // the QR code really drew its modules
  await expect(page.locator('.qr-login__qr svg path').last()).toHaveAttribute('d', /M/);
  const code = page.getByTestId('tv-login-code');
  await expect(code).toHaveText(/^\d{6}$/);
  const shown = (await code.textContent())!.trim();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const web = await phone.newPage();
    await web.goto(`${WEB_URL}/auth/login?club=${CLUB}`);
    await web.locator('input[name="email"]').fill('member@demo.club');
    await web.locator('input[name="password"]').fill('Demo1234!');
    await web.locator('main form').getByRole('button').last().click();
    await expect(web).toHaveURL((url) => url.pathname === '/');
    const authorized = web.waitForResponse((r) => r.url().includes('/api/tv/authorizeCode'));
    await web.goto(`${WEB_URL}/verify-qr?qrCode=${shown}`);
    expect((await authorized).status()).toBe(200);
  } finally {
    await phone.close();
  }

  // the TV polls every 3 s: it logs in and goes home, where the catalogue rows render
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect(page.locator('[data-testid="home-row"] .row__title').first()).toBeVisible();
}

test('the simulated engine lacks the built-ins before any page script runs', async ({ page }) => {
  // a bare page on the TV origin whose only script reports what it finds
  await page.route('**/__old-engine-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><pre id="out"></pre><script>
        var names = ${JSON.stringify(MISSING_IN_CHROME_69)};
        document.getElementById('out').textContent = JSON.stringify(names.filter(function (path) {
          var v = window; path.split('.').forEach(function (k) { v = v == null ? undefined : v[k]; });
          return v === undefined;
        }));
      </script>`,
    }),
  );
  await page.goto('/__old-engine-probe');
  expect(JSON.parse((await page.locator('#out').textContent()) ?? '')).toEqual([...MISSING_IN_CHROME_69]);
});

test('QR login, home and the back key with keys only on a Chrome 69-class engine', async ({ page, browser }) => {
  await logInWithPhone(page, browser);
  const rows = page.locator('[data-testid="home-row"]');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.first().getByRole('link').first()).toBeVisible();

  // the init script had taken every built-in away before the app's scripts ran; the TV build's built-ins put back
  // what the app uses (structuredClone is not used, so not put back)
  const record = await page.evaluate(() => (window as unknown as { __oldEngine: OldEngineRecord }).__oldEngine);
  expect(record).toEqual({ missing: [...MISSING_IN_CHROME_69], present: [] });
  const back = await page.evaluate(() => ({
    globalThis: typeof globalThis,
    queueMicrotask: typeof queueMicrotask,
    fromEntries: typeof Object.fromEntries,
    allSettled: typeof Promise.allSettled,
    replaceAll: typeof String.prototype.replaceAll,
    at: typeof Array.prototype.at,
    stringAt: 'abc'.at(-1),
    hasOwn: Object.hasOwn({ a: 1 }, 'a'),
    findLast: [1, 2, 3].findLast((n) => n < 3),
    findLastIndex: [1, 2, 3].findLastIndex((n) => n > 5),
    description: Symbol('words').description,
  }));
  expect(back).toEqual({
    globalThis: 'object',
    queueMicrotask: 'function',
    fromEntries: 'function',
    allSettled: 'function',
    replaceAll: 'function',
    at: 'function',
    stringAt: 'c',
    hasOwn: true,
    findLast: 2,
    findLastIndex: -1,
    description: 'words',
  });

  // the remote's back key on home asks to close the app, back again stays (the member's language is Spanish)
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: /Close the app\?|¿Cerrar la aplicación\?/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-testid="home-row"] .row__title').first()).toBeVisible();
});

// The TV shell and its spatial navigation on the same engine level: arrows move real focus through the rows.
test('remote arrows move the focus through the home rows on a Chrome 69-class engine', async ({ page, browser }) => {
  await logInWithPhone(page, browser);
  const focused = page.locator(':focus');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-testid="home-row"] :focus')).toHaveCount(1);
  const first = await focused.getAttribute('href');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-testid="home-row"] :focus')).toHaveCount(1);
  expect(await focused.getAttribute('href')).not.toBe(first);
  await page.keyboard.press('ArrowLeft');
  expect(await focused.getAttribute('href')).toBe(first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname !== '/');
});
