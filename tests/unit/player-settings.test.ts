/**
 * The player's settings rules: the speeds on offer and the speed keys' steps, the subtitles key, the quality list,
 * and the member's remembered choices on the device (validated when read back).
 */
import { describe, expect, it } from 'vitest';
import { qualityOptions, SPEEDS, stepSpeed, toggledSubtitles, validSpeed } from '~machines/player/playerSettings';
import { createPlayerPreferences, PLAYER_PREFERENCES_KEY } from '~/services/playerPreferences';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('player settings rules', () => {
  it('offers 0.5 to 2; the keys step through them and stop at the ends; other speeds are the normal one', () => {
    expect(SPEEDS).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    expect(stepSpeed(0.75, -1)).toBe(0.5);
    expect(validSpeed(3)).toBe(1);
    expect(validSpeed('1.5')).toBe(1);
    expect(validSpeed(1.5)).toBe(1.5);
  });

  it('the subtitles key: showing goes off; off comes back in the last language, else the first; none without tracks', () => {
    expect(toggledSubtitles('es', 'es', ['en', 'es'])).toBeNull();
    expect(toggledSubtitles(null, 'es', ['en', 'es'])).toBe('es');
    expect(toggledSubtitles(null, null, ['en', 'es'])).toBe('en');
    expect(toggledSubtitles(null, 'fr', ['en', 'es'])).toBe('en');
    expect(toggledSubtitles('fr', 'fr', ['en', 'es'])).toBe('en');
    expect(toggledSubtitles(null, 'es', [])).toBeUndefined();
  });

  it('quality: Auto first, then each height once, tallest first, with its hls.js level', () => {
    expect(qualityOptions([240, 480, 360, 480, 0])).toEqual([
      { level: -1, height: 0 },
      { level: 1, height: 480 },
      { level: 2, height: 360 },
      { level: 0, height: 240 },
    ]);
    expect(qualityOptions([])).toEqual([{ level: -1, height: 0 }]);
  });
});

describe('remembered player choices', () => {
  it('reads nothing as normal speed and no subtitles; keeps each change beside the other', () => {
    const storage = memoryStorage();
    const prefs = createPlayerPreferences(storage);
    expect(prefs.read()).toEqual({ speed: 1, subtitles: null });
    prefs.keep({ speed: 1.5 });
    prefs.keep({ subtitles: 'es' });
    expect(prefs.read()).toEqual({ speed: 1.5, subtitles: 'es' });
    expect(createPlayerPreferences(storage).read()).toEqual({ speed: 1.5, subtitles: 'es' });
  });

  it('drops a store that does not parse, and a speed not on offer is the normal one', () => {
    const broken = memoryStorage({ [PLAYER_PREFERENCES_KEY]: '{not json' });
    expect(createPlayerPreferences(broken).read()).toEqual({ speed: 1, subtitles: null });
    expect(broken.data.has(PLAYER_PREFERENCES_KEY)).toBe(false);
    const odd = memoryStorage({
      [PLAYER_PREFERENCES_KEY]: JSON.stringify({ version: 1, state: { speed: 7, subtitles: 'en' } }),
    });
    expect(createPlayerPreferences(odd).read()).toEqual({ speed: 1, subtitles: 'en' });
  });
});
