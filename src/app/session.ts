/**
 * The app-wide session actor (docs/architecture.md): the session machine provided with its real actors and effects, created
 * once in main.tsx and handed to routes through the router context.
 */
import { waitFor, type ActorRefFrom } from 'xstate';
import { fromPromise } from './actors';
import { sessionMachine } from '~machines/session/sessionMachine';
import { type Club, CONFIGURATION_KEY, fail, type Language, ok, type User } from '~/domain';
import { isApiError } from '~/api/errors';
import { applyClub } from '~/theme/applyClub';
import { activateLanguage, browserLanguage } from '~/i18n/i18n';
import {
  readConfiguration,
  readSession,
  writeConfiguration,
  writeSession,
  type KeyValueStorage,
} from '~/services/stores';
import { resolveClubKey, sessionMatchesClub } from '~/services/clubKey';
import { consentGiven, initAnalytics } from '~/services/analytics';
import { createActor } from './inspect';
import { nextTask } from '~/performance/nextTask';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What the session actor needs from the provider, kept narrow so tests can fake it. */
export interface SessionEndpoints {
  getClubConfiguration(clubKey: string): Promise<Club>;
  getUser(userId: number): Promise<User>;
  /** GET /configuration?lang= informs the server of the user's language (spec §4, §7). */
  getConfiguration(lang: Language): Promise<unknown>;
}

export interface SessionEffects {
  /** After a language switch: content comes in the request language, so cached content is refetched. */
  languageChanged(lang: Language): void;
  /** After a login: what was fetched while logged out (a product without its video) is fetched again. */
  memberChanged(): void;
  notifySessionExpired(): void;
  goToLogout(): void;
  acceptedCookies(): boolean;
}

export function createSession(options: {
  endpoints: SessionEndpoints;
  effects: SessionEffects;
  storage: KeyValueStorage;
  location: { search: string; hostname: string };
  buildClub: string | null;
}): SessionActor {
  const { endpoints, effects, storage } = options;
  const stored = readSession(storage);
  const configuration = readConfiguration(storage);
  const { clubKey, fromUrl } = resolveClubKey({
    search: options.location.search,
    hostname: options.location.hostname,
    buildClub: options.buildClub,
    storedClubId: stored?.club?.id ?? null,
  });
  // A session belongs to its club: another club chosen through the address starts anonymous.
  const keep = stored !== null && (!fromUrl || sessionMatchesClub(clubKey, stored.club));
  const lang: Language = configuration?.lang ?? browserLanguage();
  let acceptedCookies = configuration?.acceptedCookies ?? false;

  const machine = sessionMachine.provide({
    actors: {
      loadClub: fromPromise(async ({ input }) => {
        try {
          const club = await endpoints.getClubConfiguration(input.clubKey);
          // the theme, the storage and the renders the club sets off in a task of their own, not in the one that
          // decoded it (a task over 50 ms at Lighthouse's 4x blocks)
          await nextTask();
          return ok(club);
        } catch (error) {
          if (isApiError(error) && error.kind === 'http' && error.status === 404) return fail('not_found' as const);
          return fail('unavailable' as const);
        }
      }),
      loadUser: fromPromise(async ({ input }) => {
        try {
          return ok(await endpoints.getUser(input.userId));
        } catch (error) {
          return fail('user_failed', error instanceof Error ? error.message : undefined);
        }
      }),
      updateLanguage: fromPromise(async ({ input }) => {
        // The server is informed; a failure is not worth bothering the user: the choice is stored locally.
        await endpoints.getConfiguration(input.lang).catch(() => undefined);
      }),
    },
    actions: {
      applyClub: (_, { club }) => applyClub(club),
      applyLanguage: (_, { lang }) =>
        void activateLanguage(lang).then((changed) => changed && effects.languageChanged(lang)),
      initAnalytics: (_, { measurementId }) => initAnalytics(measurementId, effects.acceptedCookies),
      persist: (_, state) => {
        writeSession(storage, state);
        acceptedCookies = readConfiguration(storage)?.acceptedCookies ?? acceptedCookies;
        writeConfiguration(storage, { lang: state.lang, acceptedCookies });
      },
      forgetToken: () => {
        const kept = readSession(storage);
        writeSession(storage, { token: null, user: null, club: kept?.club ?? null });
      },
      notifySessionExpired: () => effects.notifySessionExpired(),
      memberChanged: () => effects.memberChanged(),
      goToLogout: () => effects.goToLogout(),
    },
  });

  const actor = createActor(machine, {
    input: {
      clubKey,
      token: keep ? stored.token : null,
      userId: keep ? (stored.user?.id ?? null) : null,
      user: keep ? stored.user : null,
      lang,
      langChosen: configuration !== null,
      cookiesAccepted: acceptedCookies,
      now: Date.now,
    },
  });
  // cookies accepted in another tab: analytics may load here too, and the session learns it
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key !== CONFIGURATION_KEY || !readConfiguration(storage)?.acceptedCookies) return;
      if (actor.getSnapshot().context.cookiesAccepted) return;
      consentGiven();
      actor.send({ type: 'session.cookiesAccepted' });
    });
  }
  return actor;
}

/** How long the first render waits for the club's language when the member has chosen none (firstLanguage). */
export const CLUB_LANGUAGE_WAIT_MS = 1_000;

/**
 * The language of the first render: the member's stored choice; else the club's (it applies until the member chooses
 * one), which the session knows once the club's configuration has answered. index.html's boot script asked for it
 * before the bundle arrived, so it is known at once or nearly. Waiting for it, at most `wait` ms, rather than
 * rendering in the browser's language and switching, loads one catalogue instead of two and keeps the texts from
 * changing language under the member's eyes. Past the wait, or with no club, the browser's language (the session
 * switches it when the club answers).
 */
export async function firstLanguage(
  session: SessionActor,
  chosen: Language | null,
  wait = CLUB_LANGUAGE_WAIT_MS,
): Promise<Language> {
  if (chosen) return chosen;
  try {
    return (await waitFor(session, (s) => !s.matches('loadingClub'), { timeout: wait })).context.lang;
  } catch {
    return session.getSnapshot().context.lang;
  }
}
