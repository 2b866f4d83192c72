/**
 * Continue watching and the progress shown on tiles: started between 5 % and 95 %, most recent first, live events
 * left out, a removed product gone; the kept positions listed per member from the store.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  CONTINUE_WATCHING_MAX,
  continueWatchingIds,
  continueWatchingRow,
  formatPosition,
  isInProgress,
  isWatched,
  tileProgress,
  type KeptPosition,
} from '~machines/player/continueWatching';
import { resumePosition } from '~machines/player/playback';
import { createProgressStore, memberPrefix, progressKey } from '~/services/playbackProgress';

const kept = (productId: number, playtime: number, at: number, duration = 600): KeptPosition => ({
  productId,
  playtime,
  duration,
  at,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the 5 % and 95 % rules', () => {
  it('counts a product as started from 5 % and as watched from 95 %', () => {
    expect(isInProgress({ playtime: 29, duration: 600 })).toBe(false); // 4.8 %
    expect(isInProgress({ playtime: 30, duration: 600 })).toBe(true); // 5 %
    expect(isInProgress({ playtime: 569, duration: 600 })).toBe(true); // 94.8 %
    expect(isInProgress({ playtime: 570, duration: 600 })).toBe(false); // 95 %
    expect(isWatched({ playtime: 570, duration: 600 })).toBe(true);
    expect(isWatched({ playtime: 569, duration: 600 })).toBe(false);
  });

  it('never counts a position without a duration, or one that makes no sense', () => {
    expect(isInProgress({ playtime: 30, duration: 0 })).toBe(false);
    expect(isInProgress({ playtime: Number.NaN, duration: 600 })).toBe(false);
    expect(isInProgress({ playtime: 30, duration: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isInProgress({ playtime: -5, duration: 600 })).toBe(false);
  });

  it('agrees with where the player resumes: a product in the row resumes, a watched one starts over', () => {
    const started = { playtime: 240, duration: 600 };
    const watched = { playtime: 580, duration: 600 };
    expect(isInProgress(started) && resumePosition(started) === 240).toBe(true);
    expect(isWatched(watched) && resumePosition(watched) === 0).toBe(true);
  });
});

describe('tile progress', () => {
  it('shows the share watched as a whole percentage, none for no position or a watched product', () => {
    expect(tileProgress({ playtime: 240, duration: 600 })).toBe(40);
    expect(tileProgress({ playtime: 7.9, duration: 10 })).toBe(79);
    expect(tileProgress({ playtime: 1, duration: 600 })).toBe(1); // a bar even before 5 %, never an empty one
    expect(tileProgress({ playtime: 0, duration: 600 })).toBeNull();
    expect(tileProgress({ playtime: 570, duration: 600 })).toBeNull();
    expect(tileProgress({ playtime: 569.9, duration: 600 })).toBe(94); // not rounded up to look watched
    expect(tileProgress(null)).toBeNull();
  });
});

describe('continueWatchingIds', () => {
  it('keeps the products started and not finished, most recently watched first', () => {
    const ids = continueWatchingIds([
      kept(1, 240, 1000),
      kept(2, 10, 3000), // under 5 %
      kept(3, 300, 3000),
      kept(4, 590, 4000), // watched
      kept(5, 60, 2000),
    ]);
    expect(ids).toEqual([3, 5, 1]);
  });

  it('orders positions kept at the same moment by product, whatever the store order', () => {
    expect(continueWatchingIds([kept(9, 100, 5), kept(7, 100, 5)])).toEqual([7, 9]);
  });

  it('shows at most the most recent ones', () => {
    const many = Array.from({ length: CONTINUE_WATCHING_MAX + 5 }, (_, i) => kept(i + 1, 100, i));
    const ids = continueWatchingIds(many);
    expect(ids).toHaveLength(CONTINUE_WATCHING_MAX);
    expect(ids[0]).toBe(CONTINUE_WATCHING_MAX + 5);
  });
});

describe('continueWatchingRow', () => {
  const product = (id: number, live = false) => ({
    id,
    liveSchedule: live ? { start: '2026-11-22T10:00:00Z', end: '2026-11-22T12:00:00Z' } : null,
  });

  it('follows the order of the ids, leaves out live events and products not (yet) known', () => {
    const known = new Map([
      [1, product(1)],
      [3, product(3, true)],
      [5, product(5)],
    ]);
    expect(continueWatchingRow([5, 3, 4, 1], known).map((p) => p.id)).toEqual([5, 1]);
  });
});

describe('the kept positions of one member', () => {
  it('lists only that member of that club, and a removed product leaves the row', () => {
    let now = 1000;
    const store = createProgressStore(memoryStorage(), () => now);
    store.keep(progressKey('ttt.localhost', 101, 1014), { playtime: 240, duration: 600 });
    now = 2000;
    store.keep(progressKey('ttt.localhost', 101, 1015), { playtime: 120, duration: 600 });
    store.keep(progressKey('ttt.localhost', 1010, 1016), { playtime: 120, duration: 600 });
    store.keep(progressKey('mct.localhost', 101, 2014), { playtime: 120, duration: 600 });
    store.keep(progressKey('ttt.localhost', null, 1017), { playtime: 120, duration: 600 });
    const mine = store.list(memberPrefix('ttt.localhost', 101));
    expect([...mine].sort((a, b) => a.productId - b.productId)).toEqual([
      { productId: 1014, playtime: 240, duration: 600, at: 1000 },
      { productId: 1015, playtime: 120, duration: 600, at: 2000 },
    ]);
    expect(continueWatchingIds(mine)).toEqual([1015, 1014]);
    store.forget(progressKey('ttt.localhost', 101, 1015));
    expect(continueWatchingIds(store.list(memberPrefix('ttt.localhost', 101)))).toEqual([1014]);
  });

  it('tells its listeners of every position kept or forgotten', () => {
    const store = createProgressStore(memoryStorage());
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const key = progressKey('ttt.localhost', 101, 1014);
    store.keep(key, { playtime: 240, duration: 600 });
    store.forget(key);
    store.forget(key); // nothing kept: nothing changed
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.keep(key, { playtime: 240, duration: 600 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('formatPosition', () => {
  it('says minutes and seconds, hours from an hour on', () => {
    expect(formatPosition(0)).toBe('0:00');
    expect(formatPosition(7.9)).toBe('0:07');
    expect(formatPosition(252)).toBe('4:12');
    expect(formatPosition(3723)).toBe('1:02:03');
    expect(formatPosition(Number.NaN)).toBe('0:00');
  });
});
