/**
 * The player's settings on TV with the remote alone (keys only: no mouse, no Tab, no element.focus()): from the
 * control bar's Settings button OK opens the settings panel, Up and Down move through it, OK chooses (the speed sets
 * the element's playback rate; English subtitles show as the element's text track), Back closes it and focus is back on
 * the Settings button that opened it (closing a dialog returns focus to its opener), the video playing on. After
 * every key `remote().press` checks that one visible, marked element inside the title-safe area has focus.
 *
 * The long demo VOD (product 2016 of club 2, 15 minutes with English and Spanish subtitles), watched by its own demo
 * user (a TV login is a device).
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { video, waitForPlayback } from '../support/player';
import { consentGiven, expectFocus, focusPosition, qrLogin, remote } from '../support/tv';

const SHOTS = process.env.PLAYER_SHOTS;

const focusedIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

test('the settings panel with the remote: OK opens it, Down to a speed and to English subtitles, OK chooses, Back closes to Settings', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await qrLogin(page, request, 2, 'special@demo.club');
  const tv = remote(page);
  await page.goto('/product/2016');
  await expect.poll(() => focusedIs(page, '.product-actions__play')).toBe(true);
  await tv.press('Enter');
  await waitForPlayback(page, 0.2);
  await expect.poll(() => focusedIs(page, '.player[data-tv-stage]')).toBe(true);

  // Down into the control bar's buttons, Right to Settings, OK opens the panel
  await tv.pressUntil('ArrowDown', () => focusedIs(page, '.player__bar button'), 3);
  await tv.pressUntil('ArrowRight', async () => (await tv.focused()).name === 'Settings', 8);
  const settings = (await focusPosition(page)).item;
  await tv.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await expect(panel).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') != null)).toBe(true);

  // Down to 1.5x, OK
  await tv.pressUntil('ArrowDown', async () => (await tv.focused()).name === '1.5×', 14);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tv-1920-settings.png` });
  await tv.press('Enter');
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect(panel.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true');

  // Down to English, OK: its text track shows
  await tv.pressUntil('ArrowDown', async () => (await tv.focused()).name === 'English', 8);
  await tv.press('Enter');
  await expect
    .poll(() =>
      video(page).evaluate(
        (v: HTMLVideoElement) => Array.from(v.textTracks).find((t) => t.mode === 'showing')?.language ?? null,
      ),
    )
    .toBe('en');

  // Back closes the panel; focus is back on Settings in the control bar (what opened it), the video plays on
  await tv.press('Escape');
  await expect(panel).toHaveCount(0);
  await expectFocus(page, { region: 'row', id: 'player-bar', item: settings }, 'Back from the settings');
  expect((await tv.focused()).name).toBe('Settings');
  expect(page.url()).toContain('/product/2016/play');
  // the member carries on along the bar from there
  await tv.press('ArrowLeft');
  await expectFocus(page, { id: 'player-bar', item: settings - 1 }, 'Left from Settings');
  await expect
    .poll(
      () =>
        video(page).evaluate((v: HTMLVideoElement) => {
          const track = Array.from(v.textTracks).find((t) => t.mode === 'showing');
          return track?.activeCues?.length ?? 0;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tv-1920-subtitles.png` });
});
