/**
 * index.html's boot script, in the production build (`web`) and on the Vite dev server that `npm start` runs
 * (`web-dev`) alike: it starts the first screen's calls while the app's entry module is still on its way, sets a
 * light club's theme from the configuration it fetched, preloads the banner's first image, and the app then takes
 * those answers over instead of asking again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The app's entry module: the build's hashed chunk, or the dev server's source module. */
const ENTRY = /\/assets\/index-[^/]+\.js$|\/src\/main\.tsx$/;

/** Holds back the app's entry module until `release()`. */
async function holdEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the boot starts the first calls before the app runs, and the app takes them over', async ({ page }) => {
  const configurationCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/configuration\/club\?/.test(request.url())) configurationCalls.push(request.url());
  });
  const release = await holdEntry(page);
  await page.goto('/?club=2', { waitUntil: 'commit' });
  // the club's configuration answered the boot: a light club's page is light while the app has not run
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  // the banner's first slide image, preloaded from the boot's slides call
  await expect(page.locator('head link[rel="preload"][as="image"]').first()).toBeAttached();
  expect(await page.evaluate(() => typeof (window as { __clubBoot?: unknown }).__clubBoot)).toBe('object');
  release();
  await expect(page.getByRole('link', { name: /Mountain Climbing Team/ }).first()).toBeVisible();
  // one configuration call: the boot's, taken over by the app
  expect(configurationCalls).toHaveLength(1);
});
