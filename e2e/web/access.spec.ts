/**
 * Access rules and redirects (spec §2): catalogue routes for anonymous visitors only with public access, the
 * catch-all, the redirect routes, company-gated and device-gated routes.
 */
import { expect, pageProblems, test } from '../support/test';
import { PROVIDER } from '../support/fake';

const path = (url: string) => new URL(url).pathname;

test.describe('anonymous visitors', () => {
  test('a private club sends / to /auth/login', async ({ page }) => {
    await page.goto('/?club=1');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test("a private club's pages ask the provider for nothing it refuses, on a first visit and a returning one", async ({
    page,
  }) => {
    // index.html's boot script used to send the page's calls before the app knew the club was private: 401s, and an
    // error in the browser's console on every visit (Lighthouse's best practices 0.96 on TTT and KNC)
    const problems = pageProblems(page);
    const login = page.getByRole('heading', { level: 1, name: 'Iniciar sesión' });
    for (const address of ['/?club=1', '/magazine?club=1', '/product/1014?club=1', '/category/101?club=1']) {
      await page.goto(address);
      await expect(login).toBeVisible();
    }
    // the session now keeps the club (as private): the next visit decides at once
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('club.session')!).state.club.publicAccess)).toBe(
      false,
    );
    await page.goto('/?club=1');
    await expect(login).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a public club shows / to anonymous visitors', async ({ page }) => {
    await page.goto('/?club=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Mountain Climbing Team' })).toBeVisible();
    expect(path(page.url())).toBe('/');
  });

  test('an unknown path goes home on a public club and to login on a private one', async ({ page }) => {
    await page.goto('/no/such/page?club=2');
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.goto('/no/such/page?club=1');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test.describe('redirect routes', () => {
  test('verify-email goes to verify-user (which always ends on the login page)', async ({ page }) => {
    await page.goto('/verify-email?club=2');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('auth/qr goes to verify-qr, which sends anonymous users to login', async ({ page }) => {
    await page.goto('/auth/qr?qrCode=123456&club=2');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  // the router parses digits as a number; every redirect carries its parameters as they were
  test('auth/qr keeps a numeric code: login brings the member back to verify-qr with it', async ({ page }) => {
    await page.goto('/auth/qr?qrCode=123456&club=2');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/verify-qr?qrCode=123456');
    await expect(page.getByText('Log in on this device, then scan the QR code on your TV again')).toBeVisible();
  });

  test('verify-email keeps a numeric token: verify-user verifies it', async ({ page }) => {
    const verify = page.waitForRequest((r) => r.url().includes('/api/verify-email'));
    await page.goto('/verify-email?club=2&verificationToken=987654');
    expect(new URL((await verify).url()).searchParams.get('verificationToken')).toBe('987654');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });

  test('register and registro keep their search parameters on the way to signup', async ({ page }) => {
    for (const from of ['/register/2', '/registro/2']) {
      await page.goto(`${from}?club=2&coupon=2024&email=member%40demo.club`);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/signup/2');
      const search = new URL(page.url()).searchParams;
      expect(search.get('coupon')).toBe('2024');
      expect(search.get('email')).toBe('member@demo.club');
    }
  });

  test('the login page is for anonymous users only: a logged-in session is sent home', async ({ page }) => {
    await page.goto('/?club=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Mountain Climbing Team' })).toBeVisible();
    const login = await page.request.post(`${PROVIDER}/api/login?club=2`, {
      headers: { 'Accept-Language': 'en' },
      data: { email: 'free@demo.club', password: 'Demo1234!', companyCode: 'MCT', platform: 'WEB' },
    });
    expect(login.ok()).toBe(true);
    const body = (await login.json()) as { token: string; user: { id: number; email: string } };
    await page.evaluate(
      ({ token, user }) =>
        localStorage.setItem(
          'club.session',
          JSON.stringify({
            version: 1,
            state: {
              token,
              user: {
                id: user.id,
                email: user.email,
                firstName: '',
                lastName: '',
                phone: '',
                address: '',
                city: '',
                postalCode: '',
                country: '',
                birthdate: '',
                gender: null,
                language: 'en',
                roles: ['USER'],
                favoriteTeams: [],
              },
              club: { id: 2, name: 'Mountain Climbing Team', companyCode: 'MCT', domain: 'mct.localhost' },
            },
          }),
        ),
      body,
    );
    await page.goto('/auth/login?club=2');
    await expect(page).toHaveURL((u) => u.pathname === '/');
  });
});

test.describe('company- and device-gated routes', () => {
  test('signup exists for TTT but not for SPT or GPT', async ({ page }) => {
    await page.goto('/auth/signup?club=1');
    await expect(page).toHaveURL(/\/auth\/signup/);
    await page.goto('/auth/signup?club=3');
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.goto('/auth/signup?club=6');
    await expect(page).toHaveURL((u) => u.pathname === '/');
  });

  test('restore-password without a token goes to login', async ({ page }) => {
    await page.goto('/auth/restore-password?club=2');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
