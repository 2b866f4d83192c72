/**
 * Web login against the fake provider: public and private clubs, returnTo (and an unsafe one ignored), the server's
 * message on a wrong password with the typed email kept, the signup link and the SPT note per club, logout, and
 * the texts in each club's language. Shared fake: no reset, no faults, no password changes.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

const MEMBER = { email: 'member@demo.club', password: 'Demo1234!', name: 'María José' };

const form = (page: Page) => page.locator('main form');

async function logIn(page: Page, email = MEMBER.email, password = MEMBER.password) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await form(page).getByRole('button').last().click();
}

/** The user menu greets the member by first name (its exact wording follows the language). */
async function expectLoggedIn(page: Page) {
  await expect(page.getByText(MEMBER.name).filter({ visible: true }).first()).toBeVisible();
}

test.describe('web login', () => {
  test('public club 2: logs in and lands home with the user greeted', async ({ page }) => {
    await page.goto('/auth/login?club=2');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const login = page.waitForRequest((r) => r.url().includes('/api/login') && r.method() === 'POST');
    await logIn(page);
    const body = (await login).postDataJSON();
    expect(body).toMatchObject({ email: MEMBER.email, companyCode: 'MCT', platform: 'WEB' });
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectLoggedIn(page);
  });

  test('private club 1: anonymous goes to login with returnTo, and back to that page after login', async ({ page }) => {
    // a page of the private club with its own query (so coming back to it differs from the default /)
    await page.goto('/?club=1&from=e2e');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/?club=1&from=e2e');
    await logIn(page);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('from') === 'e2e');
    await expectLoggedIn(page);
  });

  test('wrong password: the server message as a toast, what was typed is kept', async ({ page }) => {
    await page.goto('/auth/login?club=2');
    await logIn(page, MEMBER.email, 'not-the-password');
    await expect(page.getByText('The email and password do not match')).toBeVisible();
    // spec §9: toasts are 320 px wide, bottom-right
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'The email and password do not match' });
    await expect.poll(async () => Math.round((await toast.boundingBox())?.width ?? 0)).toBe(320);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.locator('input[name="email"]')).toHaveValue(MEMBER.email);
    await expect(page.locator('input[name="password"]')).toHaveValue('not-the-password');
    // the button is usable again and a second try works
    await page.locator('input[name="password"]').fill(MEMBER.password);
    await form(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('empty submit shows the field messages and sends nothing', async ({ page }) => {
    await page.goto('/auth/login?club=2');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/login')) sent = true;
    });
    await form(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('the email comes pre-filled from ?email=', async ({ page }) => {
    await page.goto('/auth/login?club=2&email=free%40demo.club');
    await expect(page.locator('input[name="email"]')).toHaveValue('free@demo.club');
  });

  test('club 1 (signup allowed): signup and recovery links, texts in Spanish (its language)', async ({ page }) => {
    await page.goto('/auth/login?club=1');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/auth/signup');
    await expect(page.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/auth/forgotten-password',
    );
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('club 2: texts in English', async ({ page }) => {
    await page.goto('/auth/login?club=2');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });

  test('club 3 (SPT, no signup): no signup link, the SPT password note', async ({ page }) => {
    await page.goto('/auth/login?club=3');
    await expect(page.locator('main form')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Sprint Padel Tour');
    await expect(page.getByRole('link', { name: /Regístrate|Sign up/ })).toHaveCount(0);
  });

  test('club 4: the login advertisement links to its sponsor', async ({ page }) => {
    await page.goto('/auth/login?club=4');
    const ad = page.getByRole('complementary').getByRole('img');
    await expect(ad).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link')).toHaveAttribute(
      'href',
      'https://example.com/sponsor',
    );
  });

  // the login advertisement is labelled like every other one, and the cookie notice never covers it: beside the form
  // on a desktop's first screen, scrolled above the notice on a phone
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    test(`club 4 at ${width}x${height}: the login advertisement is labelled and clear of the cookie notice`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/auth/login?club=4');
      const ad = page.getByRole('complementary', { name: /^(Advertisement|Publicidad)$/ });
      await expect(ad.getByText(/^(Advertisement|Publicidad)$/)).toBeVisible();
      await expect(ad.getByRole('img', { name: 'Patrocinador oficial' })).toBeVisible();
      const notice = page.getByRole('dialog', { name: /^(We use cookies|Usamos cookies)$/ });
      await expect(notice).toBeVisible();
      if (width < 992) await ad.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await expect
        .poll(async () => {
          const [a, n] = await Promise.all([ad.boundingBox(), notice.boundingBox()]);
          if (!a || !n) return 'no box';
          const apart = a.x + a.width <= n.x || n.x + n.width <= a.x || a.y + a.height <= n.y || n.y + n.height <= a.y;
          return apart ? 'clear' : 'under the notice';
        })
        .toBe('clear');
    });
  }

  test('an unsafe returnTo (//evil.example) is ignored: lands on /', async ({ page }) => {
    await page.goto('/auth/login?club=2&returnTo=%2F%2Fevil.example');
    await logIn(page);
    await expect(page).toHaveURL((url) => url.origin === new URL(page.url()).origin && url.pathname === '/');
    expect(new URL(page.url()).host).not.toContain('evil');
  });

  test('logout returns to /auth/login and a private page then requires login again', async ({ page }) => {
    await page.goto('/auth/login?club=1');
    await logIn(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectLoggedIn(page);
    await page.goto('/logout');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.locator('main form')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('club.session') ?? 'null'));
    expect(stored?.state).toMatchObject({ token: null, user: null });
    await page.goto('/?from=e2e');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/?from=e2e');
    await expect(page.locator('main form')).toBeVisible();
  });
});
