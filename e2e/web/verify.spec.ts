/**
 * verify-user and verify-qr against the fake provider: the email verification link (valid and invalid tokens) goes
 * to /auth/login with the outcome toast; verify-qr sends anonymous users to log in with a message and brings them
 * back afterwards; a logged-in user with a bad code goes home with the error toast.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

async function logIn(page: Page) {
  await page.locator('input[name="email"]').fill('member@demo.club');
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.locator('main form').getByRole('button').last().click();
}

test.describe('verify-user', () => {
  test('a valid token: to /auth/login, then the success toast', async ({ page }) => {
    const verify = page.waitForRequest((r) => r.url().includes('/api/verify-email'));
    await page.goto('/verify-user?club=2&verificationToken=verify-abc');
    expect(new URL((await verify).url()).searchParams.get('verificationToken')).toBe('verify-abc');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.getByText('Your account has been verified. You can log in now.')).toBeVisible();
    // the outcome replaced the loading toast (same toast id)
    await expect(page.getByText('Verifying your account…')).toHaveCount(0);
  });

  test('an invalid token: to /auth/login, then the error toast', async ({ page }) => {
    await page.goto('/verify-user?club=2&verificationToken=nope');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.getByText('User could not be verified')).toBeVisible();
    await expect(page.getByText('Your account has been verified. You can log in now.')).toHaveCount(0);
  });

  test('without a token it only redirects', async ({ page }) => {
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/verify-email')) called = true;
    });
    await page.goto('/verify-user?club=2');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.locator('main form')).toBeVisible();
    expect(called).toBe(false);
  });
});

test.describe('verify-qr', () => {
  test('anonymous: to /auth/login with the message, and back to verify-qr after logging in', async ({ page }) => {
    await page.goto('/verify-qr?club=2&qrCode=123456');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/verify-qr?qrCode=123456');
    await expect(page.getByText('Log in on this device, then scan the QR code on your TV again')).toBeVisible();

    // after login the code is authorised (an unknown code here: the error toast) and the user is home
    const authorize = page.waitForRequest((r) => r.url().includes('/api/tv/authorizeCode'));
    await logIn(page);
    expect((await authorize).postDataJSON()).toEqual({ loginCode: 123456 });
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('logged in with a code that is not a number: home with the error toast, nothing sent', async ({ page }) => {
    await page.goto('/auth/login?club=2');
    await logIn(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/tv/authorizeCode')) sent = true;
    });
    await page.goto('/verify-qr?qrCode=not-a-code');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // the member's language is Spanish: the app switched to it after login
    await expect(page.getByText(/QR could not be verified|No se ha podido verificar el código QR/)).toBeVisible();
    expect(sent).toBe(false);
  });
});
