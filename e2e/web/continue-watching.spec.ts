/**
 * Continue watching and Share (web): the home's first row for a signed-in member holds the products started on this
 * device (between 5 % and 95 % watched, most recent first, live events left out), each with its progress bar and a
 * remove button; the product page resumes ("Resume from 0:04") or starts over; Share hands the product's link to the
 * share sheet, else copies it. A fresh member of club 2 (MCT, English) per test, whose kept positions are seeded in
 * the device's storage (the provider has no call for them); 2009 is the club's free video.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { seedKeptPositions } from '../support/keptPositions';
import { currentTime, waitForPlayback } from '../support/player';
import { apiLogin, newMember, startAs } from '../support/productSession';

/** Where the player's video starts: the position of its first frame played (the resume point, or 0). */
async function recordFirstPlaying(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'playing',
      (e) => {
        const w = window as unknown as { __firstPlaying?: number };
        const video = e.target as HTMLVideoElement;
        // not the product page's trailer
        if (video.classList.contains('player__video')) w.__firstPlaying ??= video.currentTime;
      },
      true,
    );
  });
}
const firstPlaying = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstPlaying?: number }).__firstPlaying ?? null);

const continueRow = (page: Page) => page.locator('[data-testid="home-row"][data-row="continue"]');
const tileHrefs = (page: Page) =>
  continueRow(page)
    .locator('a[data-testid="thumbnail"]')
    .evaluateAll((links) => links.map((a) => Number(/\/product\/(\d+)/.exec(a.getAttribute('href') ?? '')![1])));

test('the home opens on Continue watching: started products, most recent first, each with its bar and remove', async ({
  page,
  request,
}) => {
  const session = await newMember(request, 2);
  await startAs(page, 2, session);
  await seedKeptPositions(page, 2, session.userId, [
    { productId: 2015, playtime: 240, duration: 600, at: 1000 }, // 40 %
    { productId: 2016, playtime: 60, duration: 600, at: 3000 }, // 10 %, the most recent
    { productId: 2017, playtime: 590, duration: 600, at: 4000 }, // watched (over 95 %)
    { productId: 2018, playtime: 10, duration: 600, at: 5000 }, // only opened (under 5 %)
    { productId: 2001, playtime: 1200, duration: 3600, at: 6000 }, // a live event
    { productId: 2019, playtime: 300, duration: 600, at: 2000 }, // 50 %
  ]);
  await page.goto('/?club=2');

  // the first row after the banner
  const rows = page.locator('[data-testid="home-row"]');
  await expect(rows.first()).toHaveAttribute('data-row', 'continue');
  await expect(continueRow(page).getByRole('heading', { level: 2 })).toHaveText('Continue watching');
  await expect.poll(() => tileHrefs(page)).toEqual([2016, 2019, 2015]);

  const tile = (id: number) => continueRow(page).locator(`a[href^="/product/${id}"]`);
  await expect(tile(2015).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await expect(tile(2015).getByRole('progressbar')).toHaveAccessibleName('40% watched');
  await expect(tile(2016).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');

  // the same product's tile in the other rows of the catalogue shows its bar too
  await page.goto('/category/201/x?club=2');
  const inCategory = page.locator('main a[href^="/product/2015"]').first();
  await expect(inCategory.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await page.goBack();

  // removed: out of the row at once, and for good (its position is forgotten on this device)
  const remove = continueRow(page).getByRole('button', { name: /^Remove .* from Continue watching$/ });
  await expect(remove).toHaveCount(3);
  await remove.first().click();
  await expect.poll(() => tileHrefs(page)).toEqual([2019, 2015]);
  await page.reload();
  await expect(continueRow(page).locator('a[data-testid="thumbnail"]').first()).toBeVisible();
  expect(await tileHrefs(page)).toEqual([2019, 2015]);
});

test('no row for a member with nothing started, nor for a visitor', async ({ page, request }) => {
  const session = await newMember(request, 2);
  await startAs(page, 2, session);
  await page.goto('/?club=2');
  await expect(page.locator('[data-testid="home-row"]').first()).toBeVisible();
  await expect(continueRow(page)).toHaveCount(0);
});

test('the product page resumes where the member stopped, or starts over from 0', async ({ page, request }) => {
  const session = await newMember(request, 2);
  await startAs(page, 2, session);
  // 2009 (the free 10 s clip) watched to 4 s: 40 %
  await seedKeptPositions(page, 2, session.userId, [{ productId: 2009, playtime: 4, duration: 10, at: 1000 }]);
  await recordFirstPlaying(page);
  await page.goto('/product/2009?club=2');
  const play = page.locator('.product-actions__play');
  await expect(play).toHaveText(/^Resume from 0:04/);
  await expect(play.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await play.click();
  await expect(page).toHaveURL((u) => u.pathname === '/product/2009/play');
  await expect.poll(() => firstPlaying(page)).not.toBeNull();
  expect(await firstPlaying(page)).toBeGreaterThanOrEqual(3.9);

  // back on the page, Start over: the player starts at 0 and the kept position is gone
  await page.goto('/product/2009?club=2');
  await expect(play).toHaveText(/^Resume from/);
  await page.evaluate(() => delete (window as unknown as { __firstPlaying?: number }).__firstPlaying);
  await page.getByRole('link', { name: 'Start over' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/product/2009/play');
  await expect.poll(() => firstPlaying(page)).not.toBeNull();
  expect(await firstPlaying(page)).toBeLessThan(1);
});

/** The position kept for `key` on this device (seconds), or null. */
const keptAt = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem('club.progress');
    return raw ? ((JSON.parse(raw).state[k]?.playtime as number | undefined) ?? null) : null;
  }, key);

/** On the player: a click on the scrubber at `share` of its width, then playback until the position there is kept. */
async function watchTo(page: Page, share: number, key: string) {
  await waitForPlayback(page, 0.1);
  await page.mouse.move(200, 200);
  const scrubber = page.getByRole('group', { name: 'Player controls' }).getByRole('slider', { name: 'Seek' });
  const box = (await scrubber.boundingBox())!;
  await page.mouse.click(box.x + box.width * share, box.y + box.height / 2);
  const duration = await page.locator('video.player__video').evaluate((v: HTMLVideoElement) => v.duration);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(duration * (share - 0.02));
  // kept every 5 s of playback: the position past the seek
  await expect.poll(() => keptAt(page, key), { timeout: 20_000 }).toBeGreaterThan(duration * (share - 0.02));
}

test('the long video watched to about 40 %: first in Continue watching, resumed there, started over, removed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // 2016 plays the 15-minute demo video; a special user may watch everything (an English one in club 2)
  const session = await apiLogin(request, 'special@demo.club', 2);
  await startAs(page, 2, session);
  await recordFirstPlaying(page);
  const key = `2:${session.userId}:2016`;
  await page.goto('/product/2016/play?club=2');
  await watchTo(page, 0.4, key);

  // home: the product is first in Continue watching, its bar near 40 %
  await page.goto('/?club=2');
  await expect(page.locator('[data-testid="home-row"]').first()).toHaveAttribute('data-row', 'continue');
  await expect.poll(() => tileHrefs(page)).toEqual([2016]);
  const bar = continueRow(page).locator('a[href^="/product/2016"]').getByRole('progressbar');
  const value = Number(await bar.getAttribute('aria-valuenow'));
  expect(value).toBeGreaterThanOrEqual(39);
  expect(value).toBeLessThanOrEqual(45);

  // reopened: the play button says where it resumes, and the player starts there
  const kept = (await keptAt(page, key))!;
  await continueRow(page).locator('a[href^="/product/2016"]').click();
  const play = page.locator('.product-actions__play');
  const minutes = Math.floor(kept / 60);
  const seconds = String(Math.floor(kept % 60)).padStart(2, '0');
  await expect(play).toHaveText(`Resume from ${minutes}:${seconds}`);
  await page.evaluate(() => delete (window as unknown as { __firstPlaying?: number }).__firstPlaying);
  await play.click();
  await expect.poll(() => firstPlaying(page)).not.toBeNull();
  expect(await firstPlaying(page)).toBeGreaterThanOrEqual(kept - 0.5);
  expect(await firstPlaying(page)).toBeLessThan(kept + 10);

  // Start over: from 0
  await page.goto('/product/2016?club=2');
  await page.evaluate(() => delete (window as unknown as { __firstPlaying?: number }).__firstPlaying);
  await page.getByRole('link', { name: 'Start over' }).click();
  await expect.poll(() => firstPlaying(page)).not.toBeNull();
  expect(await firstPlaying(page)).toBeLessThan(1);

  // watched to 40 % again, then removed from the row: gone, and still gone after a reload
  await watchTo(page, 0.4, key);
  await page.goto('/?club=2');
  await expect.poll(() => tileHrefs(page)).toEqual([2016]);
  await continueRow(page)
    .getByRole('button', { name: /^Remove .* from Continue watching$/ })
    .click();
  await expect(continueRow(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-testid="home-row"]').first()).toBeVisible();
  await expect(continueRow(page)).toHaveCount(0);
});

test.describe('Share', () => {
  test('hands the product page link to the share sheet where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: ShareData[] };
      w.__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => void w.__shared.push(data),
      });
    });
    await startAs(page, 2, null);
    await page.goto('/product/2014?club=2');
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.waitForFunction(() => (window as unknown as { __shared: ShareData[] }).__shared[0]);
    const data = (await shared.jsonValue()) as ShareData;
    const link = new URL(data.url!);
    expect(link.origin).toBe(new URL(page.url()).origin);
    expect(link.pathname).toMatch(/^\/product\/2014\/[a-z0-9-]+$/);
    // the sheet is given the product's title, and the link opens the product's page
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(data.title!.trim().length).toBeGreaterThan(0);
    expect(heading).toContain(data.title!);
    await page.goto(`${link.pathname}?club=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  });

  test('copies the link with a toast where there is no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // this browser's share sheet, if it has one, is taken away
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    });
    await startAs(page, 2, null);
    await page.goto('/product/2014?club=2');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.origin).toBe(new URL(page.url()).origin);
    expect(copied.pathname).toMatch(/^\/product\/2014\/[a-z0-9-]+$/);
  });
});
