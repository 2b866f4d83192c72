/**
 * The preload map: the entry chunk carries no preload lists; the build's map names each route's and
 * flow's chunks, and a navigation asks for all of them at once (`<link rel="modulepreload">`). On the home the app
 * fetches the map after the first screen; off the home the boot script fetches it with the page's first calls.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const MAP = /\/assets\/preload-map-[\w-]+\.json$/;

const modulepreloads = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
  );

test.describe('the preload map', () => {
  test("from the home, a product page's route and flow chunks are asked for at once", async ({ page }) => {
    const mapResponse = page.waitForResponse(MAP);
    await page.goto('/?club=2');
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
    const map = (await (await mapResponse).json()) as Record<string, string[]>;
    const wanted = [...map['route:/product/$productId/_page']!, ...map['flow:product']!];
    expect(wanted.length).toBeGreaterThan(2);
    expect(await modulepreloads(page)).not.toEqual(expect.arrayContaining(wanted));

    await page.locator('a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => modulepreloads(page)).toEqual(expect.arrayContaining(wanted));
  });

  test("off the home, the boot fetches the map and the page's chunks are asked for from it", async ({ page }) => {
    const mapResponse = page.waitForResponse(MAP);
    await page.goto('/auth/login?club=2');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const map = (await (await mapResponse).json()) as Record<string, string[]>;
    const wanted = [...map['route:/auth/login']!, ...map['flow:login']!];
    await expect.poll(() => modulepreloads(page)).toEqual(expect.arrayContaining(wanted));
  });
});
