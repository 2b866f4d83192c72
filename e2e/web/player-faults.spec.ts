/**
 * Player faults (spec §4 Media player: connectivity check, disableSsl retry; issue: hls.js fatal errors, segment 404)
 * with the real HLS sample in Chromium.
 *
 * Shared fake, run in parallel: the ping fault is scoped to the club key 'mct.ping-fault.localhost' (no other spec plays with
 * that key) and used up by this test; segment failures are made in this browser only (page.route), never in the fake.
 */
import { expect, test } from '../support/test';
import type { Route } from '@playwright/test';
import { clearFaults, injectFault } from '../support/fake';
import { currentTime, englishWithCookies, waitForPlayback } from '../support/player';

const PING_CLUB = 'mct.ping-fault.localhost';

test.beforeEach(async ({ page }) => englishWithCookies(page));

test('a failed connectivity check retries the stream with disableSsl=true, and it plays', async ({ page, request }) => {
  await injectFault(request, { target: 'ping', club: PING_CLUB, status: 503, times: 1 });
  try {
    const pings: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/ping') pings.push(r.url());
    });
    const manifest = page.waitForRequest((r) => r.url().includes('/media/vod/master.m3u8'));
    await page.goto(`/product/2009/play?club=${PING_CLUB}`);
    const url = new URL((await manifest).url());
    expect(url.searchParams.get('disableSsl')).toBe('true');
    expect(pings).toHaveLength(1);
    expect(new URL(pings[0]!).searchParams.get('club')).toBe(PING_CLUB);
    await waitForPlayback(page, 0.3);
  } finally {
    await clearFaults(request, PING_CLUB);
  }
});

test('a passing connectivity check plays the stream URL as given', async ({ page }) => {
  const manifest = page.waitForRequest((r) => r.url().includes('/media/vod/master.m3u8'));
  await page.goto('/product/2009/play?club=2');
  expect(new URL((await manifest).url()).searchParams.has('disableSsl')).toBe(false);
  await waitForPlayback(page, 0.3);
});

test('a segment that answers 404 once is recovered and playback goes on', async ({ page }) => {
  let failed = 0;
  await page.route(/\/media\/vod\/\w+\/seg_001\.ts/, async (route) => {
    if (failed === 0) {
      failed += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    }
    return route.continue();
  });
  await page.goto('/product/2009/play?club=2');
  await waitForPlayback(page, 3.5, 20_000);
  expect(failed).toBe(1);
  await expect(page.getByTestId('player-error')).toHaveCount(0);
});

test('segments that keep failing end in a clear message (a toast, then the player) with a retry that plays again', async ({
  page,
}) => {
  // hls.js stops silently; the player's stall watchdog (10 s) and its 2 retries lead to the message
  const fail = (route: Route) => route.fulfill({ status: 404, body: 'gone' });
  await page.route(/\/media\/vod\/\w+\/seg_\d+\.ts/, fail);
  // the watchdog's 3 x 10 s run on the page's clock, fast-forwarded a second at a time until the message shows (the
  // failing requests and media events still happen in between): seconds instead of half a minute
  await page.clock.install();
  await page.goto('/product/2009/play?club=2');
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  const panel = page.getByTestId('player-error');
  const message = 'The video could not be loaded. Check your connection and try again.';
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(toast).toHaveText(message, { timeout: 200 });
  }).toPass({ timeout: 45_000, intervals: [100] });
  // the toast says it (spec §8); the player's panel offers what to do, without a second copy of the message
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(1);
  // once the toast has closed (5 s), the panel says the message itself
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(toast).toHaveCount(0, { timeout: 200 });
  }).toPass({ timeout: 20_000, intervals: [100] });
  await expect(panel).toContainText(message);
  await page.unroute(/\/media\/vod\/\w+\/seg_\d+\.ts/, fail);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel).toHaveCount(0);
  await waitForPlayback(page, 0.5);
  expect(await currentTime(page)).toBeGreaterThan(0.5);
});
