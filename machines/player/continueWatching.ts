/**
 * The rules of "Continue watching" (the home's first row for a signed-in member) and of the progress shown on a
 * product's tiles and play button, over the positions the player keeps on this device. Pure: no platform code.
 */
import { RESUME_UNTIL_RATIO, type PlaybackSample } from './playback';

/** Below this share of the video a product was only opened, not started: it is not in the row. */
export const STARTED_FROM_RATIO = 0.05;
/** The most products the row shows (the most recent ones). */
export const CONTINUE_WATCHING_MAX = 20;

/** One kept position: the product, where the member stopped, and when it was kept (ms since the epoch). */
export interface KeptPosition extends PlaybackSample {
  productId: number;
  at: number;
}

/** The share of the video watched, 0..1 (0 while the duration is unknown or the numbers make no sense). */
export function watchedRatio(sample: PlaybackSample): number {
  const { playtime, duration } = sample;
  if (!Number.isFinite(playtime) || !Number.isFinite(duration) || duration <= 0 || playtime <= 0) return 0;
  return Math.min(1, playtime / duration);
}

/** Watched past 95 %: the product counts as watched, starts over and shows no progress. */
export function isWatched(sample: PlaybackSample): boolean {
  return watchedRatio(sample) >= RESUME_UNTIL_RATIO;
}

/**
 * The progress a tile or the play button shows, as a whole percentage (1..94), or null: none for no position, for a
 * watched product (95 % and more) and for nothing watched yet.
 */
export function tileProgress(sample: PlaybackSample | null): number | null {
  if (!sample || isWatched(sample)) return null;
  const ratio = watchedRatio(sample);
  if (ratio === 0) return null;
  return Math.min(94, Math.max(1, Math.round(ratio * 100)));
}

/** Between 5 % and 95 % watched: started and not finished. */
export function isInProgress(sample: PlaybackSample): boolean {
  const ratio = watchedRatio(sample);
  return ratio >= STARTED_FROM_RATIO && ratio < RESUME_UNTIL_RATIO;
}

/**
 * The products of the row, in order: the positions between 5 % and 95 % watched, most recently kept first (the
 * product id breaks a tie, so the order never depends on the store's), at most `max`. Live events are left out
 * once their products are known (`continueWatchingRow`).
 */
export function continueWatchingIds(kept: readonly KeptPosition[], max = CONTINUE_WATCHING_MAX): number[] {
  return kept
    .filter(isInProgress)
    .sort((a, b) => b.at - a.at || a.productId - b.productId)
    .slice(0, max)
    .map((k) => k.productId);
}

/**
 * The row's products from the ids in order and the products known so far: a product not (yet) known or that could
 * not be loaded is left out, and so is a live event (one with a live schedule: it plays at the live edge, there is
 * nothing to continue).
 */
export function continueWatchingRow<P extends { id: number; liveSchedule: unknown }>(
  ids: readonly number[],
  products: ReadonlyMap<number, P>,
): P[] {
  return ids.flatMap((id) => {
    const p = products.get(id);
    return p && !p.liveSchedule ? [p] : [];
  });
}

/** "m:ss", or "h:mm:ss" from an hour on: the time the play button resumes at. */
export function formatPosition(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
