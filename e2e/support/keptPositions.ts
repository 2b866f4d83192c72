/**
 * Positions the player keeps on the device (localStorage `club.progress`, version 1, keyed "club:user:product"),
 * written once before the app starts: the provider has no call for them, so a spec sets up what a member watched.
 */
import type { Page } from '@playwright/test';

export interface KeptSeed {
  productId: number;
  playtime: number;
  duration: number;
  /** order of keeping: higher is more recent */
  at: number;
}

export async function seedKeptPositions(page: Page, club: number, userId: number, seeds: KeptSeed[]) {
  await page.addInitScript(
    ({ prefix, seeds }) => {
      if (window !== window.top || localStorage.getItem('e2e.progress.set')) return;
      localStorage.setItem('e2e.progress.set', '1');
      const state = Object.fromEntries(
        seeds.map((s) => [`${prefix}${s.productId}`, { playtime: s.playtime, duration: s.duration, at: s.at }]),
      );
      localStorage.setItem('club.progress', JSON.stringify({ version: 1, state }));
    },
    { prefix: `${club}:${userId}:`, seeds },
  );
}
