/**
 * Category pages (spec §2 category/{categoryId}[/{title}]): heading, grids chosen by showProducts/showCollections,
 * advertisement banner (image, or script in a sandboxed iframe), empty state, redirects, catalogue access.
 * Read-only against the shared fake.
 */
import { expect, test } from '../support/test';
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
const videos = (page: Page) => main(page).getByRole('list', { name: 'Videos' });
const collections = (page: Page) => main(page).getByRole('list', { name: 'Collections' });

test.describe('category (club 2)', () => {
  test('products and collections, with the name as heading; thumbnails link to their pages', async ({ page }) => {
    await page.goto('/category/202/courses?club=2&showProducts=true&showCollections=true');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(videos(page).getByRole('listitem')).toHaveCount(8);
    await expect(collections(page).getByRole('listitem')).toHaveCount(2);
    // spec §2: the slug is built from the full title ("title - subtitle")
    await expect(collections(page).getByRole('link', { name: /Beginner path/ })).toHaveAttribute(
      'href',
      '/collection/251/beginner-path---all-about-climbing',
    );
  });

  test("the first video tile, the page's largest paint, is preloaded before the app renders it (with CORS, as the tile asks for it) and fetched once", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const images: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'image' && images.push(r.url())));
    await page.goto('/category/201?club=2');
    const first = videos(page).locator('img.thumb__image').first();
    await expect(first).toHaveJSProperty('complete', true);
    await expect(first).toHaveAttribute('crossorigin', 'anonymous');
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => ({
        href: l.href,
        crossOrigin: l.crossOrigin,
        priority: l.getAttribute('fetchpriority'),
      })),
    );
    expect(preloads).toEqual([{ href: src, crossOrigin: 'anonymous', priority: 'high' }]);
    // the preload is the tile's request (a preload without CORS would not be, and the tile would ask again)
    expect(images.filter((u) => u === src)).toHaveLength(1);
    // the tile's dominant colour was read from it (a tainted image would leave the overlay's default)
    await expect
      .poll(() =>
        videos(page)
          .getByTestId('thumbnail')
          .first()
          .evaluate((a) => (a as HTMLElement).style.cssText),
      )
      .toMatch(/--thumb-overlay-50: rgb/);
  });

  for (const [query, products, cols] of [
    ['', true, true],
    ['showProducts=true', true, false],
    ['showCollections=true', false, true],
    ['showProducts=true&showCollections=true', true, true],
    ['showProducts=nonsense', true, true],
  ] as const) {
    test(`?${query || '(no flags)'} -> products ${products}, collections ${cols}`, async ({ page }) => {
      await page.goto(`/category/202?club=2${query ? `&${query}` : ''}`);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
      await expect(videos(page)).toHaveCount(products ? 1 : 0);
      await expect(collections(page)).toHaveCount(cols ? 1 : 0);
    });
  }

  test('a collections-only category shows the collection grid; personal collections in profile style', async ({
    page,
  }) => {
    await page.goto('/category/203?club=2');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    await expect(collections(page).getByRole('listitem')).toHaveCount(3);
    await expect(videos(page)).toHaveCount(0);
    await expect(collections(page).locator('.thumb--profile')).toHaveCount(1);
    await expect(collections(page).locator('.thumb--portrait')).toHaveCount(2);
  });

  test('without a categoryId the page goes home', async ({ page }) => {
    await page.goto('/category?club=2');
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await page.goto('/category/abc?club=2');
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });

  test('a skeleton shows while the category loads', async ({ page }) => {
    // the provider's answer is held until the skeleton was seen (a timed delay raced a slow machine's page load)
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/categories/201/content**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/category/201?club=2');
    await expect(main(page).getByRole('status', { name: 'Loading' })).toBeVisible();
    release();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Featured' })).toBeVisible();
    await expect(main(page).getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('a failure shows product_category.error and the loading state stays', async ({ page }) => {
    // intercepted in this page only (the shared fake is not touched)
    await page.route('**/categories/201/content**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' }),
    );
    await page.goto('/category/201?club=2');
    await expect(page.getByText('The category could not be loaded.')).toBeVisible();
    await expect(main(page).getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test.describe('category (club 4)', () => {
  test('an image advertisement banner links to its sponsor', async ({ page }) => {
    await page.goto('/category/402?club=4');
    const ad = main(page).getByRole('complementary', { name: 'Advertisement' });
    await expect(ad.getByRole('img')).toBeVisible();
    await expect(ad.getByRole('link')).toHaveAttribute('href', 'https://example.com/sponsor');
  });

  test('a script advertisement runs only in a sandboxed iframe', async ({ page }) => {
    await page.goto('/category/401?club=4');
    const frame = main(page).getByRole('complementary', { name: 'Advertisement' }).locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    // the ad's markup is inside the frame, never in the page
    await expect(page.locator('main .fake-ad')).toHaveCount(0);
    await expect(page.frameLocator('main iframe').locator('.fake-ad')).toHaveCount(1);
  });

  test('an empty category shows the empty state', async ({ page }) => {
    await page.goto('/category/406?club=4');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByText('There is nothing here yet.')).toBeVisible();
    await expect(videos(page)).toHaveCount(0);
    await expect(collections(page)).toHaveCount(0);
  });
});

test('private club 1: an anonymous visitor goes to /auth/login with returnTo', async ({ page }) => {
  await page.goto('/category/102/x?club=1');
  await expect(page).toHaveURL(/\/auth\/login\?.*returnTo=%2Fcategory%2F102%2Fx/);
});
