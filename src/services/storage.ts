/**
 * The one door to the browser's storage (blocked storage must not be a white page). Where the browser
 * refuses site data, even reading the `window.localStorage` property throws (a SecurityError), and so can every
 * `getItem`/`setItem` (quota, private mode). Every use of localStorage or sessionStorage in the app goes through
 * `appStorage('local' | 'session')`: reads and writes never throw, and when the browser's storage cannot be used
 * the values live in memory for the life of the page (the app runs, logged out after a reload).
 */

export type StorageArea = 'local' | 'session';

/** What the app uses of `Storage`; never throws. */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** false when the browser refused its storage and values are kept in memory only. */
  readonly persistent: boolean;
}

/** The browser's storage area, or null when touching it throws or it does not exist. */
function browserArea(area: StorageArea, scope: unknown): Storage | null {
  try {
    const holder = scope as { localStorage?: Storage; sessionStorage?: Storage } | undefined;
    if (!holder) return null;
    const storage = area === 'local' ? holder.localStorage : holder.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/**
 * A storage that never throws: the browser's area while it works, the in-memory copy when it does not. A value
 * written while the area refuses writes is still read back for the rest of the page's life.
 */
export function guardedStorage(getArea: () => Storage | null): SafeStorage {
  const memory = new Map<string, string>();
  let area: Storage | null | undefined;
  const current = () => {
    if (area === undefined) area = getArea();
    return area;
  };
  return {
    get persistent() {
      return current() !== null;
    },
    getItem(key) {
      if (memory.has(key)) return memory.get(key)!;
      const storage = current();
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      const storage = current();
      try {
        if (!storage) throw new Error('no storage');
        storage.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    removeItem(key) {
      memory.delete(key);
      const storage = current();
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch {
        /* refused: the memory copy is gone, which is what a reader sees */
      }
    },
  };
}

const areas = new Map<StorageArea, SafeStorage>();

/** The app's guarded localStorage ('local') or sessionStorage ('session'). */
export function appStorage(area: StorageArea): SafeStorage {
  let storage = areas.get(area);
  if (!storage) {
    storage = guardedStorage(() => browserArea(area, typeof window === 'undefined' ? undefined : window));
    areas.set(area, storage);
  }
  return storage;
}
