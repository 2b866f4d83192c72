// @vitest-environment jsdom
/**
 * The club's configuration, once decoded, is handed to the session in a task of its own: the theme, the
 * storage and the renders it sets off must not lengthen the task in which its answer was decoded.
 */
import { describe, expect, it } from 'vitest';
import { createSession } from '~/app/session';
import { nextTask } from '~/performance/nextTask';
import type { KeyValueStorage } from '~/services/stores';
import { aClub } from '../fixtures/domain';

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  } as KeyValueStorage;
}

/** Every microtask queued so far, and the ones they queue, run; no new task starts. */
async function drainMicrotasks() {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

describe('session start-up tasks', () => {
  it('applies the decoded club configuration in a later task, not in the one that decoded it', async () => {
    const club = aClub({ id: 2, name: 'Tasks club' });
    const session = createSession({
      endpoints: {
        getClubConfiguration: () => Promise.resolve(club),
        getUser: () => Promise.reject(new Error('no user')),
        getConfiguration: () => Promise.resolve(undefined),
      },
      effects: {
        languageChanged: () => {},
        memberChanged: () => {},
        notifySessionExpired: () => {},
        goToLogout: () => {},
        acceptedCookies: () => false,
      },
      storage: memoryStorage(),
      location: { search: '?club=2', hostname: 'localhost' },
      buildClub: null,
    });
    session.start();
    await drainMicrotasks();
    expect(session.getSnapshot().context.club).toBeNull();

    for (let i = 0; i < 5 && !session.getSnapshot().context.club; i++) await nextTask();
    expect(session.getSnapshot().context.club?.name).toBe('Tasks club');
    session.stop();
  });
});
