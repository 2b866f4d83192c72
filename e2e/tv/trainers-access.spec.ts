/** Trainers and my bookings are web only (spec §2, §6): the TV build never opens them. */
import { expect, test } from '../support/test';

test('trainers, a trainer page and my bookings are not reachable on TV', async ({ page }) => {
  await page.goto('/trainers?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto('/trainers/21/emma-walsh?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto('/account/bookings?club=2');
  await expect(page).toHaveURL((u) => /^\/(auth\/login)?$/.test(u.pathname));
});
