/**
 * Subscribe wizard against the fake provider and the fake Stripe (spec §4 Subscription, §5 subscribe rules, §8, §9):
 * coupons (invalid, then valid, kept in the `coupon` query parameter), a payment that needs confirmation, and a
 * failed payment followed by a retry. Each test registers its own member of club 2, so nothing shared changes.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { addCard, englishWithCookies, logIn, registerUser, section } from '../support/account';

test.beforeEach(async ({ page }) => englishWithCookies(page));

async function addCardFromWizard(page: Page, number: string) {
  await section(page, 'Subscription').getByRole('button', { name: 'Add a card' }).click();
  await addCard(page, number);
}

test('subscribe with a coupon: invalid one warned and cleared, valid one discounted and kept in the address', async ({
  page,
  request,
}) => {
  const email = await registerUser(request, 2, 'coupon');
  await logIn(page, email, 2, '/account?coupon=OLDPROMO');
  const sub = section(page, 'Subscription');
  // step 0: the first plan is selected
  await expect(sub.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await expect(sub.getByRole('button', { name: 'Review and pay' })).toBeDisabled();
  await sub.getByRole('button', { name: 'Continue' }).click();
  // step 1 without a card
  await expect(sub.getByText('You have no saved cards yet')).toBeVisible();
  await sub.getByRole('button', { name: 'Continue' }).click();
  await expect(sub.getByRole('alert')).toHaveText('Select a payment method to continue');
  await addCardFromWizard(page, '4242 4242 4242 4242');
  await expect(sub.getByRole('radio', { name: /Visa.*4242/ })).toBeChecked();
  // the added card answers the warning
  await expect(sub.getByText('Select a payment method to continue')).toHaveCount(0);
  // the coupon came from the address; an invalid one is refused when leaving the step
  const coupon = sub.getByRole('textbox', { name: 'Coupon (optional)' });
  await expect(coupon).toHaveValue('OLDPROMO');
  await sub.getByRole('button', { name: 'Continue' }).click();
  await expect(sub.getByRole('alert')).toHaveText('Coupon not recognized');
  await expect(sub.getByRole('button', { name: 'Subscribe and pay' })).toHaveCount(0);
  await coupon.fill('NOPE');
  await sub.getByRole('button', { name: 'Continue' }).click();
  await expect(sub.getByRole('alert')).toHaveText('Coupon not recognized');
  await coupon.fill('WELCOME10');
  await expect(page).toHaveURL(/coupon=WELCOME10/);
  await sub.getByRole('button', { name: 'Continue' }).click();
  // review: 12.00 € with 10 % off
  await expect(sub.getByText('WELCOME10')).toBeVisible();
  await expect(sub.getByText('10.80 €')).toBeVisible();
  // the indicator jumps back and forth once the choices exist
  await sub.getByRole('button', { name: 'Plan' }).click();
  await expect(sub.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await sub.getByRole('button', { name: 'Review and pay' }).click();
  await expect(sub.getByText('10.80 €')).toBeVisible();
  const subscribed = page.waitForResponse(
    (r) => r.url().includes('/api/subscriptions/users?') && r.request().method() === 'POST',
  );
  await sub.getByRole('button', { name: 'Subscribe and pay' }).click();
  expect((await subscribed).request().postDataJSON()).toMatchObject({ couponId: expect.any(String) });
  await expect(page.getByText('You are now subscribed')).toBeVisible();
  // 3 s later the subscription is refreshed: the card replaces the wizard
  await expect(sub.getByText('Active', { exact: true })).toBeVisible();
  await expect(sub.getByText(/Renews on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(sub.getByText('Coupon WELCOME10')).toBeVisible();
});

test('a payment that needs confirmation is confirmed through Stripe and becomes active', async ({ page, request }) => {
  const email = await registerUser(request, 2, 'confirm');
  await logIn(page, email, 2);
  const sub = section(page, 'Subscription');
  await sub.getByRole('radio', { name: /Yearly/ }).check();
  await sub.getByRole('button', { name: 'Continue' }).click();
  await addCardFromWizard(page, '4000 0000 0000 0341');
  await sub.getByRole('button', { name: 'Continue' }).click();
  await expect(sub.getByText('120.00 €').first()).toBeVisible();
  const confirmed = page.waitForRequest((r) => r.url().endsWith('/__control/payments/confirm'));
  await sub.getByRole('button', { name: 'Subscribe and pay' }).click();
  expect((await confirmed).postDataJSON().clientSecret).toMatch(/_secret_3ds/);
  await expect(page.getByText('You are now subscribed')).toBeVisible();
  await expect(sub.getByText('Active', { exact: true })).toBeVisible();
  await expect(sub.getByRole('heading', { name: 'Yearly' })).toBeVisible();
});

test('a failed payment shows the payment error; retrying with a card makes it active', async ({ page, request }) => {
  // the bank declines the first confirmation only (fault injected into the fake Stripe for this page)
  await page.route('**/standins/stripe.js', async (route) => {
    const response = await route.fetch();
    const body =
      (await response.text()) +
      `\n;(function () {
        var original = window.Stripe.prototype.confirmCardPayment;
        var declined = false;
        window.Stripe.prototype.confirmCardPayment = function (secret, data) {
          if (!declined) {
            declined = true;
            return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
          }
          return original.call(this, secret, data);
        };
      })();`;
    await route.fulfill({ response, body });
  });
  const email = await registerUser(request, 2, 'retry');
  await logIn(page, email, 2);
  const sub = section(page, 'Subscription');
  await sub.getByRole('button', { name: 'Continue' }).click();
  await addCardFromWizard(page, '4000 0000 0000 0341');
  await sub.getByRole('button', { name: 'Continue' }).click();
  await sub.getByRole('button', { name: 'Subscribe and pay' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  // subscription, plans and cards refreshed: the pending payment shows as an error with a retry
  await expect(sub.getByText('Payment failed')).toBeVisible();
  await expect(sub.getByText('The last payment could not be completed.')).toBeVisible();
  await sub.getByRole('button', { name: 'Retry payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Retry the payment' });
  await expect(modal.getByRole('radio', { name: /Visa.*0341/ })).toBeChecked();
  await modal.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment completed')).toBeVisible();
  await expect(sub.getByText('Active', { exact: true })).toBeVisible();
  await expect(sub.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
});

test('an ERROR answer shows subscribe_card.error, then subscription, plans and cards are refreshed', async ({
  page,
  request,
}) => {
  const email = await registerUser(request, 2, 'error');
  await logIn(page, email, 2);
  const sub = section(page, 'Subscription');
  await sub.getByRole('button', { name: 'Continue' }).click();
  await addCardFromWizard(page, '4242 4242 4242 4242');
  await sub.getByRole('button', { name: 'Continue' }).click();
  // the provider answers ERROR for this payment (only in this page)
  await page.route('**/api/subscriptions/users?*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { status: 'ERROR', clientSecret: null, subscriptionId: 1 } })
      : route.continue(),
  );
  const refreshed = ['/api/plans/list', '/api/subscriptions/users/cards', '/subscription'].map((part) =>
    page.waitForResponse((r) => r.url().includes(part) && r.request().method() === 'GET'),
  );
  await sub.getByRole('button', { name: 'Subscribe and pay' }).click();
  await expect(page.getByText('The subscription could not be completed. Please try again.')).toBeVisible();
  await Promise.all(refreshed);
  // nothing was lost: the review is still there to try again
  await expect(sub.getByRole('button', { name: 'Subscribe and pay' })).toBeEnabled();
  await expect(page.getByText('You are now subscribed')).toHaveCount(0);
});
