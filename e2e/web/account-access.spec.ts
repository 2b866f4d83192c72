/**
 * Who sees which account controls (spec §6): a special user (no USER role) sees only the informational message in
 * the subscription and payment-methods cards; a club with external links (KNC, club 5) shows only the external
 * button and message; anonymous visitors are sent to the login. Read-only.
 */
import { expect, test } from '../support/test';
import { englishWithCookies, logIn, section } from '../support/account';

test.beforeEach(async ({ page }) => englishWithCookies(page));

test('a special user sees only the informational message', async ({ page }) => {
  await logIn(page, 'special@demo.club', 2);
  for (const name of ['Subscription', 'Payment methods'] as const) {
    const card = section(page, name);
    await expect(card.getByTestId('special-user')).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
  }
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('a club with external links shows only the external buttons', async ({ page }) => {
  await logIn(page, 'free@demo.club', 5);
  const subscription = page.locator('#subscription');
  const cards = page.locator('#payment-methods');
  await expect(subscription.locator('a[href="https://example.com/subscribe"]')).toBeVisible();
  await expect(cards.locator('a[href="https://example.com/payment-methods"]')).toBeVisible();
  await expect(subscription.getByRole('button')).toHaveCount(0);
  await expect(cards.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('the subscription and payment-methods addresses of that club lead to its external pages', async ({ page }) => {
  await page.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>External</title><h1>External page</h1>' }),
  );
  await logIn(page, 'free@demo.club', 5, '/account/subscription');
  await expect(page).toHaveURL('https://example.com/subscribe');
  await page.goto('/account/payment-methods');
  await expect(page).toHaveURL('https://example.com/payment-methods');
});

test('the account needs a login', async ({ page }) => {
  await page.goto('/account/subscription?club=2');
  await expect(page).toHaveURL(/\/auth\/login\?.*returnTo=%2Faccount%2Fsubscription/);
});

test('an account address that names no section goes home, like any other unknown path', async ({ page }) => {
  await logIn(page, 'free@demo.club', 2, '/account/nothing-here');
  await expect(page.locator('.home')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByText(/Error 404/)).toHaveCount(0);
});
