/**
 * Persisted stores (spec §3): the session (version 1: token, user, club; advertising excluded) and the
 * configuration (version 1: lang, acceptedCookies). Both are validated when read back: a store that does not parse
 * is removed and treated as absent, so a corrupted session means a clean logout, never a crash (docs/security.md).
 */
import * as z from 'zod/mini';
import { CONFIGURATION_KEY, GENDERS, SESSION_KEY, type Club, type Language, type User } from '~/domain';

/** What the stores use of a storage area (the app passes its guarded storage, src/services/storage.ts). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const language = z.enum(['es', 'en']);

const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  birthdate: z.string(),
  gender: z.nullable(z.enum(GENDERS)),
  language,
  roles: z.array(z.string()),
  favoriteTeams: z.array(
    z.object({ id: z.number(), name: z.string(), shortName: z.string(), image: z.string(), pathToDetail: z.string() }),
  ),
});

const clubSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  companyCode: z.string(),
  domain: z.nullable(z.string()),
  // absent in sessions stored before it was kept; anything else is ignored rather than the session dropped
  theme: z.catch(z.optional(z.enum(['dark', 'light'])), undefined),
  // absent in sessions stored before it was kept, likewise
  publicAccess: z.catch(z.optional(z.boolean()), undefined),
});

const sessionStore = z.object({
  version: z.literal(1),
  state: z.object({
    token: z.nullable(z.string().check(z.minLength(1))),
    user: z.nullable(userSchema),
    club: z.nullable(clubSchema),
  }),
});

const configurationStore = z.object({
  version: z.literal(1),
  state: z.object({ lang: language, acceptedCookies: z.boolean() }),
});

/**
 * The club as the session keeps it: which club it is, its theme, which index.html's boot script applies to the next
 * visit's first frame, before the club's configuration has answered, and whether it has public access, by which that
 * script sends an anonymous visitor's page calls at once or leaves them (a private club answers them 401) (* src/boot/clubBoot.ts).
 */
export type StoredClub = Pick<Club, 'id' | 'name' | 'companyCode' | 'domain'> & {
  theme?: Club['style']['clubTheme'];
  publicAccess?: boolean;
};

export interface StoredSession {
  token: string | null;
  user: User | null;
  club: StoredClub | null;
}

export interface StoredConfiguration {
  lang: Language;
  acceptedCookies: boolean;
}

function read(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return null; // unparsable JSON: treated as corrupted
  }
}

function safeRemove(storage: KeyValueStorage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

function safeWrite(storage: KeyValueStorage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    /* quota or private mode: the app keeps working without persistence */
  }
}

/** The session read back, or null (absent or corrupted: a corrupted store is removed). */
export function readSession(storage: KeyValueStorage): StoredSession | null {
  const raw = read(storage, SESSION_KEY);
  if (raw === undefined) return null;
  const parsed = sessionStore.safeParse(raw);
  if (!parsed.success || (parsed.data.state.token !== null && parsed.data.state.user === null)) {
    safeRemove(storage, SESSION_KEY);
    return null;
  }
  return parsed.data.state as StoredSession;
}

export function writeSession(
  storage: KeyValueStorage,
  session: {
    token: string | null;
    user: User | null;
    club: StoredClub | Club | null;
  },
) {
  // advertising is excluded from persistence, so is everything the club configuration fetch brings back anyway, but
  // the theme, which the next visit paints before that fetch has answered, and the public access, by which the next
  // visit's boot knows whether an anonymous visitor's page calls may go out before it
  const from = session.club;
  const theme = from ? ('style' in from ? from.style.clubTheme : from.theme) : undefined;
  const publicAccess = from?.publicAccess;
  const club = from
    ? {
        id: from.id,
        name: from.name,
        companyCode: from.companyCode,
        domain: from.domain,
        ...(theme ? { theme } : {}),
        ...(typeof publicAccess === 'boolean' ? { publicAccess } : {}),
      }
    : null;
  safeWrite(storage, SESSION_KEY, { version: 1, state: { token: session.token, user: session.user, club } });
}

export function readConfiguration(storage: KeyValueStorage): StoredConfiguration | null {
  const raw = read(storage, CONFIGURATION_KEY);
  if (raw === undefined) return null;
  const parsed = configurationStore.safeParse(raw);
  if (!parsed.success) {
    safeRemove(storage, CONFIGURATION_KEY);
    return null;
  }
  return parsed.data.state;
}

export function writeConfiguration(storage: KeyValueStorage, configuration: StoredConfiguration) {
  safeWrite(storage, CONFIGURATION_KEY, { version: 1, state: configuration });
}
