/**
 * What a member reads on the catalogue's tiles and the home banner (issue 40): a tile says its subtitle once, and the
 * banner's controls stay readable in light and dark clubs.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    );
  });
});

/** The title and subtitle lines of every titled tile on the page. */
const tileTexts = (page: Page) =>
  page.locator('.thumb__text').evaluateAll((texts) =>
    texts.map((t) => ({
      title: t.querySelector('.thumb__title')?.textContent ?? '',
      subtitle: t.querySelector('.thumb__subtitle')?.textContent ?? '',
    })),
  );

async function expectSubtitlesOnce(page: Page) {
  await expect(page.locator('.thumb__subtitle').first()).toBeVisible();
  const texts = await tileTexts(page);
  const twice = texts.filter((t) => t.subtitle && t.title.includes(t.subtitle));
  expect(twice, 'tiles whose title already holds the subtitle shown under it').toEqual([]);
}

test.describe('a tile shows its subtitle once (club 2: titles on product tiles)', () => {
  test('home rows', async ({ page }) => {
    await page.goto('/?club=2');
    await expect(page.getByTestId('home-row').first()).toBeVisible();
    await expectSubtitlesOnce(page);
    const tile = page.getByRole('link', { name: /^Route reading - Part 3/ }).first();
    await expect(tile.locator('.thumb__title')).toHaveText('Route reading');
    await expect(tile.locator('.thumb__subtitle')).toHaveText('Part 3');
  });

  test('a category, a collection, search results and a product page’s related row', async ({ page }) => {
    for (const path of [
      '/category/202/courses?club=2&showProducts=true&showCollections=true',
      '/collection/251?club=2',
      '/search?search=part&club=2',
      '/product/2004?club=2',
    ]) {
      await page.goto(path);
      await expectSubtitlesOnce(page);
    }
  });
});
