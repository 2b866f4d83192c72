/**
 * The subscription card (spec §4 display states and actions, §8): cancelled@demo.club of club 2 resumes, then
 * cancels again, which leaves the shared fake as it was; trial@demo.club shows the trial state (read-only).
 */
import { expect, test } from '../support/test';
import { englishWithCookies, logIn, registerUser, section } from '../support/account';
import { addCard, apiLogin } from '../support/productSession';
import { PROVIDER } from '../support/fake';

test.beforeEach(async ({ page }) => englishWithCookies(page));

test('a cancelled subscription resumes, then cancels again', async ({ page }) => {
  await logIn(page, 'cancelled@demo.club', 2, '/account/subscription');
  const sub = section(page, 'Subscription');
  await expect(sub.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(sub.getByText(/Ends on \d{2}\/\d{2}\/\d{4}\. It will not renew\./)).toBeVisible();
  await expect(sub.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

  await sub.getByRole('button', { name: 'Resume subscription' }).click();
  const resume = page.getByRole('dialog', { name: 'Resume your subscription?' });
  await expect(resume.getByText('Your subscription will renew automatically again.')).toBeVisible();
  // dismissing changes nothing
  await resume.getByRole('button', { name: 'Cancel' }).click();
  await expect(resume).toBeHidden();
  await sub.getByRole('button', { name: 'Resume subscription' }).click();
  await resume.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Your subscription has been resumed')).toBeVisible();
  await expect(sub.getByText('Active', { exact: true })).toBeVisible();
  await expect(sub.getByText(/Renews on/)).toBeVisible();

  await sub.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  // the keep choice is named for what it keeps (not "Cancel" beside "Cancel subscription") and changes nothing
  await expect(cancel.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await cancel.getByRole('button', { name: 'Keep my subscription' }).click();
  await expect(cancel).toBeHidden();
  await expect(sub.getByText('Active', { exact: true })).toBeVisible();
  await sub.getByRole('button', { name: 'Cancel subscription' }).click();
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Your subscription has been cancelled')).toBeVisible();
  await expect(sub.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(sub.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
});

test('a trialing subscription shows the end of the trial and offers cancel', async ({ page }) => {
  await logIn(page, 'trial@demo.club', 2, '/account/subscription');
  const sub = section(page, 'Subscription');
  await expect(sub.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(sub.getByText(/Your free trial ends on \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(sub.getByText('12.00 €')).toBeVisible();
  await expect(sub.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});

// a club without card payments (SPT): retrying says the provider is unreachable, in the member's
// words and language (this member reads Spanish), never the provider's technical reason
test('a club without card payments: retrying a failed payment shows stripe.error_connection', async ({ page }) => {
  await logIn(page, 'payment@demo.club', 3, '/account/subscription');
  await page.getByRole('button', { name: 'Reintentar el pago' }).click();
  const retry = page.getByRole('dialog', { name: 'Reintentar el pago' });
  await retry.getByRole('button', { name: 'Pagar ahora' }).click();
  const unavailable =
    'No se ha podido conectar con el proveedor de pagos. No podrás pagar hasta que vuelva a estar disponible.';
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: unavailable })).toBeVisible();
  await expect(page.getByText(/no card payment provider key/)).toHaveCount(0);
  await expect(retry).toBeVisible();
});

// the subscription's change-card action (spec §4); a member of its own, so the shared fake's demo
// users keep their cards
test('change card: the subscription is paid with the chosen card, which becomes the default', async ({
  page,
  request,
}) => {
  const email = await registerUser(request, 2, 'change-card');
  const api = await apiLogin(request, email, 2);
  await addCard(request, api, 2, 'pm_fake_visa_4242_cc');
  await addCard(request, api, 2, 'pm_fake_mastercard_4444_cc');
  const subscribed = await request.post(`${PROVIDER}/api/subscriptions/users?club=2`, {
    headers: { Authorization: `Bearer ${api.token}`, 'Accept-Language': 'en' },
    data: { planId: 21, paymentMethodId: 'pm_fake_visa_4242_cc' },
  });
  expect(subscribed.ok()).toBe(true);

  await logIn(page, email, 2, '/account/subscription');
  const sub = section(page, 'Subscription');
  // the card names the card it charges: the default one
  await expect(sub.getByText('Charged to your Visa card ending in 4242.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('subscription-charged-card.png') });
  await sub.getByRole('button', { name: 'Change card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the card' });
  await expect(dialog.getByRole('radio', { name: /Visa.*4242/ })).toBeChecked();
  // dismissing changes nothing
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await sub.getByRole('button', { name: 'Change card' }).click();
  await dialog.getByRole('radio', { name: /4444/ }).check();
  await dialog.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.getByText('Your subscription will be paid with this card')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    section(page, 'Payment methods').getByRole('listitem').filter({ hasText: '**** **** **** 4444' }),
  ).toContainText('Default');
  await expect(sub.getByText('Charged to your Mastercard card ending in 4444.')).toBeVisible();
  await sub.getByRole('button', { name: 'Change card' }).click();
  await expect(dialog.getByRole('radio', { name: /4444/ })).toBeChecked();
});
