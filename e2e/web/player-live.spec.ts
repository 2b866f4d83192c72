/**
 * A live event on air plays as live (spec §4 live event "current event when now is between start and end"; the
 * player's live indicator): the live badge and no seek bar or countdown of a recording, known from the product before
 * its stream has even loaded, as on /torole-tv with the same stream (hls.js also reports a live playlist, for a live
 * stream the product does not announce: tests/model/player.model.test.ts). The player's title is the product's full title.
 *
 * Shared fake: member@ of club 2 (MCT) and club 4 (FBT) plays the live events 2001 and 4001 (on air: started an hour
 * ago) and product 2015 ("Bouldering basics", part 2); one device each, far from the account's limit.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { englishWithCookies, logInTo } from '../support/player';

test.beforeEach(async ({ page }) => englishWithCookies(page));

/** Holds the stream's manifest until released: what shows before it comes from the product alone. */
async function holdManifest(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/media\/live\/master\.m3u8/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const { club, product } of [
  { club: 2, product: 2001 },
  { club: 4, product: 4001 },
]) {
  test(`the live event ${product} on air plays as live: the live badge, no seek bar, no countdown`, async ({
    page,
  }) => {
    const release = await holdManifest(page);
    const manifest = page.waitForRequest((r) => r.url().includes('/media/live/master.m3u8'));
    await logInTo(page, club, 'member@demo.club', `/product/${product}/play`);
    await manifest;
    const badge = page.locator('.player__top .player__live');
    await expect(badge).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(1); // the volume only
    await expect(page.locator('.player__timeline')).toHaveCount(0);
    if (product === 2001) await page.screenshot({ path: test.info().outputPath('live-event-2001.png') });
    // the stream then loads (steady playback of the fake's short live window is not asserted here: on a loaded
    // machine the window slides past the playhead, as on /torole-tv)
    release();
  });
}

test("the player's title is the product's full title", async ({ page }) => {
  await logInTo(page, 2, 'member@demo.club', '/product/2015/play');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bouldering basics - Part 2');
});
