/**
 * The player on a phone (390x844, touch): a tap on the video only shows the controls, and a second tap hides them
 * again, as phone streaming apps do; it never pauses (pausing is the play/pause button's job). A mouse click on the
 * video still toggles playback on a computer (player-playback.spec.ts).
 *
 * Shared fake: read-only (anonymous playback of the free product 2009 on the public club 2, never reported against a
 * member's devices).
 */
import { devices } from '@playwright/test';
import { expect, test } from '../support/test';
import { currentTime, englishWithCookies, isPaused, video, waitForPlayback } from '../support/player';

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => englishWithCookies(page));

test('a tap on the video shows the controls and a second tap hides them; neither pauses', async ({ page }) => {
  await page.goto('/product/2009/play?club=2');
  await waitForPlayback(page, 0.1);
  const bar = page.locator('.player__controls');
  // the controls hide by themselves while the video plays
  await expect(bar).toHaveAttribute('data-visible', 'false');

  await video(page).tap();
  await expect(bar).toHaveAttribute('data-visible', 'true');
  const t0 = await currentTime(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(t0 + 0.3);
  expect(await isPaused(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-tap-controls.png') });

  await video(page).tap();
  await expect(bar).toHaveAttribute('data-visible', 'false');
  const t1 = await currentTime(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(t1 + 0.3);
  expect(await isPaused(page)).toBe(false);

  // pausing is the button's job
  await video(page).tap();
  await page.getByRole('group', { name: 'Player controls' }).getByRole('button', { name: 'Pause' }).tap();
  await expect.poll(() => isPaused(page)).toBe(true);
});
