/**
 * The TV focus model, page type by page type, with remote keys only: after each key the region and the position in
 * it (`expectFocus`). Up and Down move one region; Left and Right move inside a region and stop at its ends; a region
 * is entered again at the element left there; the banner is one stop whose Left and Right change slides; "See all" is
 * reached on purpose; a grid keeps its column; Back from a product restores the home's tile and scroll. `press` also
 * checks that one visible, marked element inside the title-safe area has focus after every key.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { consentGiven, expectFocus, focusPosition, qrLogin, remote } from '../support/tv';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

const activeSlide = (page: Page) => page.getByTestId('banner').getAttribute('data-active-index');

/** Presses `key` until focus stops moving; returns how many presses moved it. */
async function toEnd(page: Page, key: 'ArrowLeft' | 'ArrowRight', max = 30) {
  const tv = remote(page);
  for (let moved = 0; moved < max; moved++) {
    const before = JSON.stringify(await focusPosition(page));
    await tv.press(key);
    if (JSON.stringify(await focusPosition(page)) === before) return moved;
  }
  throw new Error(`${key} never reached an end`);
}

test('the home opens on the banner when its slides come after the rows', async ({ page }) => {
  // the slides' answer (the boot's call and the app's) is held until the rows have been drawn
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/slider\/list/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?club=4');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await expect(page.locator('.home .rows[aria-busy="true"]')).toHaveCount(0);
  // two frames with every row drawn: the focus engine has had its chance to take a stop in them (it holds back for a
  // region still loading, up to 6 s from the page's start: far more than drawing the rows takes)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  release();
  await expect(page.getByTestId('banner')).toBeVisible();
  await expectFocus(page, { region: 'banner', item: 0 });
});

test('FBT home: navbar, banner, rows in order; ends stop; Up returns to the tile left; Back restores tile and scroll', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/?club=4');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  // the page opens on its first region: the banner, one stop
  await expectFocus(page, { region: 'banner', item: 0 });

  // the navbar: one list in reading order, Up stops there, its ends stop
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 0 }, 'Up from the banner');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'nav', item: 0 }, 'Up from the navbar');
  await tv.press('ArrowLeft');
  await expectFocus(page, { region: 'nav', item: 0 }, 'Left at the navbar start');
  const last = await toEnd(page, 'ArrowRight');
  expect(last).toBeGreaterThan(2);
  await expectFocus(page, { region: 'nav', item: last }, 'Right to the navbar end');
  // Left walks back one item at a time (no item skipped)
  for (let item = last - 1; item >= 0; item--) {
    await tv.press('ArrowLeft');
    await expectFocus(page, { region: 'nav', item }, 'Left along the navbar');
  }
  await tv.press('ArrowRight');
  await tv.press('ArrowRight');
  // Down from any item of the navbar: the banner
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'banner', item: 0 }, 'Down from the navbar');

  // the banner: Left and Right change slides, focus stays on it
  const first = await activeSlide(page);
  await tv.press('ArrowRight');
  await expect.poll(() => activeSlide(page)).not.toBe(first);
  await expectFocus(page, { region: 'banner', item: 0 }, 'Right on the banner');
  await tv.press('ArrowLeft');
  await expect.poll(() => activeSlide(page)).toBe(first);
  await expectFocus(page, { region: 'banner', item: 0 }, 'Left on the banner');
  // its arrows and dots are no stops, and the arrows sit inside the safe area
  for (const box of await page
    .locator('.banner__arrow, .banner__dot')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect)))
    expect(box.right).toBeLessThanOrEqual(1920 * 0.95);

  // the first row: Down enters it at its first tile; Right moves one tile; Right at its end stays (or "See all")
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: 0, item: 0 }, 'Down from the banner');
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'row', index: 0, item: 1 }, 'Right in the first row');
  await toEnd(page, 'ArrowRight');
  const end = await focusPosition(page);
  expect(end).toMatchObject({ region: 'row', index: 0 });
  await tv.press('ArrowRight');
  expect(await focusPosition(page), 'Right at the row end stays').toEqual(end);
  await tv.press('ArrowLeft');
  await expectFocus(page, { region: 'row', index: 0, more: false }, 'Left back from the end');
  const left = (await focusPosition(page)).item;

  // Down moves one region (the next row, at its first tile), Up returns to the tile left in the row above
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: 1, item: 0 }, 'Down to the second row');
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'row', index: 1, item: 1 }, 'Right in the second row');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'row', index: 0, item: left }, 'Up to the tile left');
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: 1, item: 1 }, 'Down to the tile left');

  // a product and Back: the same tile, the same scroll
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: 2, item: 0 }, 'Down to the third row');
  await tv.press('ArrowRight');
  const tile = await focusPosition(page);
  const href = (await tv.focused()).href;
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => /^\/(product|collection)\//.test(u.pathname));
  // Back once the page is there (its title shown, focus on it): a member presses Back on what they see
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await tv.focused()).href).not.toBe(href);
  await tv.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expectFocus(page, tile, 'Back from the product');
  expect((await tv.focused()).href).toBe(href);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));
});

test('"See all" is reached on purpose: Up from a row\'s first tile, never by Up from the row below', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/?club=2');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await expectFocus(page, { region: 'banner' });
  // down the rows to one with a "See all"
  let row = -1;
  for (let i = 0; i < 8 && row < 0; i++) {
    await tv.press('ArrowDown');
    const at = await focusPosition(page);
    const hasMore = await page.locator(`[data-tv-region="row"] >> nth=${at.index}`).locator('[data-tv-more]').count();
    if (at.region === 'row' && hasMore > 0 && at.index > 0) row = at.index;
  }
  expect(row).toBeGreaterThan(0);
  await expectFocus(page, { region: 'row', index: row, item: 0 });
  // Up from a tile other than the first leaves the row for the row above, never its "See all"
  await tv.press('ArrowRight');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'row', index: row - 1, more: false }, 'Up from the second tile');
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: row, item: 1 }, 'Down again');
  await tv.press('ArrowLeft');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'row', index: row, more: true }, 'Up from the first tile');
  expect((await tv.focused()).name).toMatch(/^See all/);
  // Down from "See all" returns to the row's tile
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: row, item: 0, more: false }, 'Down from "See all"');
});

test('FBT category 402: a grid keeps its line along Left and Right, and its column along Up and Down', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/category/402?club=4');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => (await focusPosition(page)).region === 'grid', 6);
  await expectFocus(page, { region: 'grid', index: 0, item: 0 });
  const top = async () => Math.round((await tv.focused()).rect.top);
  const leftX = async () => Math.round((await tv.focused()).rect.left);
  // the second line, then Right along it to its end: it stays on that line
  await tv.press('ArrowRight');
  const column = await leftX();
  await tv.press('ArrowDown');
  expect(await leftX(), 'Down keeps the column').toBe(column);
  const line = await top();
  await toEnd(page, 'ArrowRight');
  expect(await top(), 'Right along the line stays on it').toBe(line);
  const end = await focusPosition(page);
  await tv.press('ArrowRight');
  expect(await focusPosition(page), 'Right at the line end stays').toEqual(end);
  // Up from the end of the second line: the same column on the first line
  const endColumn = await leftX();
  await tv.press('ArrowUp');
  expect(await leftX(), 'Up keeps the column').toBe(endColumn);
  expect(await top()).toBeLessThan(line);
  await tv.press('ArrowDown');
  expect(await leftX(), 'Down keeps the column').toBe(endColumn);
  await expectFocus(page, end, 'Down back to the tile');
});

test('a product page: the button bar, then tags and related videos, one region per Down; Up returns', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/?club=2');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => /^\/product\//.test((await tv.focused()).href ?? ''));
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => /^\/product\/\d+/.test(u.pathname));
  await expectFocus(page, { region: 'row', id: 'product-actions', item: 0 });
  await tv.press('ArrowLeft');
  await expectFocus(page, { id: 'product-actions', item: 0 }, 'Left at the bar start');
  const last = await toEnd(page, 'ArrowRight');
  expect(last).toBeGreaterThanOrEqual(3);
  await expectFocus(page, { id: 'product-actions', item: last }, 'Right to the bar end');
  await tv.press('ArrowLeft');
  // the regions below, in order (the product's own: tags, related videos), each entered at its first stop
  const below: string[] = [];
  for (let i = 0; i < 6; i++) {
    await tv.press('ArrowDown');
    const at = await focusPosition(page);
    if (at.id === below[below.length - 1]) break;
    below.push(at.id ?? at.region);
    if (at.region === 'nav') break;
  }
  const own = below.filter((id) => id.startsWith('product-'));
  expect(own.length).toBeGreaterThanOrEqual(1);
  expect(own).toEqual(['product-tags', 'product-related'].filter((id) => own.includes(id)));
  // back up: each region again, the bar at the button left
  await tv.pressUntil('ArrowUp', async () => (await focusPosition(page)).id === 'product-actions', 8);
  await expectFocus(page, { id: 'product-actions', item: last - 1 }, 'Up to the bar');
  // Up from the bar: the navbar
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'nav', id: 'navbar' }, 'Up from the bar');
});

test('search: the field, then the results grid one Down away; Up returns to the field', async ({ page }) => {
  const tv = remote(page);
  await page.goto('/search?club=2&search=climb');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => (await focusPosition(page)).region === 'grid', 3);
  await expectFocus(page, { region: 'grid', index: 0, item: 0 }, 'Down into the results');
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'grid', item: 1 }, 'Right in the results');
  await tv.press('ArrowUp');
  expect((await tv.focused()).tag, 'Up from the first line: the field').toBe('INPUT');
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'grid', item: 1 }, 'Down: back to the result left');
  // Up from the field: the navbar
  await tv.press('ArrowUp');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'nav', id: 'navbar' }, 'Up from the field');
});

test('magazine: featured news, then the news row; a news dialog returns focus to its opener', async ({ page }) => {
  const tv = remote(page);
  await page.goto('/magazine?club=2');
  await expectFocus(page, { region: 'grid', id: 'magazine-featured', item: 0 });
  // down the featured grid's lines, then the news row, with nothing between
  for (let i = 0; i < 4 && (await focusPosition(page)).id === 'magazine-featured'; i++) await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', id: 'magazine-news', item: 0 }, 'Down to the news row');
  await tv.press('ArrowRight');
  await expectFocus(page, { id: 'magazine-news', item: 1 }, 'Right along the news row');
  const opener = (await tv.focused()).href;
  await tv.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await tv.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocus(page, { id: 'magazine-news', item: 1 }, 'Back from the dialog');
  expect((await tv.focused()).href).toBe(opener);
  await tv.press('ArrowUp');
  await expectFocus(page, { id: 'magazine-featured' }, 'Up to the featured news');
});

test('teams (GPT): the team logos are a grid; a team page, and Back to the logo opened', async ({ page }) => {
  const tv = remote(page);
  await page.goto('/teams?club=6');
  await expectFocus(page, { region: 'grid', item: 0 });
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'grid', item: 1 }, 'Right along the logos');
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => /^\/teams\/.+/.test(u.pathname));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tv.pressUntil('ArrowDown', async () => /^\/(collection|product)\//.test((await tv.focused()).href ?? ''), 8);
  await tv.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === '/teams');
  await expectFocus(page, { region: 'grid', item: 1 }, 'Back from the team');
});

test("the player's control bar: Down from the stage enters it at its first control; its ends stop; Up leaves it", async ({
  page,
}) => {
  const tv = remote(page);
  // a product free for everyone (anonymous included)
  await page.goto('/product/2009?club=2');
  await expectFocus(page, { id: 'product-actions', item: 0 });
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => /^\/product\/2009\/play$/.test(u.pathname));
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-tv-stage'))).toBe(true);
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', id: 'player-bar', item: 0 }, 'Down from the stage');
  await tv.press('ArrowLeft');
  await expectFocus(page, { id: 'player-bar', item: 0 }, 'Left at the bar start');
  await tv.press('ArrowRight');
  await expectFocus(page, { id: 'player-bar', item: 1 }, 'Right along the bar');
  const last = await toEnd(page, 'ArrowRight');
  await expectFocus(page, { id: 'player-bar', item: last + 1 }, 'Right to the bar end');
  // Up leaves the bar (the seek bar above it, then the stage)
  await tv.press('ArrowUp');
  expect((await focusPosition(page)).id).not.toBe('player-bar');
  await tv.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === '/product/2009');
  await expectFocus(page, { id: 'product-actions', item: 0 }, 'Back from the player');
});

test('a collection (GPT): the team logos row, then the videos row; the footer; Up returns to the video left', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/collection/651?club=6');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFocus(page, { region: 'row', index: 0, item: 0 });
  expect((await tv.focused()).href).toMatch(/^\/teams\//);
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: 1, item: 0 }, 'Down to the videos');
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'row', index: 1, item: 1 }, 'Right along the videos');
  // the footer is drawn a second after the page (it can wait): Down reaches it once it is there
  await expect(page.locator('[data-tv-id="footer"]')).toBeAttached();
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'nav', id: 'footer', item: 0 }, 'Down to the footer');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'row', index: 1, item: 1 }, 'Up to the video left');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'row', index: 0, item: 0 }, 'Up to the team logos');
});

test('the footer, drawn a second after the page: nothing moves when it appears, then Down from the last region reaches it', async ({
  page,
}) => {
  const tv = remote(page);
  // the footer's code, held until the member is at the page's last region (it comes a second after the page)
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  await page.route(/\/assets\/FooterView-[^/]*\.js$/, async (route) => {
    holding++;
    await held;
    await route.continue();
  });
  await page.goto('/collection/651?club=6');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFocus(page, { region: 'row', index: 0, item: 0 });
  await tv.press('ArrowDown');
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'row', index: 1, item: 1 }, 'the last region');
  await expect.poll(() => holding, 'the footer is on its way').toBeGreaterThan(0);
  // Down with nothing below yet: focus stays on the tile
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: 1, item: 1 }, 'Down before the footer');
  const settled = async () => {
    const y = () => page.evaluate(() => Math.round(window.scrollY));
    await expect.poll(async () => (await y()) === (await y())).toBe(true);
    return { scrollY: await y(), top: Math.round((await tv.focused()).rect.top) };
  };
  const before = await settled();
  release();
  await expect(page.locator('[data-tv-id="footer"]')).toBeAttached();
  await expectFocus(page, { region: 'row', index: 1, item: 1 }, 'the footer drawn');
  // nothing jumps: the tile stays where it was, give or take a few pixels (once, under load, a scroll still under way
  // when the footer came ended 12 px further)
  const after = await settled();
  expect(Math.abs(after.top - before.top), 'the tile stayed in place when the footer appeared').toBeLessThan(24);
  expect(Math.abs(after.scrollY - before.scrollY), 'the page did not scroll when the footer appeared').toBeLessThan(24);
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'nav', id: 'footer', item: 0 }, 'Down to the footer');
  // its one link (the cookie policy): Right at its end stays
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'nav', id: 'footer', item: 0 }, 'Right at the footer end');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'row', index: 1, item: 1 }, 'Up to the tile left');
});

/** The stops of the first screen (at the top of the page): where each is in the focus model. */
const firstScreenStops = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const region of Array.from(document.querySelectorAll<HTMLElement>('[data-tv-region]'))) {
      const kind = region.getAttribute('data-tv-region')!;
      const stops = Array.from(
        region.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex], [data-tv-stop]'),
      ).filter((s) => {
        if (s.closest('[data-tv-region]') !== region || s.hasAttribute('data-tv-more')) return false;
        if (s.closest('[inert], [aria-hidden="true"], [hidden], [data-tv-skip]')) return false;
        if (!s.hasAttribute('data-tv-stop') && Number(s.getAttribute('tabindex') ?? '0') < 0) return false;
        const r = s.getBoundingClientRect();
        return r.width >= 2 && r.height >= 2 && getComputedStyle(s).visibility !== 'hidden';
      });
      // the banner is one stop
      (kind === 'banner' ? stops.slice(0, 1) : stops).forEach((s, item) => {
        const r = s.getBoundingClientRect();
        if (r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth)
          found.push(`${region.getAttribute('data-tv-id') ?? kind}:${item}`);
      });
    }
    return found;
  });

test('TTT home, logged in: every control of the first screen is reached, region by region', async ({
  page,
  request,
}) => {
  const tv = remote(page);
  await qrLogin(page, request, 1, 'member@demo.club');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await expectFocus(page, { region: 'banner', item: 0 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const controls = await firstScreenStops(page);
  // the navbar's links, search and user, the banner, the first row's tiles
  expect(controls.length).toBeGreaterThanOrEqual(8);
  const reached = new Set<string>();
  const here = async () => {
    const at = await focusPosition(page);
    reached.add(`${at.id ?? at.region}:${at.item}`);
    return at;
  };
  await here();
  // the navbar: Up, its start, then Right to its end one item at a time
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'nav', id: 'navbar' }, 'Up from the banner');
  await toEnd(page, 'ArrowLeft');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 0 }, 'Left to the navbar start');
  for (let item = 0; ; item++) {
    await expectFocus(page, { region: 'nav', id: 'navbar', item }, 'Right along the navbar');
    await here();
    const before = JSON.stringify(await focusPosition(page));
    await tv.press('ArrowRight');
    if (JSON.stringify(await focusPosition(page)) === before) break;
  }
  // Down: the banner, then the first row, Right along it to its end
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'banner', item: 0 }, 'Down from the navbar');
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: 0, item: 0 }, 'Down from the banner');
  await here();
  const last = await toEnd(page, 'ArrowRight');
  for (let item = last; item > 0; item--) {
    const at = await here();
    expect(at).toMatchObject({ region: 'row', index: 0 });
    await tv.press('ArrowLeft');
    await expectFocus(page, { region: 'row', index: 0, item: item - 1 }, 'Left along the first row');
  }
  expect(controls.filter((c) => !reached.has(c))).toEqual([]);
  // and Down from the first row's tile: the second row, at its first tile
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', index: 1, item: 0 }, 'Down to the second row');
});

test('the QR login page: the navbar, then the footer below the code (which has no stop); Up returns', async ({
  page,
}) => {
  const tv = remote(page);
  await page.goto('/auth/login?club=2');
  await expect(page.getByTestId('tv-login-code')).toHaveText(/^\d{6}$/);
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 0 });
  await tv.press('ArrowLeft');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 0 }, 'Left at the navbar start');
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 1 }, 'Right along the navbar');
  const last = await toEnd(page, 'ArrowRight');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: last + 1 }, 'Right to the navbar end');
  await tv.press('ArrowLeft');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: last }, 'Left from the end');
  await expect(page.locator('[data-tv-id="footer"]')).toBeAttached();
  // the footer lies more than a screen below: Down first reads on (the page scrolls a step, focus stays in the
  // navbar), then reaches it
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: last }, 'Down: reading on');
  await tv.pressUntil('ArrowDown', async () => (await focusPosition(page)).id === 'footer', 3);
  await expectFocus(page, { region: 'nav', id: 'footer', item: 0 }, 'Down to the footer');
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'nav', id: 'footer', item: 0 }, 'Down at the page end');
  await tv.press('ArrowUp');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: last }, 'Up to the item left');
});

test("a product page's dialogs: opened from the button bar, moved through, closed with Back: focus on the opener", async ({
  page,
}) => {
  const tv = remote(page);
  // a rental, visited anonymously: Play and Favourite ask to log in
  await page.goto('/product/2004/premiere-rental?club=2');
  await expectFocus(page, { region: 'row', id: 'product-actions', item: 0 });
  const inDialog = () => page.evaluate(() => document.activeElement?.closest('dialog[open]') != null);
  for (const opener of [0, 1]) {
    await tv.pressUntil(
      opener === 0 ? 'ArrowLeft' : 'ArrowRight',
      async () => (await focusPosition(page)).item === opener,
      3,
    );
    await expectFocus(page, { id: 'product-actions', item: opener }, 'to the opener');
    await tv.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(inDialog).toBe(true);
    // the dialog's buttons with the arrows, focus staying inside it
    const first = (await tv.focused()).name;
    await tv.pressUntil('ArrowDown', async () => (await tv.focused()).name !== first, 3);
    expect(await inDialog()).toBe(true);
    await tv.press('ArrowUp');
    expect(await inDialog()).toBe(true);
    await tv.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocus(page, { region: 'row', id: 'product-actions', item: opener }, 'Back from the dialog');
  }
  // the page goes on from the opener: Down to the next region
  await tv.press('ArrowDown');
  expect((await focusPosition(page)).id).not.toBe('product-actions');
});

test('the live TV route: the stream plays with focus on the stage; Down enters the control bar, its ends stop; Up leaves it', async ({
  page,
  request,
}) => {
  const tv = remote(page);
  await qrLogin(page, request, 4, 'member@demo.club');
  await page.goto('/torole-tv');
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-tv-stage'))).toBe(true);
  // the live stream runs on (new segments as its window slides) and the page keeps answering the remote
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLVideoElement>('video')?.currentTime ?? 0), {
      timeout: 30_000,
    })
    .toBeGreaterThan(3);
  await tv.press('ArrowDown');
  await expectFocus(page, { region: 'row', id: 'player-bar', item: 0 }, 'Down from the stage');
  await tv.press('ArrowLeft');
  await expectFocus(page, { id: 'player-bar', item: 0 }, 'Left at the bar start');
  const last = await toEnd(page, 'ArrowRight');
  expect(last).toBeGreaterThan(0);
  await expectFocus(page, { id: 'player-bar', item: last }, 'Right to the bar end');
  await tv.press('ArrowUp');
  await expect.poll(async () => (await focusPosition(page)).id).not.toBe('player-bar');
});
