/**
 * The player on TV with the remote alone: keys only (no mouse, no Tab, no
 * element.focus()). After every key `remote().press` checks that one visible, marked element inside the safe area has
 * focus (the stage counts as marked while watching).
 *
 * The demo video is 10 s long, so the seek checks pause first: +10 s from the start lands at the end (clamped just
 * before it), which while playing would end the video and leave the player.
 *
 * Each test logs in its own demo user (a TV login is a device, and the account's device limit is shared by every
 * test that plays on it).
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { currentTime, isPaused, recordReports, video, waitForPlayback } from '../support/player';
import { PROVIDER } from '../support/fake';
import { consentGiven, qrLogin, remote } from '../support/tv';

const PRODUCT_ON_PLAY = /^\/product\/(\d+)\/play$/;

const focusedIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

const bar = (page: Page) => page.locator('.player__controls');

/** From a product page: Play is focused on arrival (the page's first stop); OK opens the player. */
async function playFromProductPage(page: Page, tv: ReturnType<typeof remote>) {
  await expect.poll(() => focusedIs(page, '.product-actions__play')).toBe(true);
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => PRODUCT_ON_PLAY.test(u.pathname));
  await waitForPlayback(page, 0.2);
  // watching: the stage has focus, so the remote's keys act on the video
  await expect.poll(() => focusedIs(page, '.player[data-tv-stage]')).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

test('home -> a product -> Play (OK) -> plays; pause, ±10 s, the play key toggles; Down into the controls; Back -> product, Back -> home on the tile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await qrLogin(page, request, 2, 'trial@demo.club');
  const tv = remote(page);
  const reports = recordReports(page);
  await expect(page.getByTestId('home-row').first()).toBeVisible();

  // the first product tile of the catalogue that is not a live event
  await tv.pressUntil('ArrowDown', async () => {
    const f = await tv.focused();
    return /^\/product\/\d+\//.test(f.href ?? '') && !/live/i.test(f.name);
  });
  const tile = (await tv.focused()).href!;
  const productId = Number(/^\/product\/(\d+)\//.exec(tile)![1]);
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === tile);

  await playFromProductPage(page, tv);
  expect(page.url()).toContain(`/product/${productId}/play`);

  // the pause key pauses
  await tv.press('MediaPause');
  await expect.poll(() => isPaused(page)).toBe(true);
  await expect(video(page)).toHaveAttribute('data-status', 'paused');
  const at = await currentTime(page);
  // right seeks +10 s (up to the end of this 10 s video), left -10 s
  await tv.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(Math.min(at + 8, 9));
  const ahead = await currentTime(page);
  await tv.press('ArrowLeft');
  await expect.poll(() => currentTime(page)).toBeLessThan(Math.max(ahead - 8, 1));
  // the play key plays, and pauses while playing
  await tv.press('MediaPlay');
  await expect.poll(() => isPaused(page)).toBe(false);
  await expect(video(page)).toHaveAttribute('data-status', 'playing');
  await tv.press('MediaPlay');
  await expect.poll(() => isPaused(page)).toBe(true);
  // (the player has heard the pause: a remote's next key comes later than a test's)
  await expect(video(page)).toHaveAttribute('data-status', 'paused');
  // OK plays again and shows the controls
  await tv.press('Enter');
  await expect.poll(() => isPaused(page)).toBe(false);
  await expect(bar(page)).toHaveAttribute('data-visible', 'true');

  // Down moves focus into the control bar (play/pause first), which stays shown while focus is there
  await tv.press('ArrowDown');
  await expect.poll(() => focusedIs(page, '.player__bar button')).toBe(true);
  await expect.poll(async () => (await tv.focused()).name).toBe('Pause');
  await tv.press('ArrowRight');
  await expect.poll(async () => (await tv.focused()).name).toBe('Back 10 seconds');
  // longer than the bar's 2.5 s hide delay, counted in the video's own time (it plays on): the bar is still shown
  const t0 = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(t0 + 3);
  await expect(bar(page)).toHaveAttribute('data-visible', 'true');
  // Up from the top row returns to the stage; there the bars hide again and focus stays on the stage
  await tv.pressUntil('ArrowUp', () => focusedIs(page, '.player[data-tv-stage]'), 4);
  await expect(bar(page)).toHaveAttribute('data-visible', 'false');
  expect(await focusedIs(page, '.player[data-tv-stage]')).toBe(true);

  // Back leaves the player: the provider hears a last report (as a pause) at once
  const before = reports.length;
  await tv.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === tile);
  await expect.poll(() => reports.length).toBeGreaterThan(before);
  const last = reports.at(-1)!;
  expect(last.productId).toBe(productId);
  expect(last.body.playtime).toBeGreaterThan(0);
  expect(last.body.visualizationId).not.toBeNull();
  // back on the product page, on its Play button
  await expect.poll(() => focusedIs(page, '.product-actions__play')).toBe(true);

  // Back again: home, with focus on the tile that was opened
  await tv.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect.poll(async () => (await tv.focused()).href).toBe(tile);
});

test('next plays the next related product in place of this one; Back still leaves to the first product page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await qrLogin(page, request, 2, 'special@demo.club');
  const tv = remote(page);
  await page.goto('/product/2014/ice-climbing-in-chamonix');
  await playFromProductPage(page, tv);
  const first = page.url();

  await tv.press('MediaTrackNext');
  await expect(page).toHaveURL((u) => PRODUCT_ON_PLAY.test(u.pathname) && !u.pathname.startsWith('/product/2014/'));
  const next = Number(PRODUCT_ON_PLAY.exec(new URL(page.url()).pathname)![1]);
  await waitForPlayback(page, 0.2);
  // the first of the product's related products (all watchable by a special user)
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('club.session')!).state.token as string);
  const res = await request.get(`${PROVIDER}/api/products/2014?club=2`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const related = ((await res.json()) as { relatedProducts: Array<{ id: number }> }).relatedProducts.map((r) => r.id);
  expect(next).toBe(related[0]);

  // the history has the product page, then the next product's player (the first player was replaced)
  await tv.press('Escape');
  await expect(page).toHaveURL((u) => u.pathname === '/product/2014/ice-climbing-in-chamonix');
  expect(first).toContain('/product/2014/play');
});

test('stop stops the video and leaves the player, with a last report', async ({ page, request }) => {
  test.setTimeout(90_000);
  await qrLogin(page, request, 2, 'cancelled@demo.club');
  const tv = remote(page);
  const reports = recordReports(page);
  await page.goto('/product/2014/ice-climbing-in-chamonix');
  await playFromProductPage(page, tv);
  await expect.poll(() => reports.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  const before = reports.length;

  await tv.press('MediaStop');
  await expect(page).toHaveURL((u) => u.pathname === '/product/2014/ice-climbing-in-chamonix');
  await expect(page.locator('video.player__video')).toHaveCount(0);
  await expect.poll(() => reports.length).toBeGreaterThan(before);
  expect(reports.at(-1)!.body.visualizationId).toBe(reports[0]!.answer!.id);
  await expect.poll(() => focusedIs(page, '.product-actions__play')).toBe(true);
});
