/**
 * What a member reads on the catalogue's tiles and the home banner: a tile says its subtitle once, and the
 * banner's controls stay readable in light and dark clubs.
 */
import { expect, test } from '../support/test';
import { englishWithCookies } from '../support/account';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => englishWithCookies(page));

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

/**
 * The WCAG contrast of an element's text on its own background; a background that lets the slide through is laid
 * over the worst frame behind it (white and black both tried), so the ratio holds over any image or video.
 */
function worstContrast(page: Page, name: string) {
  return page.getByRole('button', { name }).evaluate((el) => {
    const parse = (c: string) => {
      const m = c.match(/[\d.]+/g)!.map(Number);
      return { rgb: m.slice(0, 3), a: m[3] ?? 1 };
    };
    const over = (top: { rgb: number[]; a: number }, under: number[]) =>
      top.rgb.map((v, i) => v * top.a + under[i]! * (1 - top.a));
    const lum = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const bg = parse(style.backgroundColor);
    const fg = parse(style.color);
    return Math.min(
      ...[
        [255, 255, 255],
        [0, 0, 0],
      ].map((frame) => {
        const back = over(bg, frame);
        const [a, b] = [lum(over(fg, back)), lum(back)].sort((x, y) => y - x);
        return (a! + 0.05) / (b! + 0.05);
      }),
    );
  });
}

const banner = (page: Page) => page.getByTestId('banner');
const activeSlide = (page: Page) => banner(page).locator('[data-testid="banner-slide"].is-active');

for (const { club, theme } of [
  { club: '2', theme: 'light' },
  { club: '3', theme: 'dark' },
]) {
  test(`"Close video" on a slide's video is readable (club ${club}, ${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/?club=${club}`);
    await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
    await banner(page).getByRole('button', { name: 'Go to slide 2' }).click();
    await activeSlide(page).getByRole('button', { name: 'Play video' }).click();
    const close = activeSlide(page).getByRole('button', { name: 'Close video' });
    await expect(close).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await worstContrast(page, 'Close video')).toBeGreaterThanOrEqual(4.5);
    await close.hover();
    expect(await worstContrast(page, 'Close video')).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: `../notes/shots/catalogue/banner-close-video-${theme}.png` });
  });
}

test('a slide with only an image shows the image: no shade, no empty title block, no button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?club=2');
  await banner(page).getByRole('button', { name: 'Go to slide 4' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '4 of 4');
  await expect(activeSlide(page).locator('img.banner__image')).toBeVisible();
  await expect(activeSlide(page).locator('.banner__content, .banner__shade')).toHaveCount(0);
  await expect(activeSlide(page).getByRole('button')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '../notes/shots/catalogue/banner-image-only-slide.png' });
});

test.describe('a page whose content fails to load is no dead end', () => {
  /** The next `times` answers to `pattern` fail with a 500; the ones after reach the provider. */
  async function failTimes(page: Page, pattern: string, times: number) {
    let left = times;
    await page.route(pattern, (route) =>
      left-- > 0
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' })
        : route.continue(),
    );
  }

  test('a product: the generic message, and Try again loads it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // the query retries once by itself: two failures make a failure the member sees
    await failTimes(page, '**/products/2004?**', 2);
    await page.goto('/product/2004?club=2');
    const failure = page.getByTestId('product-failed').getByRole('alert');
    await expect(failure).toContainText('Oops! something unexpected has happened. Please try again in a few moments.');
    await page.screenshot({ path: '../notes/shots/catalogue/product-load-failed.png' });
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-failed')).toHaveCount(0);
  });

  test('a product opened from a category: Back returns to it', async ({ page }) => {
    await page.goto('/category/202/courses?club=2&showProducts=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await failTimes(page, '**/products/2*?**', 2);
    await page.getByRole('main').getByRole('list', { name: 'Videos' }).getByRole('link').first().click();
    await page.getByTestId('product-failed').getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });

  test('a product opened first offers Home', async ({ page }) => {
    await failTimes(page, '**/products/2004?**', 2);
    await page.goto('/product/2004?club=2');
    await page.getByTestId('product-failed').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('banner')).toBeVisible();
  });

  test('a collection: its message, Try again loads it', async ({ page }) => {
    await failTimes(page, '**/collections/251?**', 2);
    await page.goto('/collection/251?club=2');
    const failure = page.getByTestId('collection-failed').getByRole('alert');
    await expect(failure).toContainText('The collection could not be loaded.');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Beginner path' })).toBeVisible();
  });
});
