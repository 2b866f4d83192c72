import { describe, expect, it } from 'vitest';
import { readConfiguration, readSession, writeConfiguration, writeSession } from '~/services/stores';
import { CONFIGURATION_KEY, SESSION_KEY } from '~/domain';
import { resolveClubKey, sessionMatchesClub } from '~/services/clubKey';
import { browserLanguage } from '~/i18n/i18n';
import { aClub, aUser } from '../fixtures/domain';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('persisted session store (version 1)', () => {
  it('round-trips token, user and club, excluding advertising', () => {
    const storage = new MemoryStorage();
    const ad = {
      id: 1,
      title: 'Ad',
      description: '',
      location: 'login',
      type: 'image' as const,
      urlRedirect: null,
      script: null,
      image: null,
    };
    writeSession(storage, {
      token: 't',
      user: aUser(),
      club: aClub({ loginAdvertisement: ad, footerAdvertisement: ad }),
    });
    const raw = JSON.parse(storage.getItem(SESSION_KEY)!);
    expect(raw.version).toBe(1);
    expect(JSON.stringify(raw)).not.toContain('Advertisement');
    expect(JSON.stringify(raw)).not.toContain('"Ad"');
    expect(readSession(storage)).toEqual({
      token: 't',
      user: aUser(),
      club: {
        id: 1,
        name: 'Test Club',
        companyCode: 'TTT',
        domain: 'ttt.localhost',
        theme: 'dark',
        publicAccess: aClub().publicAccess,
      },
    });
  });

  it("keeps the club's theme, for the next visit's first frame, and keeps it when the token goes", () => {
    const storage = new MemoryStorage();
    const light = aClub();
    light.style = { ...light.style, clubTheme: 'light' };
    writeSession(storage, { token: 't', user: aUser(), club: light });
    const kept = readSession(storage)!;
    expect(kept.club?.theme).toBe('light');
    // logging out writes the stored club back as it was read
    writeSession(storage, { token: null, user: null, club: kept.club });
    expect(readSession(storage)?.club?.theme).toBe('light');
  });

  it("keeps whether the club has public access, for the next visit's boot, through a logout too", () => {
    for (const publicAccess of [true, false]) {
      const storage = new MemoryStorage();
      writeSession(storage, { token: 't', user: aUser(), club: aClub({ publicAccess }) });
      const kept = readSession(storage)!;
      expect(kept.club?.publicAccess).toBe(publicAccess);
      writeSession(storage, { token: null, user: null, club: kept.club });
      expect(readSession(storage)?.club?.publicAccess).toBe(publicAccess);
    }
  });

  it('reads a session stored before the theme was kept, or with a theme that is none, without dropping it', () => {
    const storage = new MemoryStorage();
    const club = { id: 1, name: 'Test Club', companyCode: 'TTT', domain: null };
    storage.setItem(SESSION_KEY, JSON.stringify({ version: 1, state: { token: 't', user: aUser(), club } }));
    expect(readSession(storage)?.club).toEqual(club);
    storage.setItem(
      SESSION_KEY,
      JSON.stringify({
        version: 1,
        state: { token: 't', user: aUser(), club: { ...club, theme: 'purple', publicAccess: 'yes' } },
      }),
    );
    expect(readSession(storage)?.token).toBe('t');
    expect(readSession(storage)?.club?.theme).toBeUndefined();
    expect(readSession(storage)?.club?.publicAccess).toBeUndefined();
  });

  it.each([
    ['unparsable JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, state: { token: 't', user: null, club: null } })],
    ['a token without a user', JSON.stringify({ version: 1, state: { token: 't', user: null, club: null } })],
    ['a user of the wrong shape', JSON.stringify({ version: 1, state: { token: 't', user: { id: '7' }, club: null } })],
    ['an empty token', JSON.stringify({ version: 1, state: { token: '', user: aUser(), club: null } })],
    ['not an object', '42'],
  ])('treats %s as no session and removes it', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEY, raw);
    expect(readSession(storage)).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('absent store is simply null', () => {
    expect(readSession(new MemoryStorage())).toBeNull();
  });
});

describe('persisted configuration store (version 1)', () => {
  it('round-trips lang and acceptedCookies', () => {
    const storage = new MemoryStorage();
    writeConfiguration(storage, { lang: 'es', acceptedCookies: true });
    expect(readConfiguration(storage)).toEqual({ lang: 'es', acceptedCookies: true });
  });

  it('rejects an unsupported language', () => {
    const storage = new MemoryStorage();
    storage.setItem(CONFIGURATION_KEY, JSON.stringify({ version: 1, state: { lang: 'fr', acceptedCookies: false } }));
    expect(readConfiguration(storage)).toBeNull();
  });

  it('defaults the language to the browser language when supported, else en', () => {
    expect(browserLanguage(['es-ES', 'en'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(browserLanguage(['de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});

describe('club key', () => {
  const base = { search: '', hostname: 'ttt.localhost', buildClub: null, storedClubId: null };
  it('prefers ?club=, then the build club, then the stored club id, then the domain', () => {
    expect(resolveClubKey({ ...base, search: '?club=2' })).toEqual({ clubKey: '2', fromUrl: true });
    expect(resolveClubKey({ ...base, buildClub: '9' })).toEqual({ clubKey: '9', fromUrl: false });
    expect(resolveClubKey({ ...base, storedClubId: 3 })).toEqual({ clubKey: '3', fromUrl: false });
    expect(resolveClubKey(base)).toEqual({ clubKey: 'ttt.localhost', fromUrl: false });
  });

  it('ignores a malformed ?club=', () => {
    expect(resolveClubKey({ ...base, search: '?club=%2F%2Fevil' }).clubKey).toBe('ttt.localhost');
    expect(resolveClubKey({ ...base, search: '?club=' }).clubKey).toBe('ttt.localhost');
  });

  it('keeps a stored session only for its own club', () => {
    expect(sessionMatchesClub('1', { id: 1, domain: 'ttt.localhost' })).toBe(true);
    expect(sessionMatchesClub('ttt.localhost', { id: 1, domain: 'ttt.localhost' })).toBe(true);
    expect(sessionMatchesClub('2', { id: 1, domain: 'ttt.localhost' })).toBe(false);
    expect(sessionMatchesClub('1', null)).toBe(false);
  });
});
