/**
 * Playback reporting (spec §3 Visualization report, §4 "every 10 seconds and on play, pause, buffer and end ... sent
 * after a 0.5 second delay ... only for the main video", §7 visualizations, §8 Playback) against the fake provider
 * with the real HLS sample: the calls and their payloads, the kept visualization id, no report for the trailer, and
 * the too-many-devices refusal, and zapping on one browser (one login session is one device; a last report on leaving).
 *
 * Shared fake, run in parallel: each test plays as its own user and club (trial@ on club 6 for the payloads, trial@
 * on club 5 for the refusal, anonymous on club 2 for the trailer), so no other test's device count is touched.
 */
import { expect, test } from '../support/test';
import { PROVIDER } from '../support/fake';
import { axeViolations } from '../support/axe';
import {
  apiLogin,
  englishWithCookies,
  logInTo,
  recordReports,
  waitForPlayback,
  type ReportCall,
} from '../support/player';

test.beforeEach(async ({ page }) => {
  await englishWithCookies(page);
  // when playback first starts and when the first report is sent, by the page's clock (to check the 0.5 s send delay)
  await page.addInitScript(() => {
    const w = window as unknown as { __firstPlaying?: number; __firstReport?: number };
    document.addEventListener('playing', () => void (w.__firstPlaying ??= performance.now()), true);
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/visualizations'))
        w.__firstReport ??= performance.now();
      return send(input, init);
    };
  });
  // the page's clock flows as usual; tests run it ahead to show an absence (no report) without waiting for it
  await page.clock.install();
});

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Reports whose answer has arrived. */
const answered = (reports: ReportCall[]) => reports.filter((r) => r.status !== 0).length;

test('the main video reports on play, pause and end, 0.5 s later, keeping the returned visualization id', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const reports = recordReports(page);
  await logInTo(page, 6, 'trial@demo.club', '/product/6014/play');
  await waitForPlayback(page, 0.2);

  // play: the first report, without an id
  await expect.poll(() => answered(reports)).toBeGreaterThanOrEqual(1);
  const first = reports[0]!;
  expect(first.productId).toBe(6014);
  expect(first.status).toBe(200);
  expect(first.body.visualizationId).toBeNull();
  expect(first.body.duration).toBeGreaterThan(9.5);
  expect(first.body.duration).toBeLessThan(10.5);
  expect(first.body.playtime).toBeGreaterThan(0);
  expect(first.body.completionPercentage).toBe(round2((first.body.playtime / first.body.duration) * 100));
  const id = first.answer!.id!;
  expect(typeof id).toBe('number');
  const delay = await page.evaluate(() => {
    const w = window as unknown as { __firstPlaying: number; __firstReport: number };
    return w.__firstReport - w.__firstPlaying;
  });
  expect(delay).toBeGreaterThanOrEqual(490);
  expect(delay).toBeLessThan(3000);

  // pause: a report with the kept id, at the paused position (on a busy machine a buffering report may come first)
  await page.keyboard.press('Space');
  const video = page.locator('video.player__video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const pausedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  const isPauseReport = (r: ReportCall) => r.status !== 0 && Math.abs(r.body.playtime - pausedAt) < 0.1;
  await expect.poll(() => reports.findIndex(isPauseReport)).toBeGreaterThanOrEqual(1);
  const pauseIndex = reports.findIndex(isPauseReport);
  const paused = reports[pauseIndex]!;
  expect(paused.body.visualizationId).toBe(id);
  expect(paused.body.playtime).toBeGreaterThanOrEqual(first.body.playtime);
  expect(paused.body.completionPercentage).toBe(round2((paused.body.playtime / paused.body.duration) * 100));
  // paused: nothing is reported after the pause report, not even the 10-second report: the page's clock runs past
  // both the send delay and that period at once (an absence is shown by the page's time, not by waiting)
  await page.clock.runFor(11_000);
  expect(reports).toHaveLength(pauseIndex + 1);

  // play again, then the end: its report shows (almost) the whole video watched
  await page.keyboard.press('Space');
  await expect
    .poll(() => reports.some((r) => r.body.completionPercentage >= 99 && r.status !== 0), { timeout: 20_000 })
    .toBe(true);
  const last = reports.at(-1)!;
  expect(last.body.visualizationId).toBe(id);
  expect(last.body.playtime).toBeCloseTo(last.body.duration, 0);
  expect(reports.filter((r) => r.productId !== 6014 || r.status !== 200)).toEqual([]);
});

test('the trailer plays full screen and is never reported', async ({ page }) => {
  const reports = recordReports(page);
  const manifest = page.waitForRequest((r) => r.url().includes('/media/trailer/master.m3u8'));
  await page.goto('/product/2004/trailer?club=2');
  await manifest;
  await waitForPlayback(page, 1.5);
  await page.keyboard.press('Space');
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  // past the send delay of a play or pause report and the 10-second report, by the page's clock
  await page.clock.runFor(11_000);
  expect(reports).toEqual([]);
});

test('the provider refusing a playback on too many devices toasts the message (said in the player in full screen) and stops the video', async ({
  page,
  request,
}) => {
  // three other devices (login sessions) of the same account play right now
  for (let device = 0; device < 3; device++) {
    const { token } = await apiLogin(request, 5, 'trial@demo.club', 'KNC');
    const res = await request.post(`${PROVIDER}/api/products/5014/visualizations?club=5`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { duration: 10, playtime: 1, completionPercentage: 10, visualizationId: null },
    });
    expect(res.ok()).toBe(true);
  }
  const reports = recordReports(page);
  await logInTo(page, 5, 'trial@demo.club', '/product/5014/play');
  const message = 'This account is already in use on too many devices. Stop playback on other devices to continue.';
  // spec §8: errors appear as toasts; the player's panel offers what to do without saying the message twice
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toHaveText(message);
  const panel = page.getByTestId('player-error');
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(panel).not.toContainText(message);
  await expect(page.getByText(message)).toHaveCount(1);
  // readable in a light club too (its ghost button was white on a light grey)
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('refused-page.png') });
  await expect.poll(() => reports.some((r) => r.status === 409 && r.answer?.code === 'TOO_MANY_DEVICES')).toBe(true);
  // in full screen the page's toasts are out of sight: the player says the message itself
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? null)).toContain('player');
  await expect(panel).toContainText(message);
  await page.screenshot({ path: test.info().outputPath('refused-fullscreen.png') });
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  // the media is stopped (hls.js destroyed, the element emptied)
  await expect.poll(() => page.locator('video.player__video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test('zapping on one browser is one device: playing, leaving and playing again five times is never refused, and each leave sends a last report', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // cancelled@ on club 6: a user of its own in this file (an active plan until its end date)
  const reports = recordReports(page);
  await logInTo(page, 6, 'cancelled@demo.club', '/product/6014');
  for (let round = 0; round < 5; round++) {
    await page.locator('.product-actions__play').click();
    await waitForPlayback(page, 0.2);
    await expect.poll(() => reports.filter((r) => r.status === 200).length).toBeGreaterThan(round * 2);
    const sent = reports.length;
    await page.goBack();
    await expect(page).toHaveURL((u) => u.pathname === '/product/6014');
    // the last report, as a pause, at once when the member leaves the player
    await expect.poll(() => reports.length).toBe(sent + 1);
    await expect.poll(() => reports.at(-1)!.status).toBe(200);
  }
  expect(reports.filter((r) => r.status !== 200)).toEqual([]);
  await expect(page.getByTestId('player-error')).toHaveCount(0);
});
