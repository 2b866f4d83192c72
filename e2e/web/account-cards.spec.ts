/**
 * Payment methods (spec §2 payment-methods section, §5 card rules, §8): add a card with the provider's secure fields
 * (a declined card shows Stripe's message as is), make a card the default, and the refused deletions (the default
 * card; a card tied to the subscription). trial@demo.club of club 2 ends with the cards it started with.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { englishWithCookies, fillCard, logIn, PASSWORD, section } from '../support/account';
import { clearFaults, PROVIDER } from '../support/fake';

test.beforeEach(async ({ page }) => englishWithCookies(page));

const cardItem = (page: Page, last4: string) =>
  section(page, 'Payment methods')
    .getByRole('listitem')
    .filter({ hasText: `**** **** **** ${last4}` });

async function menu(page: Page, last4: string, action: 'Make default' | 'Delete') {
  const item = cardItem(page, last4);
  await item.getByLabel(/Options for the card/).click();
  await item.getByRole('button', { name: action }).click();
}

test('add, make default and delete cards, with the refused deletions', async ({ page }) => {
  // the account menu's Payment methods opens the list of cards, not the add-card dialog (adding is done from it)
  await logIn(page, 'trial@demo.club', 2, '/');
  await page.getByRole('button', { name: 'Hi, Tina' }).click();
  await page.getByRole('link', { name: 'Payment methods' }).click();
  await expect(page).toHaveURL(/\/account\/payment-methods$/);
  const cards = section(page, 'Payment methods');
  await expect(cardItem(page, '4242')).toContainText('Default');
  await expect(cards).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Add a card' })).toHaveCount(0);

  // add: submit waits for the secure fields; a declined card shows the provider's message; then a good card
  await cards.getByRole('button', { name: 'Add a card' }).click();
  const dialog = await fillCard(page, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  // spec §8: errors appear as toasts too
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Card added')).toBeVisible();
  await expect(cardItem(page, '4444')).toContainText('Mastercard');

  // the default card offers neither "make default" nor Delete: its menu says why it cannot be deleted
  await cardItem(page, '4242')
    .getByLabel(/Options for the card/)
    .click();
  await expect(cardItem(page, '4242').getByRole('button', { name: 'Make default' })).toHaveCount(0);
  await expect(cardItem(page, '4242').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(cardItem(page, '4242').getByText('The default card cannot be deleted')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('default-card-menu.png') });
  await cardItem(page, '4242')
    .getByLabel(/Options for the card/)
    .click();

  // make the new card the default
  await menu(page, '4444', 'Make default');
  await page
    .getByRole('dialog', { name: 'Make this card the default?' })
    .getByRole('button', { name: 'Make default' })
    .click();
  await expect(page.getByText('Default card changed')).toBeVisible();
  await expect(cardItem(page, '4444')).toContainText('Default');

  // the card tied to the subscription cannot be deleted (the provider says why)
  await menu(page, '4242', 'Delete');
  await page.getByRole('dialog', { name: 'Delete this card?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The card is used by your subscription')).toBeVisible();
  await expect(cardItem(page, '4242')).toHaveCount(1);

  // restore: 4242 default again, the new card deleted
  await menu(page, '4242', 'Make default');
  await page
    .getByRole('dialog', { name: 'Make this card the default?' })
    .getByRole('button', { name: 'Make default' })
    .click();
  await expect(cardItem(page, '4242')).toContainText('Default');
  await menu(page, '4444', 'Delete');
  await page.getByRole('dialog', { name: 'Delete this card?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Card deleted')).toBeVisible();
  await expect(cardItem(page, '4444')).toHaveCount(0);
});

test('Stripe failing to load: stripe.error_connection with a retry that works once it is back', async ({ page }) => {
  let blocked = true;
  let fakeStripe = '';
  await page.route('**/standins/stripe.js', (route) => (blocked ? route.abort() : route.continue()));
  // @stripe/stripe-js then tries Stripe's own address: never reach the network
  await page.route('https://js.stripe.com/**', async (route) => {
    if (blocked) return route.abort();
    return route.fulfill({ contentType: 'application/javascript', body: fakeStripe });
  });
  await logIn(page, 'trial@demo.club', 2, '/account');
  await section(page, 'Payment methods').getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await expect(dialog.getByRole('alert')).toHaveText(/The payment provider could not be reached/);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: /The payment provider could not be reached/ }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save card' })).toHaveCount(0);

  fakeStripe = await (await page.request.get(`${PROVIDER}/standins/stripe.js`)).text();
  blocked = false;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save card' })).toBeEnabled();
});

test('cards that cannot be loaded: payment_methods.error with Try again, never an empty list that looks real', async ({
  page,
  request,
}) => {
  // a club key of this test only (FBT, whose member has two cards), so the fault touches no other test; the 5xx is
  // retried once. The app keeps the key it was opened with as long as it is not reloaded.
  const club = 'fbt.cards-fault.localhost';
  const res = await request.post(`${PROVIDER}/__control/faults`, {
    data: { method: 'GET', path: '/subscriptions/users/cards', club, status: 500, times: 2, body: {} },
  });
  expect(res.ok()).toBe(true);
  await page.goto(`/auth/login?club=${club}&returnTo=${encodeURIComponent('/account/subscription')}`);
  await page.locator('main input[name="email"]').fill('member@demo.club');
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main form').getByRole('button').last().click();
  await expect(page).toHaveURL(/\/account\/subscription/);
  // the member speaks Spanish: payment_methods.error as a toast and in place of the list (an empty list
  // would look real), with a way to try again
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'No se han podido cargar tus métodos de pago' }),
  ).toBeVisible();
  const methods = page.locator('#payment-methods');
  await expect(methods.getByRole('alert')).toHaveText(/No se han podido cargar tus métodos de pago/);
  await expect(methods.getByText('No tienes tarjetas guardadas.')).toHaveCount(0);
  await expect(methods.getByRole('listitem')).toHaveCount(0);

  await clearFaults(request, club);
  await methods.getByRole('button', { name: 'Reintentar' }).click();
  await expect(methods.getByRole('listitem')).toHaveCount(2);
  await expect(methods.getByRole('alert')).toHaveCount(0);
});
