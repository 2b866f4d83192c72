/**
 * Renting's generated journeys (machines/product/rentMachine.ts): a fresh member of club 2 opens the rent modal of
 * product 2004 (3.99 €). The provider's answers are set up per journey: saved cards or none (the fake provider),
 * a failed card list or a refused rental (answered in this page only, so no other test sees them); the payment goes
 * through the fake Stripe.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';
import { addCard, newMember, startAs } from '../../support/productSession';
import { journeys, type JourneyContext } from '../../journeys/runner';

const modal = (page: Page) => page.getByRole('dialog');
const rentButton = (page: Page) => modal(page).getByRole('button', { name: /^Rent for/ });
const toast = (page: Page) => page.locator('[data-sonner-toast]');
const set = (values: Record<string, unknown>) => (ctx: JourneyContext) => void Object.assign(ctx.data, values);
/**
 * A busy step (the payment on its way): the modal stays open until it ends. The provider's and Stripe's answers move
 * the flow on by themselves, so by the time this looks the rental may already have gone through (seen in CI).
 */
const paying = async ({ page }: JourneyContext) => {
  const open = modal(page).getByRole('heading', { name: 'Rent this video' });
  await expect(open.or(toast(page).filter({ hasText: 'Product rented' })).first()).toBeVisible();
};

journeys({
  flow: 'rent',
  async start({ page, request, data }) {
    const user = await newMember(request, 2);
    if (data.cards) await addCard(request, user, 2, `pm_fake_visa_4242_${user.userId}`);
    if (data.failCards) {
      let failed = false;
      await page.route(
        (url) => url.pathname.endsWith('/api/subscriptions/users/cards'),
        (route) => {
          if (failed || route.request().method() !== 'GET') return route.fallback();
          failed = true;
          return route.fulfill({ status: 500, json: { message: 'down', status: 500 } });
        },
      );
    }
    if (data.refuseRent)
      await page.route(
        (url) => url.pathname.endsWith('/api/subscriptions/rent'),
        (route) =>
          route.fulfill({
            status: 402,
            json: { message: 'The bank refused this payment', code: 'PAYMENT_REFUSED', status: 402 },
          }),
      );
    await startAs(page, 2, user);
    await page.goto('/product/2004?club=2');
    await page.locator('.product-hero .product-actions__play').click();
  },
  events: {
    'cards.loaded': { setup: set({ cards: true }) },
    'cards.none': { setup: set({ cards: false }) },
    'cards.failed': { setup: set({ failCards: true }) },
    retry: { gesture: async ({ page }) => modal(page).getByRole('button', { name: 'Try again' }).click() },
    rent: { gesture: async ({ page }) => rentButton(page).click() },
    'prepare.ok': {},
    'rent.ok': {},
    'rent.refused': { setup: set({ refuseRent: true }) },
    'confirm.ok': {},
  },
  notInBrowser: {
    'rent.noPayments': 'a club without card payments (SPT, another club): e2e/web/product-actions.spec.ts',
  },
  states: {
    loadingCards: paying,
    cardsFailed: async ({ page }) => {
      await expect(modal(page).getByRole('alert')).toContainText('Your saved cards could not be loaded.');
    },
    choosing: async ({ page, data, event }) => {
      await expect(rentButton(page)).toBeVisible();
      if (event === 'rent.refused')
        await expect(modal(page).getByRole('alert')).toContainText('The bank refused this payment');
      if (data.cards) await expect(modal(page).getByRole('radio').first()).toBeChecked();
      else await expect(modal(page).getByText('You have no saved cards.')).toBeVisible();
      await expect(rentButton(page))[data.cards ? 'toBeEnabled' : 'toBeDisabled']();
    },
    preparing: paying,
    paying,
    confirming: paying,
    done: async ({ page }) => {
      await expect(toast(page).filter({ hasText: 'Product rented' })).toBeVisible();
      await expect(modal(page)).toHaveCount(0);
      await expect(page.locator('.product-hero .product-actions__play')).toHaveAttribute('href', '/product/2004/play');
    },
  },
});
