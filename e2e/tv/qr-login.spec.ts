/**
 * QR login on TV, end to end with two browser contexts: the TV build shows a QR code and the code; a phone (the web
 * build) logged in on the same club opens the verify-qr address of that code; the TV, polling every 3 s, then
 * lands home logged in. No fixed sleeps: every wait is on a request, a role or a text.
 */
import { expect, test } from '../support/test';
import { WEB_ORIGIN } from '../support/fake';
import { focusedName, inNavbar, pressToEnd, remote } from '../support/tv';

/** The web build (the phone): its own Playwright project serves it. */
const WEB_URL = process.env.E2E_WEB_URL ?? WEB_ORIGIN;
const CLUB = '2';

test('a phone authorises the TV code and the TV logs in', async ({ page, browser }) => {
  // TV: the login route shows the QR page, not the form
  const codeAnswer = page.waitForResponse((r) => r.url().includes('/api/tv/loginCode') && r.ok());
  await page.goto(`/auth/login?club=${CLUB}`);
  const { loginCode } = (await (await codeAnswer).json()) as { loginCode: number };
  await expect(page.getByRole('heading', { name: 'Log in with your phone' })).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  const qr = page.getByRole('img', { name: 'QR code to log in on this TV' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('width', '280');
  // the code is shown as text too: read it from the page
  const shown = (await page.getByTestId('tv-login-code').textContent())?.trim();
  expect(shown).toBe(String(loginCode));
  // no signup link on TV
  await expect(page.getByRole('link', { name: /Sign up|Regístrate/ })).toHaveCount(0);

  // it polls while the code is pending
  const firstPoll = await page.waitForResponse((r) => r.url().includes('/api/tv/validateCode'));
  expect(firstPoll.status()).toBe(400);
  expect(firstPoll.request().postDataJSON()).toEqual({ loginCode: Number(shown) });

  // phone: log in on the same club, then open the address the QR encodes
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
    await expect(web).toHaveURL((url) => url.pathname === '/');
    await expect(web.getByText(/QR code verified|Código QR verificado/)).toBeVisible();
  } finally {
    await phone.close();
  }

  // TV: the next poll succeeds, it logs in and goes home
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect(page.getByText(/María José/).first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('club.session') ?? 'null'));
  expect(stored?.state?.token).toMatch(/^tok_/);
});

test('each visit gets its own code and QR', async ({ page }) => {
  await page.goto(`/auth/login?club=${CLUB}`);
  const code = page.getByTestId('tv-login-code');
  await expect(code).toHaveText(/^\d{6}$/);
  // qrcode.react draws the modules as one path: a new code gives a new drawing (the encoded address itself is
  // checked in the model and view tests)
  const d1 = await page.locator('.qr-login__qr svg path').last().getAttribute('d');
  await page.reload();
  await expect(page.getByTestId('tv-login-code')).toHaveText(/^\d{6}$/);
  const d2 = await page.locator('.qr-login__qr svg path').last().getAttribute('d');
  expect(d1).toBeTruthy();
  expect(d2).not.toBe(d1);
});

test('leaving the login page stops the polling', async ({ page }) => {
  await page.goto(`/auth/login?club=${CLUB}`);
  await page.waitForResponse((r) => r.url().includes('/api/tv/validateCode'));
  // an in-app navigation (the club's logo link home, with the remote), not a reload: the route's actor must stop
  // by itself
  const tv = remote(page);
  await tv.pressUntil('ArrowUp', () => inNavbar(page), 12);
  await pressToEnd(page, 'ArrowLeft');
  expect(await focusedName(page, /Mountain Climbing Team/)).toBe(true);
  await tv.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  let polled = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/tv/validateCode')) polled += 1;
  });
  // two poll intervals without a request; waiting on a request that must not come (bounded)
  const late = await page
    .waitForRequest((r) => r.url().includes('/api/tv/validateCode'), { timeout: 7000 })
    .then(() => true)
    .catch(() => false);
  expect(late).toBe(false);
  expect(polled).toBe(0);
});
