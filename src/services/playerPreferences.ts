/**
 * The member's player choices kept on this device: the playback speed and the subtitle language (null: off). Read
 * back into each playback's input; validated when read (a store that does not parse is dropped, never a crash).
 */
import * as z from 'zod/mini';
import { NORMAL_SPEED, validSpeed } from '~machines/player/playerSettings';
import { appStorage } from './storage';

export const PLAYER_PREFERENCES_KEY = 'club.player';

export interface PlayerPreferences {
  speed: number;
  subtitles: string | null;
}

const store = z.object({
  version: z.literal(1),
  state: z.object({ speed: z.number(), subtitles: z.nullable(z.string()) }),
});

export interface PlayerPreferencesStore {
  read(): PlayerPreferences;
  keep(change: Partial<PlayerPreferences>): void;
}

export function createPlayerPreferences(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): PlayerPreferencesStore {
  const read = (): PlayerPreferences => {
    try {
      const raw = storage.getItem(PLAYER_PREFERENCES_KEY);
      if (raw) {
        const parsed = store.safeParse(JSON.parse(raw));
        if (parsed.success) return { ...parsed.data.state, speed: validSpeed(parsed.data.state.speed) };
        storage.removeItem(PLAYER_PREFERENCES_KEY);
      }
    } catch {
      storage.removeItem(PLAYER_PREFERENCES_KEY);
    }
    return { speed: NORMAL_SPEED, subtitles: null };
  };
  return {
    read,
    keep(change) {
      try {
        storage.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify({ version: 1, state: { ...read(), ...change } }));
      } catch {
        // storage full or refused: the choice holds for this playback
      }
    },
  };
}

let shared: PlayerPreferencesStore | null = null;

/** The app's store (localStorage through the guarded storage: in memory where the browser refuses it). */
export function playerPreferences(): PlayerPreferencesStore {
  shared ??= createPlayerPreferences(appStorage('local'));
  return shared;
}
