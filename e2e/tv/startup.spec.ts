/** The TV build (vite build --mode tv) starts for a club with the device type tv. */
import { expect, test } from '../support/test';

test('the TV build loads a club themed and marks the device as tv', async ({ page }) => {
  await page.goto('/?club=6');
  await expect(page.getByRole('link', { name: /Grand Prix Teams/ }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-device', 'tv');
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()),
  ).toBe('#dc2626');
});

test('the TV build shows the 404 page for an unknown club', async ({ page }) => {
  await page.goto('/?club=unknown.example');
  await expect(page.getByRole('heading', { name: 'Oops! Error 404' })).toBeVisible();
});
