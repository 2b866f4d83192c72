/**
 * The add-card target (spec §2: "a separate /account/payment-methods target adds cards"): renting
 * or booking without a saved card, "Add a card" opens the add-card dialog at /account/payment-methods, and once the
 * card is saved the member is back in the rent or booking they were in, the new card selected, their choices kept.
 * Each test uses a member of its own (registered through the provider API), so no other test sees the new card.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { newMember, startAs } from '../support/productSession';
import { fillCard } from '../support/account';
import { bookingDialog, openDayWithSlot, successToast } from './trainers-support';

const addCardDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a card' });

async function saveCard(page: Page, number: string) {
  await expect(addCardDialog(page).getByRole('textbox', { name: 'Card number' })).toBeVisible();
  const dialog = await fillCard(page, number);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Card added')).toBeVisible();
}

test('rent: "Add a card" opens the add-card dialog, then the rent modal is back with the new card chosen', async ({
  page,
  request,
}) => {
  await startAs(page, 2, await newMember(request, 2));
  await page.goto('/product/2004?club=2');
  await page.getByRole('button', { name: 'Rent · 3.99 €' }).click();
  const rent = page.getByRole('dialog', { name: 'Rent this video' });
  await expect(rent.getByText('You have no saved cards.')).toBeVisible();
  await rent.getByRole('link', { name: 'Add a card' }).click();

  // the target opens the add-card flow at once
  await expect(page).toHaveURL(/\/account\/payment-methods\?returnTo=/);
  await saveCard(page, '5555 5555 5555 4444');

  // back on the product with the rent modal open, the new card selected: renting is one click away
  await expect(page).toHaveURL(/\/product\/2004/);
  const back = page.getByRole('dialog', { name: 'Rent this video' });
  await expect(back.getByRole('radio', { name: /4444/ })).toBeChecked();
  await expect(back.getByRole('button', { name: 'Rent for 3.99 €' })).toBeEnabled();
});

test('rent: dismissing the add-card dialog goes back to the rent, nothing lost', async ({ page, request }) => {
  await startAs(page, 2, await newMember(request, 2));
  await page.goto('/product/2004?club=2');
  await page.getByRole('button', { name: 'Rent · 3.99 €' }).click();
  await page.getByRole('dialog', { name: 'Rent this video' }).getByRole('link', { name: 'Add a card' }).click();
  await expect(addCardDialog(page).getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await addCardDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/product\/2004/);
  await expect(
    page.getByRole('dialog', { name: 'Rent this video' }).getByText('You have no saved cards.'),
  ).toBeVisible();
});

test('booking: "Add a card" in the payment step, then the same slot is back at the payment step with the new card', async ({
  page,
  request,
}) => {
  await startAs(page, 2, await newMember(request, 2));
  await page.goto('/trainers/22/x?club=2');
  const slot = await openDayWithSlot(page, /Group session/);
  const start = (await slot.getAttribute('data-start'))!;
  await slot.click();
  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('alert')).toContainText('Add a payment method');
  await dialog.getByRole('link', { name: 'Add a card' }).click();

  await expect(page).toHaveURL(/\/account\/payment-methods\?returnTo=%2Ftrainers%2F22/);
  await expect(addCardDialog(page).getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await saveCard(page, '5555 5555 5555 4444');

  // back on the trainer, the payment step of that very slot, the new card chosen; the address is clean again
  await expect(page).toHaveURL(/\/trainers\/22\/x(\?club=2)?$/);
  const back = bookingDialog(page);
  const card = back.getByRole('radio', { name: /4444/ });
  await expect(card).toBeChecked();
  const booked = page.waitForResponse((r) => /\/api\/meetings\/\d+\/join/.test(r.url()));
  await back.getByRole('button', { name: 'Pay and book' }).click();
  const response = await booked;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as { requestedDateTime: string; paymentMethodId: string };
  expect(new Date(sent.requestedDateTime).toISOString()).toBe(new Date(start).toISOString());
  expect(sent.paymentMethodId).toMatch(/4444/);
  await expect(successToast(page).filter({ hasText: 'Your session is booked.' })).toBeVisible();
});
