/**
 * The subscribe wizard's generated journeys (machines/payments/subscribeWizardMachine.ts) on the account page: a new
 * member of club 2 with one saved card (added through the provider API), the monthly plan selected by default; the
 * subscription is answered by the fake provider and the fake Stripe.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';
import { englishWithCookies, logIn, registerUser, section } from '../../support/account';
import { addCard, apiLogin } from '../../support/productSession';
import { journeys } from '../../journeys/runner';

const wizard = (page: Page) => section(page, 'Subscription');
const button = (page: Page, name: string) => wizard(page).getByRole('button', { name, exact: true });

journeys({
  flow: 'subscribeWizard',
  async start({ page, request }) {
    const email = await registerUser(request, 2, 'journey');
    const member = await apiLogin(request, email, 2);
    await addCard(request, member, 2, `pm_fake_visa_4242_${member.userId}`);
    await englishWithCookies(page);
    await logIn(page, email, 2);
  },
  events: {
    next: { gesture: async ({ page }) => button(page, 'Continue').click() },
    back: { gesture: async ({ page }) => button(page, 'Back').click() },
    submit: { gesture: async ({ page }) => button(page, 'Subscribe and pay').click() },
    'subscribe.active': {},
    // the app's own 3 s clock: the check of `done` waits for what it shows
    'refresh.wait': {},
  },
  states: {
    plan: async ({ page }) => {
      await expect(wizard(page).getByRole('radio', { name: /Monthly/ })).toBeChecked();
      await expect(button(page, 'Continue')).toBeEnabled();
    },
    payment: async ({ page }) => {
      await expect(wizard(page).getByRole('radio', { name: /Visa.*4242/ })).toBeChecked();
      await expect(button(page, 'Back')).toBeEnabled();
    },
    review: async ({ page }) => {
      await expect(button(page, 'Subscribe and pay')).toBeEnabled();
      await expect(wizard(page).getByText('12.00 €').first()).toBeVisible();
    },
    // the payment on its way: its answer may already have arrived
    subscribing: async ({ page }) => {
      await expect(wizard(page)).toBeVisible();
    },
    succeeded: async ({ page }) => {
      await expect(page.getByText('You are now subscribed')).toBeVisible();
    },
    done: async ({ page }) => {
      await expect(wizard(page).getByText('Active', { exact: true })).toBeVisible();
      await expect(wizard(page).getByText(/Renews on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    },
  },
  notInBrowser: {
    'subscribeWizard.leavingPayment': 'an eventless state: passed through on the way to the review',
    'subscribeWizard.checkingCoupon': 'coupons: e2e/web/account-subscribe.spec.ts',
    'subscribeWizard.confirming': '3-D Secure: e2e/web/account-subscribe.spec.ts',
  },
});
