/**
 * The player's generated journeys (machines/player/playerMachine.ts) on the free product 2009 of club 2, played by an
 * anonymous visitor: the connectivity check answers or is refused by the network (then the stream is tried without
 * TLS upgrade, here the same stream), the media plays by itself, Space pauses and plays again.
 */
import { expect } from '../../support/test';
import { englishWithCookies, isPaused, video, waitForPlayback } from '../../support/player';
import { journeys, type JourneyContext } from '../../journeys/runner';

const onThePlayer = async ({ page }: JourneyContext) => {
  await expect(page).toHaveURL((u) => u.pathname === '/product/2009/play');
  await expect(video(page)).toBeAttached();
};

journeys({
  flow: 'player',
  async start({ page, data }) {
    await englishWithCookies(page);
    if (data.pingOffline)
      await page.route(
        (url) => url.pathname === '/ping',
        (route) => route.abort('failed'),
      );
    await page.goto('/product/2009/play?club=2');
  },
  events: {
    // no kept position for an anonymous visitor's first playback
    resume: {},
    'ping.ok': {},
    'ping.offline': { setup: (ctx) => void (ctx.data.pingOffline = true) },
    // the media reports playing: by itself after loading, after Space when paused
    playing: {
      async gesture({ page, state }) {
        if (state === 'session.paused') await page.keyboard.press('Space');
      },
    },
    paused: { gesture: async ({ page }) => page.keyboard.press('Space') },
  },
  states: {
    resuming: onThePlayer,
    checking: onThePlayer,
    // loading may already have become playing: the player is there, with its video
    'session.loading': onThePlayer,
    'session.playing': async ({ page }) => {
      await waitForPlayback(page);
      await expect(page.getByRole('button', { name: 'Pause' }).first()).toBeAttached();
    },
    'session.paused': async ({ page }) => {
      await expect.poll(() => isPaused(page)).toBe(true);
      await expect(page.getByRole('button', { name: 'Play' }).first()).toBeAttached();
    },
  },
  notInBrowser: {
    'player.session.buffering': 'media faults and stalls: e2e/web/player-faults.spec.ts, tests/model',
    'player.session.recovering': 'media faults: e2e/web/player-faults.spec.ts, tests/model',
    'player.session.retrying': 'network faults of the stream: e2e/web/player-faults.spec.ts, tests/model',
    'player.failed': 'after the retries run out: e2e/web/player-faults.spec.ts, tests/model',
    'player.refused': 'too many devices: e2e/web/player-reporting.spec.ts',
    'player.ended': 'the end of a video: e2e/web/player-routes.spec.ts',
    'player.left': "the remote's stop key: e2e/tv/player.spec.ts",
    'player.next': 'the next video: e2e/tv/player.spec.ts',
  },
});
