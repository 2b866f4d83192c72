/**
 * The early hero (src/boot/earlyHero.ts): index.html's boot paints the page's largest element from its own answers
 * before the framework has run, and the app's first render takes its place with the same element.
 * - with the framework chunk blocked, the hero (image, title) is on screen from index.html alone;
 * - with the framework held until the early hero is there, then let through: after the app's render there is one
 *   hero, in the early one's box, and nothing shifted (a layout-shift observer, which does not see a replaced node,
 *   and the box compared);
 * - with the boot's call failing (once: the app's retry gets the answer), nothing is painted early and the page
 *   renders as usual.
 * On a light (MCT) and a dark (FBT) club. The faults are scoped to club keys no other test uses
 * ('<code>.early-<page>.localhost').
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { clearFaults, injectFault } from '../support/fake';

const FRAMEWORK = /\/assets\/framework-[^/]+\.js$/;

const PAGES = [
  { name: 'home', path: '/', hero: '.banner__slide.is-active', title: '.banner__title', call: '/slider/list' },
  {
    name: 'product',
    path: '/product/{id}',
    hero: '.product-hero',
    title: '.product-hero__title',
    call: '/products/{id}',
  },
  { name: 'magazine', path: '/magazine', hero: '.news-card--large', title: '.news-card__title', call: '/news' },
] as const;

const CLUBS = [
  { code: 'mct', id: 2, product: 2014, theme: 'light' },
  { code: 'fbt', id: 4, product: 4014, theme: 'dark' },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the club's look gives the hero: its title's colour and font, and the primary colour a button takes. */
interface Look {
  primary: string;
  titleColor: string;
  titleFont: string;
}

declare global {
  interface Window {
    __shift: number;
    __early: (Box & { text: string; look: Look }) | null;
  }
}

/** English, cookies accepted; the layout shifts summed, and the early hero's box and title as it is first painted. */
async function observe(page: Page, hero: string, title: string) {
  await page.addInitScript(
    ({ hero, title }) => {
      localStorage.setItem(
        'club.configuration',
        JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
      );
      window.__shift = 0;
      window.__early = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        const el = window.__early ? null : document.querySelector(`[data-early-paint] ${hero}`);
        if (!el) return;
        const { x, y, width, height } = el.getBoundingClientRect();
        const titleEl = el.querySelector(title);
        const titleStyle = titleEl ? getComputedStyle(titleEl) : null;
        window.__early = {
          x,
          y,
          width,
          height,
          text: titleEl?.textContent ?? '',
          look: {
            primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
            titleColor: titleStyle?.color ?? '',
            titleFont: titleStyle?.fontFamily ?? '',
          },
        };
      }).observe(document, { childList: true, subtree: true });
    },
    { hero, title },
  );
}

const pathOf = (p: (typeof PAGES)[number], club: (typeof CLUBS)[number], key: string) =>
  `${p.path.replace('{id}', String(club.product))}?club=${key}`;

for (const club of CLUBS) {
  for (const p of PAGES) {
    test.describe(`${club.code} ${p.name}`, () => {
      test('the hero is painted from the boot data before the framework has run', async ({ page }) => {
        await observe(page, p.hero, p.title);
        await page.route(FRAMEWORK, (route) => route.abort());
        await page.goto(pathOf(p, club, String(club.id)));
        const early = page.locator(`[data-early-paint] ${p.hero}`);
        await expect(early.locator(p.title)).toBeVisible();
        await expect(early.locator(p.title)).not.toBeEmpty();
        await expect(early.locator('img')).toHaveJSProperty('complete', true);
        expect(await early.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await expect(page.locator('html')).toHaveAttribute('data-theme', club.theme);
        await page.screenshot({ path: test.info().outputPath(`${club.code}-${p.name}-early.png`) });
      });

      test('the app takes its place: one hero, the same box, no layout shift', async ({ page }) => {
        await observe(page, p.hero, p.title);
        // the framework waits for the early hero, so that the app's render always follows it
        await page.route(FRAMEWORK, async (route) => {
          await page.locator('[data-early-paint]').waitFor({ state: 'attached' });
          await route.continue();
        });
        await page.goto(pathOf(p, club, String(club.id)));
        const hero = page.locator(`#main ${p.hero}`);
        await expect(hero.locator(p.title)).toBeVisible();
        await expect(page.locator('[data-early-paint]')).toHaveCount(0);
        await expect(page.locator(p.hero)).toHaveCount(1);
        const early = await page.evaluate(() => window.__early);
        expect(early).not.toBeNull();
        await expect(hero.locator(p.title)).toHaveText(early!.text);
        const box = await hero.boundingBox();
        for (const side of ['x', 'y', 'width', 'height'] as const) expect(box![side]).toBeCloseTo(early![side], 0);
        expect(await page.evaluate(() => window.__shift)).toBe(0);
        // in the club's look from its first frame: the colours and fonts the app then applies are those it had
        const look = await hero.locator(p.title).evaluate((el) => ({
          primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
          titleColor: getComputedStyle(el).color,
          titleFont: getComputedStyle(el).fontFamily,
        }));
        expect(early!.look).toEqual(look);
        await page.screenshot({ path: test.info().outputPath(`${club.code}-${p.name}-app.png`) });
      });

      test('with the boot data failing, nothing is painted early and the page renders', async ({ page, request }) => {
        const key = `${club.code}.early-${p.name}.localhost`;
        // the boot's call fails; the app's retry gets the answer
        await injectFault(request, { path: p.call, club: key, status: 500, times: 1 });
        try {
          await observe(page, p.hero, p.title);
          await page.goto(pathOf(p, club, key));
          await expect(page.locator(`#main ${p.hero} ${p.title}`)).toBeVisible();
          await expect(page.locator(p.hero)).toHaveCount(1);
          expect(await page.evaluate(() => window.__early)).toBeNull();
        } finally {
          await clearFaults(request, key);
        }
      });
    });
  }
}
