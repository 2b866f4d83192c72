/**
 * The member's kept position in a main video (spec §9 "Player progress interval 5 s", docs/spec-notes.md): where a
 * video resumes, and the store that keeps positions per club, user and product, bounded and validated when read back.
 */
import { describe, expect, it } from 'vitest';
import { resumePosition } from '~machines/player/playback';
import { createProgressStore, MAX_KEPT, PROGRESS_KEY, progressKey } from '~/services/playbackProgress';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('resumePosition', () => {
  it('resumes a kept position; starts over with none, at 0, or once (almost) watched to the end', () => {
    expect(resumePosition(null)).toBe(0);
    expect(resumePosition({ playtime: 42, duration: 600 })).toBe(42);
    expect(resumePosition({ playtime: 5, duration: 10 })).toBe(5);
    expect(resumePosition({ playtime: 0, duration: 600 })).toBe(0);
    expect(resumePosition({ playtime: 590, duration: 600 })).toBe(0);
    expect(resumePosition({ playtime: 42, duration: 0 })).toBe(0);
    expect(resumePosition({ playtime: Number.NaN, duration: 600 })).toBe(0);
  });
});

describe('progress store', () => {
  it('keeps, reads and forgets one position per club, user and product', () => {
    const storage = memoryStorage();
    const store = createProgressStore(storage);
    const mine = progressKey('ttt.localhost', 101, 1014);
    const theirs = progressKey('ttt.localhost', 102, 1014);
    expect(mine).toBe('ttt.localhost:101:1014');
    expect(progressKey('mct.localhost', null, 2009)).toBe('mct.localhost:guest:2009');
    store.keep(mine, { playtime: 30, duration: 600 });
    expect(store.read(mine)).toEqual({ playtime: 30, duration: 600 });
    expect(store.read(theirs)).toBeNull();
    store.forget(mine);
    expect(store.read(mine)).toBeNull();
  });

  it(`keeps the ${MAX_KEPT} most recent videos`, () => {
    let t = 0;
    const store = createProgressStore(memoryStorage(), () => ++t);
    for (let id = 1; id <= MAX_KEPT + 5; id++) store.keep(`c:1:${id}`, { playtime: id, duration: 100 });
    expect(store.read('c:1:1')).toBeNull();
    expect(store.read(`c:1:${MAX_KEPT + 5}`)).toEqual({ playtime: MAX_KEPT + 5, duration: 100 });
    expect(store.read('c:1:6')).toEqual({ playtime: 6, duration: 100 });
  });

  it('a store that does not parse is dropped, never a crash', () => {
    for (const bad of [
      '{not json',
      JSON.stringify({ version: 2, state: {} }),
      JSON.stringify({ version: 1, state: { k: { playtime: 'x' } } }),
    ]) {
      const storage = memoryStorage();
      storage.setItem(PROGRESS_KEY, bad);
      const store = createProgressStore(storage);
      expect(store.read('k')).toBeNull();
      expect(storage.items.has(PROGRESS_KEY)).toBe(false);
    }
  });

  it('without storage (private mode) nothing is kept and nothing fails', () => {
    const store = createProgressStore(null);
    store.keep('k', { playtime: 3, duration: 10 });
    expect(store.read('k')).toBeNull();
  });
});
