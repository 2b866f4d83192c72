/**
 * Signup against the fake provider (spec §2 auth/signup, §5 Signup, §8 Signup): two steps with inline messages, the
 * persistent success toast and the pre-filled login, server errors keeping the values, company-gated access, the
 * external registration page of KNC and the register/registro redirects.
 *
 * Tests run in parallel against one fake provider: every new account has a unique email; nothing is reset.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

const uniqueEmail = () => `signup-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.club`;
const PASSWORD = 'Signup1234!';

/** A form field by its label (labels of required fields end with an aria-hidden asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function fillCredentials(page: Page, email: string, confirm = PASSWORD) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Repeat the password').fill(confirm);
}

async function fillDetails(page: Page) {
  await field(page, 'First name').fill('Ana');
  await field(page, 'Last name').fill('García');
  await field(page, 'Gender').selectOption('female');
  await field(page, 'Date of birth').fill('1990-05-17');
  await field(page, 'Country').selectOption('ES');
}

test.describe('signup (MCT, club 2)', () => {
  test('two steps with inline messages, then the login with the email and a persistent toast; the account logs in', async ({
    page,
  }) => {
    const email = uniqueEmail();
    // the page's timers follow the test's clock (time still flows), so the toast's lifetime is checked without a wait
    await page.clock.install();
    await page.goto('/auth/signup?club=2');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');

    // step 1: a mismatching confirmation is reported under the confirmation and does not advance
    await fillCredentials(page, email, 'Signup1234?');
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = field(page, 'Repeat the password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await confirm.getAttribute('aria-describedby')}`)).toHaveText(
      'verification password does not match',
    );
    await expect(page.getByText('Step 1 of 2 · Your account')).toBeVisible();
    // show/hide works on the password fields
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');

    await confirm.fill(PASSWORD);
    await expect(page.getByText('verification password does not match')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 2 of 2 · About you')).toBeVisible();

    // step 2: every field is required and the privacy policy must be accepted
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(5);
    await expect(page.getByText('You must accept the privacy policy')).toBeVisible();

    await fillDetails(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await expect(page.getByText('You must accept the privacy policy')).toBeVisible();

    // Back keeps everything typed
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(field(page, 'First name')).toHaveValue('Ana');
    await expect(field(page, 'Country')).toHaveValue('ES');

    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('email') === email);
    await expect(field(page, 'Email')).toHaveValue(email);
    const success = toast(page, 'We will send you an email to confirm it.');
    await expect(success).toBeVisible();
    // it does not close by itself (other toasts close after 5 s)
    await page.clock.fastForward(6_000);
    await expect(success).toBeVisible();

    // the new account logs in
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('club.session') ?? 'null')?.state?.user?.email))
      .toBe(email);
  });

  test('an email already registered shows the server message and keeps every value', async ({ page }) => {
    await page.goto('/auth/signup?club=2');
    await fillCredentials(page, 'member@demo.club');
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillDetails(page);
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(toast(page, 'This email is already registered')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signup/);
    await expect(field(page, 'First name')).toHaveValue('Ana');
    await expect(field(page, 'Last name')).toHaveValue('García');
    await expect(field(page, 'Gender')).toHaveValue('female');
    await expect(field(page, 'Date of birth')).toHaveValue('1990-05-17');
    await expect(field(page, 'Country')).toHaveValue('ES');
    await expect(page.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'Email')).toHaveValue('member@demo.club');
    await expect(field(page, 'Password')).toHaveValue(PASSWORD);
  });

  test('register/2 and registro/2 land on /auth/signup/2', async ({ page }) => {
    for (const path of ['/register/2?club=2', '/registro/2?club=2']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/signup/2');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    }
  });
});

test.describe('signup access', () => {
  for (const club of ['3', '6']) {
    test(`club ${club} does not allow signup: /auth/signup redirects away`, async ({ page }) => {
      await page.goto(`/auth/signup?club=${club}`);
      await expect(page).not.toHaveURL(/\/auth\/signup/);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toHaveCount(0);
    });
  }

  test('club 5 (KNC) sends the browser to its external registration page', async ({ page }) => {
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ body: 'external', contentType: 'text/plain' }),
    );
    const external = page.waitForRequest((r) => r.url().startsWith('https://example.com/register'));
    await page.goto('/auth/signup?club=5');
    await external;
    await expect(page).toHaveURL('https://example.com/register');
    await expect(page.getByText('external')).toBeVisible();
  });

  test('club 5 (KNC) /auth/signup/5 also goes to the external page', async ({ page }) => {
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ body: 'external', contentType: 'text/plain' }),
    );
    await page.goto('/auth/signup/5?club=5');
    await expect(page).toHaveURL('https://example.com/register');
  });
});
