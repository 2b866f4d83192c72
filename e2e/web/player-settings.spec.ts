/**
 * The player's settings, picture in picture and media session on the web, with the fake provider's HLS sample
 * (10 s, 3 renditions: 480p, 360p, 240p) in Chromium: the settings menu's quality (the lowest rendition fixes the video's height, Auto
 * returns to adaptive), its speeds and the speed keys (the element's playback rate; remembered on the device), the
 * shortcuts' help on `?`, the media session (title, club, artwork, playback state, and its actions reach the player),
 * and the page's title.
 *
 * The sample is 10 s long: each test pauses before it looks, so that the video does not end (and leave) under it.
 * Shared fake: read-only (anonymous playback of the free product 2009 on the public club 2; no device limit).
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { englishWithCookies, isPaused, logInTo, video, waitForPlayback } from '../support/player';

const PLAY = '/product/2009/play?club=2';
const SHOTS = process.env.PLAYER_SHOTS;

test.beforeEach(async ({ page }) => englishWithCookies(page));

async function pause(page: Page) {
  await page.keyboard.press('Space');
  await expect.poll(() => isPaused(page)).toBe(true);
}

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openSettings(page: Page) {
  await page.mouse.move(200, 200);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(settings(page)).toBeVisible();
}

test('quality: Auto and each rendition by height; the lowest fixes the video height, Auto is adaptive again', async ({
  page,
}) => {
  await page.goto(PLAY);
  await waitForPlayback(page, 0.2);
  await pause(page);
  await openSettings(page);
  const quality = settings(page).getByRole('region', { name: 'Quality' });
  const choices = quality.getByRole('button');
  await expect(choices).toHaveText([/^Auto/, '480p', '360p', '240p']);
  await expect(quality.getByRole('button', { name: /^Auto/ })).toHaveAttribute('aria-pressed', 'true');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/web-1280-settings.png` });

  await quality.getByRole('button', { name: '240p' }).click();
  await expect(quality.getByRole('button', { name: '240p' })).toHaveAttribute('aria-pressed', 'true');
  await expect(quality.getByRole('button', { name: /^Auto/ })).toHaveAttribute('aria-pressed', 'false');
  // the lowest rendition plays: the element's frames are 240 high
  await page.keyboard.press('Escape');
  await expect(settings(page)).toHaveCount(0);
  await page.getByRole('group', { name: 'Player controls' }).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.videoHeight)).toBe(240);
  await pause(page);

  await openSettings(page);
  await quality.getByRole('button', { name: /^Auto/ }).click();
  await expect(quality.getByRole('button', { name: /^Auto/ })).toHaveAttribute('aria-pressed', 'true');
});

test('speed: 1.5x sets the playback rate, the keys step it, and it is remembered on the device', async ({ page }) => {
  await page.goto(PLAY);
  await waitForPlayback(page, 0.2);
  await pause(page);
  await openSettings(page);
  const speed = settings(page).getByRole('region', { name: 'Speed' });
  await expect(speed.getByRole('button')).toHaveText(['0.5×', '0.75×', 'Normal', '1.25×', '1.5×', '2×']);
  await expect(speed.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  await speed.getByRole('button', { name: '1.5×' }).click();
  await expect(speed.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true');
  const rate = () => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate);
  await expect.poll(rate).toBe(1.5);
  await page.keyboard.press('Escape');
  await expect(settings(page)).toHaveCount(0);

  // > faster, < slower, staying at the ends
  await page.keyboard.press('>');
  await expect.poll(rate).toBe(2);
  await page.keyboard.press('>');
  await expect.poll(rate).toBe(2);
  await page.keyboard.press('<');
  await page.keyboard.press('<');
  await expect.poll(rate).toBe(1.25);

  // remembered: the next playback starts at 1.25
  await page.reload();
  await waitForPlayback(page, 0.1);
  await expect.poll(rate).toBe(1.25);
  await pause(page);
  await openSettings(page);
  await expect(speed.getByRole('button', { name: '1.25×' })).toHaveAttribute('aria-pressed', 'true');
});

test('? opens the shortcuts help; Escape closes it', async ({ page }) => {
  await page.goto(PLAY);
  await waitForPlayback(page, 0.2);
  await pause(page);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const what of ['Play or pause', 'Back or forward 10 seconds', 'Slower or faster', 'Subtitles off or on'])
    await expect(help.getByText(what)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

test("the media session shows the video and its club, follows playback, and its actions reach the player; the page's title is the video's", async ({
  page,
}) => {
  // record the handlers the page registers, to act as the lock screen or a headset would
  await page.addInitScript(() => {
    const handlers: Record<string, MediaSessionActionHandler | null> = {};
    (window as unknown as { __mediaActions: typeof handlers }).__mediaActions = handlers;
    const original = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    navigator.mediaSession.setActionHandler = (action, handler) => {
      handlers[action] = handler;
      original(action, handler);
    };
  });
  const act = (action: string, details: Record<string, unknown> = {}) =>
    page.evaluate(
      ([a, d]) => {
        const handlers = (window as unknown as { __mediaActions: Record<string, MediaSessionActionHandler | null> })
          .__mediaActions;
        handlers[a as string]!({ action: a, ...(d as object) } as MediaSessionActionDetails);
      },
      [action, details] as const,
    );
  await page.goto(PLAY);
  await waitForPlayback(page, 0.2);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(title).toContain('Free:');
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\|.*)?$`));
  const session = () =>
    page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      artwork: navigator.mediaSession.metadata?.artwork.length,
      state: navigator.mediaSession.playbackState,
    }));
  await expect.poll(session).toEqual({ title, artist: expect.any(String), artwork: 2, state: 'playing' });
  expect((await session()).artist).not.toBe('');

  await act('pause');
  await expect.poll(() => isPaused(page)).toBe(true);
  await expect.poll(async () => (await session()).state).toBe('paused');
  await act('seekto', { seekTime: 1 });
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(1);
  await act('seekforward');
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(9);
  await act('seekbackward');
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(1);
  await act('play');
  await expect.poll(() => isPaused(page)).toBe(false);
  // stop leaves the player; the media session is cleared
  await act('stop');
  await expect(page).not.toHaveURL(/\/play/);
  await expect.poll(async () => (await session()).title ?? null).toBeNull();
});

/** The text track showing on the element, and its cues now (none: no track showing). */
const showingCues = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => {
    const track = Array.from(v.textTracks).find((t) => t.mode === 'showing');
    if (!track) return null;
    return { language: track.language, cues: Array.from(track.activeCues ?? []).map((c) => (c as VTTCue).text) };
  });

test('subtitles (the long demo VOD): Off and each language; English shows its cues, c turns them off and on, remembered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInTo(page, 2, 'special@demo.club', '/product/2016/play');
  await waitForPlayback(page, 0.2);
  await page.mouse.move(200, 200);
  await page.getByRole('button', { name: 'Settings' }).click();
  const subtitles = settings(page).getByRole('region', { name: 'Subtitles' });
  await expect(subtitles.getByRole('button')).toHaveText(['Off', 'English', 'Español']);
  await expect(subtitles.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
  await subtitles.getByRole('button', { name: 'English' }).click();
  await expect(subtitles.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/web-1280-settings-subtitles.png` });
  await page.keyboard.press('Escape');
  // a cue of the English track shows ("Warm-up · 00:02" ...)
  await expect
    .poll(() => showingCues(page), { timeout: 20_000 })
    .toMatchObject({ language: 'en', cues: [expect.stringMatching(/·/)] });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/web-1280-subtitles.png` });

  // c: off, and on again in English
  await page.keyboard.press('c');
  await expect.poll(() => showingCues(page)).toBeNull();
  await page.keyboard.press('c');
  await expect.poll(() => showingCues(page)).toMatchObject({ language: 'en' });

  // Spanish, remembered for the next playback on this device
  await page.mouse.move(220, 220);
  await page.getByRole('button', { name: 'Settings' }).click();
  await subtitles.getByRole('button', { name: 'Español' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await waitForPlayback(page, 0.2);
  await expect
    .poll(() => showingCues(page), { timeout: 20_000 })
    .toMatchObject({ language: 'es', cues: [expect.stringMatching(/·/)] });
});

test('picture in picture: the control floats the video and brings it back', async ({ page }) => {
  await page.goto(PLAY);
  await waitForPlayback(page, 0.2);
  await pause(page);
  await page.mouse.move(200, 200);
  const pip = page.getByRole('button', { name: 'Picture in picture' });
  await expect(pip).toHaveAttribute('aria-pressed', 'false');
  await pip.click();
  await expect
    .poll(() => page.evaluate(() => document.pictureInPictureElement?.classList.contains('player__video') ?? false))
    .toBe(true);
  await expect(pip).toHaveAttribute('aria-pressed', 'true');
  await pip.click();
  await expect.poll(() => page.evaluate(() => document.pictureInPictureElement === null)).toBe(true);
  await expect(pip).toHaveAttribute('aria-pressed', 'false');
});

test('on a phone (390 wide) the menu is a bottom sheet that fits the screen, every choice reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PLAY);
  await waitForPlayback(page, 0.2);
  await pause(page);
  await page.getByRole('group', { name: 'Player controls' }).getByRole('button', { name: 'Settings' }).click();
  await expect(settings(page)).toBeVisible();
  // measured once its opening slide is over
  await settings(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await settings(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // the sheet sits at the bottom of the screen
  expect(Math.abs(box.y + box.height - 844)).toBeLessThan(0.5);
  for (const name of ['240p', '2×']) await expect(settings(page).getByRole('button', { name })).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/web-390-settings.png` });
});

test('picture in picture: leaving the player page keeps the video playing in its window until it closes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // the long demo VOD (the 10 s clip would end under the test)
  await logInTo(page, 2, 'special@demo.club', '/product/2016/play');
  await waitForPlayback(page, 0.2);
  await page.mouse.move(200, 200);
  await page.getByRole('button', { name: 'Picture in picture' }).click();
  const floating = () =>
    page.evaluate(() => {
      const v = document.pictureInPictureElement as HTMLVideoElement | null;
      return v ? { paused: v.paused, time: v.currentTime } : null;
    });
  await expect.poll(floating).not.toBeNull();
  // Back: the product page, and the video plays on in its window
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).not.toHaveURL(/\/play/);
  await expect(page.locator('.player')).toHaveCount(0);
  const left = (await floating())!;
  expect(left.paused).toBe(false);
  await expect.poll(async () => (await floating())?.time ?? 0).toBeGreaterThan(left.time + 1);
  // the window closes: the playback ends, the element goes
  await page.evaluate(() => document.exitPictureInPicture());
  await expect.poll(floating).toBeNull();
  await expect(page.locator('video.player__video')).toHaveCount(0);
});
