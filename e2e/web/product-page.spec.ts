/**
 * The product page (spec §2 product route and Product page): routes and redirects, header, levels, tags, related
 * products, the sanitised description, the advertisement modal, the trailer (autoplays muted, replay, mute), the
 * skeleton. Read-only on the shared fake.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { boxesOn } from '../support/layout';
import type { Page } from '@playwright/test';
import { startAs } from '../support/productSession';

const hero = (page: Page) => page.locator('.product-hero');
const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await startAs(page, 2, null);
});

test('header, levels with their labels, tags linking to search, related products', async ({ page }) => {
  await page.goto('/product/2004?club=2');
  await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText(/^Premiere: /);
  const levels = main(page).locator('.levels');
  await expect(levels.locator('dt').first()).toHaveText('General');
  await expect(levels.locator('dd').first()).toHaveText(/^(Low|Medium|High)$/);
  const tag = main(page).locator('.tags a').first();
  const name = (await tag.textContent())!.slice(1);
  await expect(tag).toHaveAttribute('href', `/search?search=%23${encodeURIComponent(name)}`);
  await tag.click();
  await expect(page).toHaveURL((u) => u.pathname === '/search' && u.searchParams.get('search') === `#${name}`);
});

test("the backdrop, the page's largest paint, is preloaded by the page before the app renders it, and fetched once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const images: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'image' && images.push(r.url())));
  await page.goto('/product/2014?club=2');
  const backdrop = hero(page).locator('img.product-hero__image');
  await expect(backdrop).toHaveJSProperty('complete', true);
  // on a phone, the portrait crop
  const src = await backdrop.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toMatch(/\/images\/portrait\/mct-14-big\.svg$/);
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => ({
      href: l.href,
      media: l.media,
      priority: l.getAttribute('fetchpriority'),
    })),
  );
  expect(preloads).toContainEqual({ href: src, media: '(max-width: 767.98px)', priority: 'high' });
  expect(images.filter((u) => u === src)).toHaveLength(1);
  // the wider screens' image is not fetched on a phone
  expect(images.filter((u) => u.includes('/images/banner/mct-14.svg'))).toHaveLength(0);
});

test('the header spans the page on every screen, its height capped on wide, short ones', async ({ page }) => {
  const screens = [
    [1280, 720],
    [1920, 900],
    [800, 1000],
    [412, 823],
  ] as const;
  for (const { screen, width, height, box, page: pageWidth } of await boxesOn(
    page,
    '/product/2005?club=2',
    '.product-hero',
    screens,
  )) {
    expect(box.left, screen).toBe(0);
    expect(box.width, screen).toBe(pageWidth);
    // 16:9, at most three quarters of the screen's height (from 768 px up)
    if (width >= 768) expect(box.height).toBeCloseTo(Math.min((pageWidth * 9) / 16, height * 0.75), 0);
  }
});

test('the detail and title sub-routes show the same page; other sub-paths go to /product/{id}', async ({ page }) => {
  await page.goto('/product/2014/detail?club=2');
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/product/2014/some-title?club=2');
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/product/2014/some-title/extra/parts?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/product/2014');
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
});

test('a missing or invalid id goes home', async ({ page }) => {
  await page.goto('/product?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto('/product/abc?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/');
});

test('related products link to their pages; an upcoming live one counts down', async ({ page }) => {
  await page.goto('/product/2014?club=2');
  const related = main(page).getByRole('list', { name: 'Related videos' });
  await expect(related.getByRole('listitem').first()).toBeVisible();
  await expect(related.locator('a[href^="/product/"]').first()).toBeVisible();
});

test.describe('a hostile description', () => {
  test('the hostile description is sanitised (no script, no handlers)', async ({ page }) => {
    await page.goto('/product/2013?club=2');
    const description = main(page).locator('.product__description');
    // the sanitised text itself, then what must be gone
    await expect(description.locator('em')).toHaveText('seguro');
    await expect(description.locator('script')).toHaveCount(0);
    await expect(page.locator('[onerror], [onclick]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test('the trailer autoplays muted, stops at its end, and can be replayed with sound', async ({ page }) => {
  await page.goto('/product/2004?club=2');
  const trailer = hero(page).getByTestId('trailer');
  await expect(trailer).toBeVisible();
  await expect.poll(() => trailer.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect.poll(() => trailer.evaluate((v: HTMLVideoElement) => v.currentTime > 0)).toBe(true);
  const sound = hero(page).getByRole('button', { name: 'Trailer sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => trailer.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  // the trailer is a few seconds long: at its end the image shows again
  await expect(trailer).toHaveCount(0, { timeout: 20_000 });
  await hero(page).getByRole('button', { name: 'Play the trailer again' }).click();
  await expect(hero(page).getByTestId('trailer')).toBeVisible();
  await expect
    .poll(() =>
      hero(page)
        .getByTestId('trailer')
        .evaluate((v: HTMLVideoElement) => v.muted),
    )
    .toBe(false);
});

test('with reduced motion the trailer waits for the user', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/product/2004?club=2');
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero(page).getByTestId('trailer')).toHaveCount(0);
  await hero(page).getByRole('button', { name: 'Play the trailer again' }).click();
  await expect(hero(page).getByTestId('trailer')).toBeVisible();
  await expect
    .poll(() =>
      hero(page)
        .getByTestId('trailer')
        .evaluate((v: HTMLVideoElement) => v.muted),
    )
    .toBe(true);
});

test('a trailer that cannot load stops and leaves the image', async ({ page }) => {
  await page.route('**/media/trailer/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/product/2004?club=2');
  await expect(hero(page).locator('.product-hero__image')).toBeVisible();
  await expect(hero(page).getByTestId('trailer')).toHaveCount(0);
  await expect(hero(page).getByRole('button', { name: 'Play the trailer again' })).toBeEnabled();
});

test('without a trailer there is no replay or sound button', async ({ page }) => {
  await page.goto('/product/2014?club=2');
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero(page).getByRole('button', { name: 'Play the trailer again' })).toHaveCount(0);
});

test('a skeleton shows while the product loads', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    (url) => url.pathname.endsWith('/api/products/2014'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/product/2014?club=2');
  await expect(page.getByTestId('product-skeleton')).toBeVisible();
  release();
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
});

test('the advertisement modal opens by itself (club 4, product 4014)', async ({ page }) => {
  await startAs(page, 4, null);
  await page.goto('/product/4014?club=4');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('advertisement')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

for (const [club, id] of [
  [2, 2004],
  [4, 4002],
] as const) {
  test(`product ${id} (club ${club}) and its modal have no WCAG AA violations`, async ({ page }) => {
    await startAs(page, club, null);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/product/${id}?club=${club}`);
    await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
    const scan = async () =>
      (
        await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await scan()).toEqual([]);
    await hero(page).locator('.product-actions__play').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await scan()).toEqual([]);
  });
}
