/**
 * Password recovery against the fake provider (spec §2 auth/forgotten-password, auth/restore-password, §5, §8):
 * request a link, restore with a token, the token check of the route and the server errors.
 *
 * Tests run in parallel against one fake provider: the reset token `reset-abc` matches no user, so no demo password
 * changes; the only fault is scoped to a club key no other test uses (`mct.recovery-faults`, which the fake resolves
 * to MCT) and cleared afterwards.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { clearFaults, PROVIDER } from '../support/fake';

/** A form field by its label (labels of required fields end with an aria-hidden asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('forgotten password', () => {
  test('requests a link, then shows the login with the email and a toast', async ({ page }) => {
    await page.goto('/auth/forgotten-password?club=2');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await field(page, 'Email').fill('free@demo');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();

    await field(page, 'Email').fill('free@demo.club');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/auth/login' && url.searchParams.get('email') === 'free@demo.club',
    );
    await expect(field(page, 'Email')).toHaveValue('free@demo.club');
    await expect(toast(page, 'We have sent you an email with a link to reset your password.')).toBeVisible();
  });

  test('a failing request shows the flow message and keeps the email; trying again works', async ({
    page,
    request,
  }) => {
    const club = 'mct.recovery-faults';
    // an error without a message of its own: the flow's message shows (spec §8)
    const res = await request.post(`${PROVIDER}/__control/faults`, {
      data: { path: '/forgotten-password', club, status: 503, times: 1, body: { code: 'MAIL_DOWN' } },
    });
    expect(res.ok()).toBe(true);
    try {
      await page.goto(`/auth/forgotten-password?club=${club}`);
      await field(page, 'Email').fill('free@demo.club');
      await page.getByRole('button', { name: 'Send me the link' }).click();
      await expect(toast(page, 'It was not possible to request a new password')).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/forgotten-password/);
      await expect(field(page, 'Email')).toHaveValue('free@demo.club');

      await page.getByRole('button', { name: 'Send me the link' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    } finally {
      await clearFaults(request, club);
    }
  });
});

test.describe('restore password', () => {
  test('without a token it goes to the login', async ({ page }) => {
    await page.goto('/auth/restore-password?club=2');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });

  test('mismatching passwords are reported; matching ones reset, toast and go to the login', async ({ page }) => {
    await page.goto('/auth/restore-password?club=2&token=reset-abc');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await field(page, 'New password').fill('NewPass1!');
    await field(page, 'Repeat the new password').fill('NewPass2!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const confirm = field(page, 'Repeat the new password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await confirm.getAttribute('aria-describedby')}`)).toHaveText(
      'The passwords do not match',
    );
    await expect(page).toHaveURL(/\/auth\/restore-password/);

    await confirm.fill('NewPass1!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(toast(page, 'Password successfully reset')).toBeVisible();
  });

  test('an invalid token shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/auth/restore-password?club=2&token=not-a-reset-token');
    await field(page, 'New password').fill('NewPass1!');
    await field(page, 'Repeat the new password').fill('NewPass1!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page, 'The reset link is not valid or has expired')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/restore-password/);
    await expect(field(page, 'New password')).toHaveValue('NewPass1!');
    await expect(field(page, 'Repeat the new password')).toHaveValue('NewPass1!');
  });
});
