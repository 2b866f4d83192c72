/**
 * The magazine (spec §2 magazine, magazine/{newId}[/{newTitle}], §8 news failure, §9 five featured items): latest
 * news, four novelties, the rest in the news slider; an item's dialog follows the route; a failing /news shows the
 * server message (or the Spanish fallback) as a toast, never a blank page.
 *
 * Tests run in parallel against one fake provider: the only fault is scoped to the club key 'mct.magazine-fault.localhost' and to
 * GET /news, and is used up by the test itself.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { PROVIDER } from '../support/fake';

const CLUB_KEY = 'mct.magazine-fault.localhost';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    );
  });
});

const featured = (page: Page) => page.getByRole('region', { name: 'Featured news' });
const slider = (page: Page) => page.getByRole('region', { name: 'News', exact: true });

test('club 2: the latest news, four novelties and the rest in the slider', async ({ page }) => {
  await page.goto('/magazine?club=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Magazine' })).toBeVisible();
  const cards = featured(page).getByRole('article');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText('Latest news');
  await expect(cards.first()).toContainText('News 1:');
  await expect(cards.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  for (let i = 1; i < 5; i++) {
    await expect(cards.nth(i)).toContainText('Novelty');
    await expect(cards.nth(i)).toContainText(`News ${i + 1}:`);
  }
  // the fake has 12 news; spec §9 "default list size 10": the slider holds news 6-10, each a link to its detail
  // path, and "More news" brings the other 2
  const slides = slider(page).getByRole('listitem');
  await expect(slides).toHaveCount(5);
  await expect(slider(page).getByRole('link').first()).toHaveAttribute('href', /^\/magazine\/206\/news-6/);
  await slider(page).getByRole('button', { name: 'More news' }).click();
  await expect(slides).toHaveCount(7);
  await expect(slides.last().getByRole('link')).toHaveAttribute('href', /^\/magazine\/212\/news-12/);
  await expect(slider(page).getByRole('button', { name: 'More news' })).toHaveCount(0);
});

test("the magazine's first screen leaves an item's detail code (the HTML sanitiser) until the member touches it; an item's own address loads it at once", async ({
  page,
}) => {
  const detailCode = (u: string) => /\/assets\/(SafeHtml|NewsDetail)-[\w-]+\.js$/.test(u);
  const asked: string[] = [];
  page.on('request', (r) => void (detailCode(r.url()) && asked.push(r.url())));
  await page.goto('/magazine?club=2');
  await expect(featured(page).getByRole('article')).toHaveCount(5);
  // the footer's code loads a second after the first screen: by then the page has asked for what it will alone
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(asked).toEqual([]);
  // the first pointer over the page asks for both at once; the item's dialog then shows its sanitised description
  const both = Promise.all([
    page.waitForRequest((r) => /\/SafeHtml-/.test(r.url())),
    page.waitForRequest((r) => /\/NewsDetail-/.test(r.url())),
  ]);
  await featured(page).getByRole('link').first().hover();
  await both;
  await featured(page).getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toContainText('Mountain Climbing Team presents');

  // an item's own address: its detail code is asked for with the page's, and the dialog shows the description
  const direct = await page.context().newPage();
  const directAsked: string[] = [];
  direct.on('request', (r) => void (detailCode(r.url()) && directAsked.push(r.url())));
  await direct.goto('/magazine/202?club=2');
  await expect(direct.getByRole('dialog')).toContainText('Mountain Climbing Team presents');
  expect(directAsked).toHaveLength(2);
});

test('opening an item shows its dialog at /magazine/<id>/<slug>; closing returns to /magazine', async ({ page }) => {
  await page.goto('/magazine?club=2');
  const first = featured(page).getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/magazine\/201\/news-1/);
  await first.click();
  await expect(page).toHaveURL((u) => u.pathname === href);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^News 1:/ })).toBeVisible();
  await expect(dialog).toContainText('Mountain Climbing Team presents');
  await expect(dialog).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  // news 1 has a video (every third item of the seed): a link to its play path
  await expect(dialog.getByRole('link', { name: 'Play video' })).toHaveAttribute('href', '/magazine/201/play');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/magazine');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Escape closes too; an item without video has no play link
  await featured(page).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/magazine\/202\/news-2/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: /^News 2:/ })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Play video' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === '/magazine');
});

test('closing an item gives the page back as it was: its scroll, the news "More news" added, focus on the item', async ({
  page,
}) => {
  // The three addresses were three routes, so opening and closing an item drew the magazine anew: "More news" was
  // forgotten, the page jumped to the top behind the dialog (the slider's links reset the scroll), and focus was lost
  await page.goto('/magazine?club=2');
  const links = slider(page).getByRole('link');
  await expect(links).toHaveCount(5);
  await page.getByRole('button', { name: 'More news' }).click();
  await expect(links).toHaveCount(7);
  const last = links.last();
  await last.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^News 12:/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((u) => u.pathname === '/magazine');
  await expect(links).toHaveCount(7);
  await expect(last).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('an item whose detail code cannot load (offline) shows the news failure with Try again, which loads it', async ({
  page,
}) => {
  // the detail's chunk fails as it does offline; the magazine's own code and data load
  let offline = true;
  await page.route(/\/assets\/NewsDetail-[\w-]+\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/magazine/203/news-3?club=2');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^News 3:/ })).toBeVisible();
  // spec §8: the news failure's text, with a way to ask again (before: the dialog kept its title alone)
  await expect(dialog.getByRole('alert')).toContainText('No se han podido obtener las noticias');
  // online, a missing chunk may be a deploy's: the page reloads once (src/performance/staleChunks.ts), never in a loop
  expect(loads).toBeLessThanOrEqual(2);
  offline = false;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toContainText('Report, photos and quotes from the staff.');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('a direct load of /magazine/<id>/<slug> opens the dialog over the magazine', async ({ page }) => {
  await page.goto('/magazine?club=2');
  const href = await featured(page).getByRole('link').nth(2).getAttribute('href');
  expect(href).toMatch(/^\/magazine\/203\//);
  await page.goto(`${href}?club=2`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^News 3:/ })).toBeVisible();
  await expect(dialog).toContainText('Report, photos and quotes from the staff.');
  await expect(featured(page).getByRole('article')).toHaveCount(5);
  // /magazine/<id> without a slug opens it too; anything deeper goes back to /magazine
  await page.goto('/magazine/204?club=2');
  await expect(page.getByRole('dialog').getByRole('heading', { name: /^News 4:/ })).toBeVisible();
  await page.goto('/magazine/204/news-4/extra?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/magazine');
});

test('a failing /news shows the Spanish error toast and the page, never a blank one', async ({ page, request }) => {
  // exactly the two requests the page makes (the query retries a 5xx once), so nothing is left behind and no
  // clearFaults is needed: clearing the club key would also drop the fault of another spec using that club key
  const res = await request.post(`${PROVIDER}/__control/faults`, {
    data: {
      method: 'GET',
      path: '/news',
      club: CLUB_KEY,
      status: 500,
      times: 2,
      body: { code: 'INJECTED_FAULT', status: 500 },
    },
  });
  expect(res.ok()).toBe(true);
  await page.goto(`/magazine?club=${CLUB_KEY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Magazine' })).toBeVisible();
  // no server message in the body: the spec's Spanish text
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'No se han podido obtener las noticias' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No se han podido obtener las noticias' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
