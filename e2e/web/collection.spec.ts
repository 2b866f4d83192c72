/**
 * Collection pages (spec §2 collection/{collectionId}[/{title}]): banner, title, subtitle, sanitised HTML
 * description, team logos, product slider, the advertisement modal that opens by itself. Read-only against the
 * shared fake; the hostile description is injected in this page only (page.route).
 */
import { expect, test } from '../support/test';
import { boxesOn } from '../support/layout';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    );
  });
});

const main = (page: Page) => page.getByRole('main');

test.describe('collection (club 2)', () => {
  test('the banner spans the page on every screen, never wider', async ({ page }) => {
    const screens = [
      [1920, 900],
      [1280, 720],
      [800, 1000],
    ] as const;
    for (const { screen, box, page: pageWidth } of await boxesOn(
      page,
      '/collection/251?club=2',
      '.collection__hero',
      screens,
    )) {
      expect(box.left, screen).toBe(0);
      expect(box.width, screen).toBe(pageWidth);
    }
  });

  test('title, subtitle, description and the products', async ({ page }) => {
    await page.goto('/collection/251/beginner-path?club=2');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Beginner path' })).toBeVisible();
    await expect(main(page).locator('.collection__subtitle')).toHaveText('All about climbing');
    await expect(main(page).locator('.collection__description strong')).toHaveText('Beginner path');
    await expect(main(page).getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(7);
    await expect(main(page).getByRole('list', { name: 'Teams' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('a hostile description', () => {
    test('the description is sanitised: no script, no on* handler, no javascript: link', async ({ page }) => {
      const hostile =
        '<p id="d">Safe <strong>text</strong></p><script>window.__pwned = 1</script>' +
        '<img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">bad</a>' +
        '<a href="https://example.com" target="_blank">good</a>';
      await page.route('**/collections/251?**', async (route) => {
        const res = await route.fetch();
        const json = await res.json();
        await route.fulfill({ response: res, json: { ...json, description: hostile } });
      });
      await page.goto('/collection/251?club=2');
      const description = main(page).locator('.collection__description');
      await expect(description.locator('strong')).toHaveText('text');
      await expect(description.locator('script')).toHaveCount(0);
      await expect(page.locator('[onerror]')).toHaveCount(0);
      await expect(description.locator('img')).toHaveCount(0);
      await expect(description.getByText('bad')).not.toHaveAttribute('href', /.+/);
      await expect(description.getByRole('link', { name: 'good' })).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  });

  test('a personal collection has its own style', async ({ page }) => {
    await page.goto('/collection/253?club=2');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Our guides' })).toBeVisible();
    await expect(main(page).locator('.collection--personal')).toHaveCount(1);
  });

  test('without a collectionId the page goes home', async ({ page }) => {
    await page.goto('/collection?club=2');
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });

  test('a failure shows collection_category.error', async ({ page }) => {
    await page.route('**/collections/252?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' }),
    );
    await page.goto('/collection/252?club=2');
    // the toast, and the page's own failure (with Try again: e2e/web/catalogue-tiles.spec.ts)
    await expect(page.getByText('The collection could not be loaded.')).toHaveCount(2);
  });
});

test('club 4: the collection advertisement opens in a modal by itself and closes', async ({ page }) => {
  await page.goto('/collection/451?club=4');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveAttribute('href', 'https://example.com/sponsor');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
});

test('club 6: the team logos slider', async ({ page }) => {
  await page.goto('/collection/651?club=6');
  await expect(main(page).getByRole('list', { name: 'Teams' }).getByRole('listitem')).toHaveCount(3);
});
