import { describe, expect, it } from 'vitest';
import { appStorage, guardedStorage } from '~/services/storage';
import { readSession, writeSession } from '~/services/stores';
import { aClub, aUser } from '../fixtures/domain';

function mapStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const throwing = (): Storage => {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
};

describe('guarded storage', () => {
  it('reads and writes the browser area while it works', () => {
    const area = mapStorage();
    const storage = guardedStorage(() => area);
    storage.setItem('a', '1');
    expect(area.getItem('a')).toBe('1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(area.getItem('a')).toBeNull();
    expect(storage.persistent).toBe(true);
  });

  it('keeps values in memory when there is no area (site data blocked)', () => {
    const blocked = guardedStorage(() => null);
    expect(blocked.getItem('a')).toBeNull();
    blocked.setItem('a', '1');
    expect(blocked.getItem('a')).toBe('1');
    blocked.removeItem('a');
    expect(blocked.getItem('a')).toBeNull();
    expect(blocked.persistent).toBe(false);
  });

  it('never throws when every call of the area throws, and remembers writes for the page', () => {
    const storage = guardedStorage(throwing);
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(storage.getItem('a')).toBe('1');
    expect(() => storage.removeItem('a')).not.toThrow();
    expect(storage.getItem('a')).toBeNull();
  });

  it('the session store round-trips through a refused area (logged in for the life of the page)', () => {
    const storage = guardedStorage(throwing);
    expect(readSession(storage)).toBeNull();
    writeSession(storage, { token: 't', user: aUser(), club: aClub() });
    expect(readSession(storage)?.token).toBe('t');
  });
});

describe('appStorage', () => {
  it('survives a window whose localStorage and sessionStorage getters throw', () => {
    const previous = (globalThis as { window?: unknown }).window;
    const hostile = {};
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(hostile, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
    (globalThis as { window?: unknown }).window = hostile;
    try {
      // first use in this file: appStorage looks at window now
      const local = appStorage('local');
      expect(local.getItem('club.session')).toBeNull();
      local.setItem('club.session', 'x');
      expect(local.getItem('club.session')).toBe('x');
      expect(local.persistent).toBe(false);
    } finally {
      (globalThis as { window?: unknown }).window = previous;
    }
  });
});
