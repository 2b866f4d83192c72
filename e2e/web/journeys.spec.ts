/**
 * Journeys across the product page and the player, which were built separately: rent a video, then play it (the
 * player reaches frames and the main video is reported); the play route of a product without a video lands on the
 * product page with the resolution's modal open; the player's back control returns to the product page.
 * Fresh users (club 2) so the shared fake's seeded users stay as they are.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { addCard, newMember, startAs } from '../support/productSession';
import { englishWithCookies, waitForPlayback } from '../support/player';

const playButton = (page: Page) => page.locator('.product-hero .product-actions__play');
const dialog = (page: Page) => page.getByRole('dialog');

test('rent a video, then play it: frames on screen and the main video reported', async ({ page, request }) => {
  const user = await newMember(request, 2);
  await addCard(request, user, 2, `pm_fake_visa_4242_${user.userId}`);
  await startAs(page, 2, user);
  await page.goto('/product/2004?club=2');
  await expect(playButton(page)).toHaveText(/^Rent · /);
  await playButton(page).click();
  await dialog(page)
    .getByRole('button', { name: /^Rent for / })
    .click();
  await expect(playButton(page)).toHaveText('Play');

  const report = page.waitForRequest(
    (r) => r.url().includes('/api/products/2004/visualizations') && r.method() === 'POST',
  );
  await playButton(page).click();
  await expect(page).toHaveURL((u) => u.pathname === '/product/2004/play');
  await waitForPlayback(page, 0.2);
  expect((await report).postDataJSON()).toMatchObject({ duration: expect.any(Number) });
});

test('the play route of a product without a video opens the product page with the resolution modal', async ({
  page,
}) => {
  await englishWithCookies(page);
  // anonymous on the public club: in a plan, no video for them -> log in to continue
  await page.goto('/product/2007/play?club=2');
  await expect(page).toHaveURL((u) => /^\/product\/2007\/[^/]+$/.test(u.pathname));
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
});

test("the player's back control returns to the product page", async ({ page }) => {
  await englishWithCookies(page);
  await page.goto('/product/2009?club=2');
  await playButton(page).click();
  await waitForPlayback(page, 0.2);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL((u) => /^\/product\/2009/.test(u.pathname) && !u.pathname.endsWith('/play'));
  await expect(playButton(page)).toBeVisible();
});
