/**
 * The member's position in each main video, kept on this device (spec §9 "Player progress interval 5 s", read as in
 * README "Spec notes": every 5 s of playback the position is kept, and opening the video again resumes there).
 * Keyed by club, user and product, bounded to the most recent entries, validated when read back (a store that does
 * not parse is dropped, never a crash: docs/security.md).
 */
import * as z from 'zod/mini';
import type { KeptPosition } from '~machines/player/continueWatching';
import type { PlaybackSample } from '~machines/player/playback';
import { appStorage } from './storage';

export const PROGRESS_KEY = 'club.progress';
/** The most recent videos kept; older positions are dropped. */
export const MAX_KEPT = 50;

const entry = z.object({ playtime: z.number(), duration: z.number(), at: z.number() });
const store = z.object({ version: z.literal(1), state: z.record(z.string(), entry) });
type Entries = Record<string, z.infer<typeof entry>>;

export interface ProgressStore {
  read(key: string): PlaybackSample | null;
  keep(key: string, sample: PlaybackSample): void;
  forget(key: string): void;
  /** Every position kept under `prefix` ("club:user:", `memberPrefix`), with the product and when it was kept. */
  list(prefix: string): KeptPosition[];
  /** Calls `listener` after each change made through this store; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** "club:user:": the start of every key of one member of one club. */
export const memberPrefix = (club: string, userId: number | null) => `${club}:${userId ?? 'guest'}:`;

/** "club:user:product": one member's position in one product of one club. */
export const progressKey = (club: string, userId: number | null, productId: number) =>
  `${memberPrefix(club, userId)}${productId}`;

export function createProgressStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  now = Date.now,
): ProgressStore {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  const load = (): Entries => {
    if (!storage) return {};
    try {
      const raw = storage.getItem(PROGRESS_KEY);
      if (!raw) return {};
      const parsed = store.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data.state;
    } catch {
      // not JSON: dropped below
    }
    storage.removeItem(PROGRESS_KEY);
    return {};
  };
  const save = (entries: Entries) => {
    if (!storage) return;
    const kept = Object.entries(entries)
      .sort((a, b) => b[1].at - a[1].at)
      .slice(0, MAX_KEPT);
    try {
      storage.setItem(PROGRESS_KEY, JSON.stringify({ version: 1, state: Object.fromEntries(kept) }));
    } catch {
      // storage full or refused: resuming is a convenience
    }
  };
  return {
    read(key) {
      const e = load()[key];
      return e ? { playtime: e.playtime, duration: e.duration } : null;
    },
    keep(key, sample) {
      const entries = load();
      entries[key] = { playtime: sample.playtime, duration: sample.duration, at: now() };
      save(entries);
      changed();
    },
    forget(key) {
      const entries = load();
      if (!(key in entries)) return;
      delete entries[key];
      save(entries);
      changed();
    },
    list(prefix) {
      return Object.entries(load()).flatMap(([key, e]) => {
        const productId = key.startsWith(prefix) ? Number(key.slice(prefix.length)) : Number.NaN;
        return Number.isInteger(productId) ? [{ productId, ...e }] : [];
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

let shared: ProgressStore | null = null;

/** The app's store (localStorage through the guarded storage: in memory where the browser refuses it). */
export function progressStore(): ProgressStore {
  if (!shared) {
    shared = createProgressStore(appStorage('local'));
  }
  return shared;
}
