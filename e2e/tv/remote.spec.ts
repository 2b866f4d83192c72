/**
 * TV journeys with the remote alone (docs/tv.md): arrows, OK (Enter) and Back (Escape), never the mouse,
 * Tab or `element.focus()`. After every key, `remote().press` checks that exactly one visible, marked element inside
 * the 5% safe area has focus, with nothing drawn over it.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { consentGiven, focusedName, inNavbar, qrLogin, remote, toNavbarStart } from '../support/tv';

// a journey is many keys, each followed by a check of the focus: more time than one page's test
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

const onPath = (page: Page, path: RegExp) => expect(page).toHaveURL((u) => path.test(u.pathname));
const focusedHref = async (page: Page) => (await remote(page).focused()).href ?? '';

test('QR login, then home -> a product -> play -> Back -> Back, focus back on the tile that was opened', async ({
  page,
  request,
}) => {
  const tv = remote(page);
  await qrLogin(page, request, 2);
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => /^\/product\//.test(await focusedHref(page)));
  await tv.press('ArrowRight');
  const tile = await focusedHref(page);
  await tv.press('Enter');
  await onPath(page, /^\/product\/\d+/);
  // the product page opens on its first action (the play button)
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('main .product-actions__play') ?? false))
    .toBe(true);
  await tv.press('Escape');
  await onPath(page, /^\/$/);
  await expect.poll(() => focusedHref(page)).toBe(tile);
});

test('search by remote: the navbar field, OK, type, OK, then Down into the results and OK on one', async ({ page }) => {
  const tv = remote(page);
  await page.goto('/?club=2');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await toNavbarStart(page);
  await tv.pressUntil('ArrowRight', async () => (await tv.focused()).tag === 'INPUT');
  const field = page.getByRole('banner').getByRole('searchbox');
  // browsing over the field does not type (the on-screen keyboard would open)
  await expect(field).toHaveAttribute('readonly', '');
  await tv.press('Enter');
  await expect(field).not.toHaveAttribute('readonly', '');
  await page.keyboard.type('climb');
  await expect(field).toHaveValue('climb');
  const results = page.waitForResponse((r) => r.url().includes('/api/products/search') && r.ok());
  await page.keyboard.press('Enter');
  await onPath(page, /^\/search$/);
  await results;
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => /^\/product\//.test(await focusedHref(page)), 4);
  const href = await focusedHref(page);
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === decodeURI(href.split('?')[0]!) || u.pathname === href);
});

test('search by remote on the search page: results appear after the debounce and Down moves into them', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/search?club=2');
  const field = page.locator('main').getByRole('searchbox');
  await expect(field).toBeVisible();
  await expect.poll(async () => (await tv.focused()).tag).toBe('INPUT');
  await tv.press('Enter');
  const results = page.waitForResponse((r) => r.url().includes('/api/products/search') && r.ok());
  await page.keyboard.type('ice');
  await results;
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await tv.press('ArrowDown');
  expect(await focusedHref(page)).toMatch(/^\/product\//);
  // the field is read-only again: Back goes back instead of deleting
  await expect(field).toHaveAttribute('readonly', '');
});

test('category and collection: "See all" opens the category grid; a collection tile opens the collection', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/?club=2');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  // row by row: Up from a row's first tile reaches its "See all" (rows without a category have none)
  for (let row = 0; row < 8; row++) {
    await tv.pressUntil('ArrowDown', async () => /^\/product\//.test(await focusedHref(page)));
    await tv.press('ArrowUp');
    if (/^See all/.test((await tv.focused()).name)) break;
    await tv.press('ArrowDown');
    await tv.press('ArrowDown');
  }
  expect((await tv.focused()).name).toMatch(/^See all/);
  await tv.press('Enter');
  await onPath(page, /^\/category\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => /^\/(product|collection)\//.test(await focusedHref(page)), 6);
  await tv.press('ArrowRight');
  await tv.press('Escape');
  await onPath(page, /^\/$/);

  // the collections row (portrait tiles) on home
  await tv.pressUntil('ArrowDown', async () => /^\/collection\//.test(await focusedHref(page)), 12);
  await tv.press('Enter');
  await onPath(page, /^\/collection\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => /^\/product\//.test(await focusedHref(page)), 8);
  await tv.press('Enter');
  await onPath(page, /^\/product\/\d+/);
});

test('magazine: the navbar link, a news item opens its dialog, Back closes it and focus returns to the item', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/?club=2');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await toNavbarStart(page);
  await tv.pressUntil('ArrowRight', () => focusedName(page, /^Magazine$/));
  await tv.press('Enter');
  await onPath(page, /^\/magazine$/);
  await expect.poll(() => focusedHref(page)).toMatch(/^\/magazine\/\d+/);
  await tv.press('ArrowDown');
  const item = await focusedHref(page);
  await tv.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // focus is inside the dialog, and stays there
  await tv.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
  await tv.press('Escape');
  await expect(dialog).toBeHidden();
  await onPath(page, /^\/magazine$/);
  await expect.poll(() => focusedHref(page)).toBe(item);
});

test('the login page: the cookie notice takes focus, its link and both buttons are reachable', async ({ browser }) => {
  // no consent given: a new context without the init script
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  try {
    const tv = remote(page);
    await page.goto('/auth/login?club=2');
    const notice = page.getByRole('dialog', { name: /cookie/i });
    await expect(notice).toBeVisible();
    await expect.poll(() => focusedName(page, /^Accept cookies$/)).toBe(true);
    await tv.pressUntil('ArrowLeft', () => focusedName(page, /^Dismiss$/), 3);
    await tv.pressUntil('ArrowUp', () => focusedName(page, /cookie policy/i), 3);
    await tv.press('Enter');
    await onPath(page, /^\/legal\/cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await tv.press('Escape');
    await onPath(page, /^\/auth\/login$/);
    // back where the member left: the notice's link
    await expect.poll(() => focusedName(page, /cookie policy/i)).toBe(true);
    await tv.pressUntil('ArrowDown', () => focusedName(page, /^(Accept cookies|Dismiss)$/), 2);
    await tv.pressUntil('ArrowRight', () => focusedName(page, /^Accept cookies$/), 2);
    await tv.press('Enter');
    await expect(notice).toBeHidden();
  } finally {
    await context.close();
  }
});

test('the home with the cookie notice up: each row the remote moves to is scrolled above the notice, never under it', async ({
  browser,
}) => {
  // no consent given: a new context without the init script; club 4 (dark, many rows), its own language
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  try {
    const tv = remote(page);
    await page.goto('/?club=4');
    const notice = page.getByRole('dialog', { name: /^(We use cookies|Usamos cookies)$/ });
    await expect(notice).toBeVisible();
    await expect.poll(async () => (await remote(page).focused()).name).toMatch(/^(Accept cookies|Aceptar cookies)$/);
    // down through the rows: every stop (a tile, or the notice's own controls on the way) is visible, not under it
    const tiles = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await tv.press('ArrowDown');
      const f = await tv.focused();
      if (f.href?.startsWith('/product/') || f.href?.startsWith('/collection/')) tiles.add(f.href);
    }
    expect(tiles.size).toBeGreaterThanOrEqual(4);
    await expect(notice).toBeVisible();
  } finally {
    await context.close();
  }
});

test('teams (GPT): a team logo opens the team page, and its collections and products are reachable', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/teams?club=6');
  await expect.poll(() => focusedHref(page)).toMatch(/^\/teams\//);
  await tv.press('ArrowRight');
  await tv.press('Enter');
  await onPath(page, /^\/teams\/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => /^\/(collection|product)\//.test(await focusedHref(page)), 8);
  await tv.press('Escape');
  await onPath(page, /^\/teams$/);
});

test('an unknown club: the 404 page has focus on its way out or nothing to lose', async ({ page }) => {
  await page.goto('/?club=nope.example');
  await expect(page.getByRole('heading', { name: 'Oops! Error 404' })).toBeVisible();
  const tv = remote(page, { check: false });
  await tv.press('ArrowDown');
  // nothing breaks: either a visible stop has focus, or the page has none
  const f = await tv.focused();
  const stops = await page.locator('a[href], button').count();
  expect(stops === 0 || f.visible).toBe(true);
});

test('a collection with an advertisement: the modal opens by itself, takes focus, and Back closes it', async ({
  page,
}) => {
  const tv = remote(page);
  // opened by its address: reaching it down FBT's home is not this test's subject, and twice in fresh-clone CI runs
  // focus stayed on the first tile of the third row there (docs/tv.md)
  await page.goto('/collection/451?club=4');
  await onPath(page, /^\/collection\/451/);
  const ad = page.getByRole('dialog');
  await expect(ad).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
  await tv.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
  await tv.press('Escape');
  await expect(ad).toBeHidden();
  // still on the collection: Back closed the modal, it did not leave the page
  await onPath(page, /^\/collection\/451/);
  await tv.pressUntil('ArrowDown', async () => /^\/product\//.test(await focusedHref(page)), 8);
});

test('Down towards a stop far below steps the page on even when the last step has not moved yet (a held key, a busy TV)', async ({
  page,
}) => {
  await page.goto('/legal/cookies?club=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  const tv = remote(page, { check: false });
  await tv.pressUntil('ArrowDown', () => inNavbar(page));
  // the footer's link is the next stop down, more than a screen below the text
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' })).toBeAttached();
  // the page's smooth scrolls never get anywhere: each press comes before the last one has moved
  await page.evaluate(() => {
    const w = window as unknown as { scrollTargets: number[] };
    w.scrollTargets = [];
    window.scrollTo = ((options: ScrollToOptions) => void w.scrollTargets.push(Math.round(options.top ?? 0))) as never;
  });
  const targets = () => page.evaluate(() => (window as unknown as { scrollTargets: number[] }).scrollTargets);
  // reading on: each press asks for a step further than the last, until the next stop is near enough to take focus
  await tv.pressUntil('ArrowDown', async () => !(await inNavbar(page)), 15);
  const steps = await targets();
  expect(steps.length).toBeGreaterThan(1);
  for (let i = 1; i < steps.length - 1; i++) expect(steps[i]).toBeGreaterThan(steps[i - 1]!);
});
