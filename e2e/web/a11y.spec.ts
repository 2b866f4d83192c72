/** Accessibility scans (axe, WCAG 2.2 AA) of the screens that exist, in a dark and a light club. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

async function scan(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const club of ['2', '4']) {
  test(`home of club ${club} has no WCAG AA violations`, async ({ page }) => {
    await page.goto(`/?club=${club}`);
    await expect(page.locator('.row__title').first()).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
}

test('the unknown-club 404 page has no WCAG AA violations', async ({ page }) => {
  await page.goto('/?club=unknown.example');
  await expect(page.getByRole('heading', { name: 'Oops! Error 404' })).toBeVisible();
  expect(await scan(page)).toEqual([]);
});
