/** Accessibility scans (axe, WCAG 2.2 AA) of the account page: the wizard in a dark club, the subscription card,
 * the cards list and the add-card dialog in a light club. Read-only. */
import { axeViolations as scan } from '../support/axe';
import { expect, test } from '../support/test';
import { englishWithCookies, logIn, section } from '../support/account';

test.beforeEach(async ({ page }) => englishWithCookies(page));

test('the subscribe wizard of a dark club has no WCAG AA violations', async ({ page }) => {
  await logIn(page, 'free@demo.club', 1);
  await expect(page.locator('#subscription').getByRole('radio').first()).toBeChecked();
  expect(await scan(page)).toEqual([]);
});

test('the subscription card, the cards and the add-card dialog of a light club have no WCAG AA violations', async ({
  page,
}) => {
  await logIn(page, 'trial@demo.club', 2);
  await expect(section(page, 'Subscription').getByText('Free trial', { exact: true })).toBeVisible();
  expect(await scan(page)).toEqual([]);
  await section(page, 'Payment methods').getByRole('button', { name: 'Add a card' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a card' }).getByRole('textbox', { name: 'CVC' })).toBeVisible();
  expect(await scan(page)).toEqual([]);
});
