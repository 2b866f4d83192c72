/** Device-gated routes on the TV build: web-only routes are not reachable (spec §2). */
import { expect, test } from '../support/test';

test('signup and password recovery are web only', async ({ page }) => {
  await page.goto('/auth/signup?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto('/auth/forgotten-password?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/');
});

test('a private club sends an anonymous TV to the login (QR) page', async ({ page }) => {
  await page.goto('/?club=1');
  await expect(page).toHaveURL(/\/auth\/login/);
});
