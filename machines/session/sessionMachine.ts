/**
 * Session bootstrap and lifetime (spec §4 "Startup and session").
 *
 * Startup: fetch the club configuration for the club key (stored club id, `?club=` or the domain), store it, apply
 * its theme, set the language and initialise analytics when the club has a measurement id. With a token, fetch the
 * user by the stored id, store it and switch to the user's language. Without a token, or on any error, log out
 * silently. An unknown club ends in `clubNotFound` (the 404 page); a provider that cannot be reached (or does not
 * answer in time) ends in `clubUnavailable`, from which the user may retry; both are start-up errors, so the stored
 * token and user are forgotten (a retry that reaches the club starts anonymous).
 *
 * Afterwards: login makes the session authenticated, a user update replaces the user, logout clears token and user
 * but keeps the club, an expired session (status 440) alerts the user and sends them to /logout, and a language
 * switch is stored and, when logged in, sent to the server. Whether cookies are accepted is a session fact too
 * (`session.cookiesAccepted`, whatever the state): the complete-profile modal waits for it. So is when the session
 * last became authenticated (`authenticatedAt`, read from the input's clock `now`; null while it is not), from which
 * flows that start later count their delays "after login".
 */
import { assign, enqueueActions, setup, spawnChild } from 'xstate';
import type { Club, Language, LoginSession, Result, User } from '~/domain';
import { actionStub, promiseStub } from '../shared/stubs';
import { failedWith, okValue, outputOf, outputOk } from '../shared/outcome';

export type ClubLoadError = 'not_found' | 'unavailable';

export interface SessionInput {
  /** Club id or domain the club configuration is fetched for. */
  clubKey: string;
  /** Values read back (and validated) from the persisted stores. */
  token: string | null;
  userId: number | null;
  user: User | null;
  lang: Language;
  /** true when the language was chosen by the user (then the club default does not override it). */
  langChosen: boolean;
  /** Whether cookies were accepted (the configuration store); absent means not yet. */
  cookiesAccepted?: boolean;
  /** The clock (ms since the epoch): when the session becomes authenticated is read from it. */
  now(): number;
}

export interface SessionContext {
  clubKey: string;
  token: string | null;
  userId: number | null;
  user: User | null;
  club: Club | null;
  lang: Language;
  langChosen: boolean;
  clubError: ClubLoadError | null;
  /** Cookies accepted: flows that wait for the consent (the complete-profile modal) read it here. */
  cookiesAccepted: boolean;
  /**
   * When the session last became authenticated (its clock), null while it is not: flows started later (the
   * complete-profile modal, whose code arrives after the login) count their delays "after login" from then.
   */
  authenticatedAt: number | null;
  now(): number;
}

export type SessionEvent =
  | ({ type: 'session.login' } & LoginSession)
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.expired' }
  | { type: 'session.cookiesAccepted' }
  | { type: 'user.logout' }
  | { type: 'user.changeLanguage'; lang: Language }
  | { type: 'user.retry' };

export interface PersistedSession {
  token: string | null;
  user: User | null;
  club: Club | null;
  lang: Language;
  langChosen: boolean;
}

const persisted = (c: SessionContext): PersistedSession => ({
  token: c.token,
  user: c.user,
  club: c.club,
  lang: c.lang,
  langChosen: c.langChosen,
});

const cleared = { token: null, userId: null, user: null, authenticatedAt: null } as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadClub: promiseStub<Result<Club, ClubLoadError>, { clubKey: string }>('loadClub'),
    loadUser: promiseStub<Result<User>, { userId: number; token: string }>('loadUser'),
    updateLanguage: promiseStub<void, { user: User; lang: Language }>('updateLanguage'),
  },
  actions: {
    /** Theme, fonts, favicon, SEO title and description of the club. */
    applyClub: actionStub<{ club: Club }>('applyClub'),
    applyLanguage: actionStub<{ lang: Language }>('applyLanguage'),
    initAnalytics: actionStub<{ measurementId: string }>('initAnalytics'),
    persist: actionStub<PersistedSession>('persist'),
    /**
     * A start-up error logs out silently (spec §4): the stored token and user are removed, the stored club and
     * language stay (no club was loaded to store instead).
     */
    forgetToken: actionStub('forgetToken'),
    notifySessionExpired: actionStub('notifySessionExpired'),
    /**
     * Someone logged in: what the club shows depends on who watches (a video is sent only to a member who may watch
     * it), so what was fetched while logged out is fetched again.
     */
    memberChanged: actionStub('memberChanged'),
    /** Store the club; its language applies unless the user chose one. */
    storeClub: assign(({ context, event }) => {
      const output = outputOf<Club, ClubLoadError>(event, 'loadClub');
      if (!output.ok) return {};
      return { club: output.value, lang: context.langChosen ? context.lang : output.value.language, clubError: null };
    }),
    goToLogout: actionStub('goToLogout'),
    /** The session became authenticated: when, by its clock. */
    stampAuthenticated: assign(({ context }) => ({ authenticatedAt: context.now() })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    clubKey: input.clubKey,
    token: input.token,
    userId: input.userId ?? input.user?.id ?? null,
    user: input.user,
    club: null,
    lang: input.lang,
    langChosen: input.langChosen,
    clubError: null,
    cookiesAccepted: input.cookiesAccepted ?? false,
    authenticatedAt: null,
    now: input.now,
  }),
  initial: 'loadingClub',
  on: {
    'session.cookiesAccepted': {
      description: 'Cookies were accepted (here or in another tab): flows waiting for the consent may go on',
      actions: assign({ cookiesAccepted: true }),
    },
  },
  states: {
    loadingClub: {
      description: 'Loading the club (the app waits to show)',
      tags: ['settling'],
      invoke: {
        id: 'loadClub',
        src: 'loadClub',
        input: ({ context }) => ({ clubKey: context.clubKey }),
        onDone: [
          {
            description: 'The club came and the member has a token: loading the member',
            guard: ({ context, event }) => outputOk({ event }) && context.token !== null && context.userId !== null,
            target: 'loadingUser',
            actions: [
              'storeClub',
              { type: 'applyClub', params: ({ context }) => ({ club: context.club! }) },
              { type: 'applyLanguage', params: ({ context }) => ({ lang: context.lang }) },
              enqueueActions(({ context, enqueue }) => {
                const measurementId = context.club?.seo.measurementId;
                if (measurementId) enqueue({ type: 'initAnalytics', params: { measurementId } });
              }),
              { type: 'persist', params: ({ context }) => persisted(context) },
            ],
          },
          {
            description: 'The club came: the member is not logged in',
            guard: outputOk,
            target: 'anonymous',
            actions: [
              'storeClub',
              { type: 'applyClub', params: ({ context }) => ({ club: context.club! }) },
              { type: 'applyLanguage', params: ({ context }) => ({ lang: context.lang }) },
              enqueueActions(({ context, enqueue }) => {
                const measurementId = context.club?.seo.measurementId;
                if (measurementId) enqueue({ type: 'initAnalytics', params: { measurementId } });
              }),
              assign(cleared),
              { type: 'persist', params: ({ context }) => persisted(context) },
            ],
          },
          {
            description: 'The club is unknown: the not-found page',
            guard: failedWith('not_found'),
            target: 'clubNotFound',
            actions: [assign({ clubError: 'not_found', ...cleared }), 'forgetToken'],
          },
          {
            description: 'The club could not be reached: an error page offers to try again',
            target: 'clubUnavailable',
            actions: [assign({ clubError: 'unavailable', ...cleared }), 'forgetToken'],
          },
        ],
        onError: {
          description: 'The club could not be reached: an error page offers to try again',
          target: 'clubUnavailable',
          actions: [assign({ clubError: 'unavailable', ...cleared }), 'forgetToken'],
        },
      },
    },
    clubNotFound: { description: 'The club is unknown: the not-found page shows', tags: ['failed'] },
    clubUnavailable: {
      description: 'The club could not be reached: an error page offers to try again',
      tags: ['failed'],
      on: { 'user.retry': { description: 'The member tries again', target: 'loadingClub' } },
    },
    loadingUser: {
      description: 'Loading the logged-in member',
      tags: ['settling'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ userId: context.userId!, token: context.token! }),
        onDone: [
          {
            description: 'The member came: logged in, in the member’s language',
            guard: outputOk,
            target: 'authenticated',
            actions: [
              assign(({ event }) => {
                const user = okValue(event);
                return { user, userId: user.id, lang: user.language };
              }),
              'stampAuthenticated',
              { type: 'applyLanguage', params: ({ context }) => ({ lang: context.lang }) },
              { type: 'persist', params: ({ context }) => persisted(context) },
            ],
          },
          {
            description: 'The member could not be loaded: logged out quietly',
            target: 'anonymous',
            actions: [assign(cleared), { type: 'persist', params: ({ context }) => persisted(context) }],
          },
        ],
        onError: {
          description: 'The member could not be loaded: logged out quietly',
          target: 'anonymous',
          actions: [assign(cleared), { type: 'persist', params: ({ context }) => persisted(context) }],
        },
      },
    },
    anonymous: {
      description: 'Browsing logged out',
      on: {
        'session.login': {
          description: 'The member logged in',
          target: 'authenticated',
          actions: [
            assign(({ context, event }) => ({
              token: event.token,
              user: event.user,
              userId: event.user.id,
              lang: event.language ?? event.user.language ?? context.lang,
            })),
            'stampAuthenticated',
            { type: 'applyLanguage', params: ({ context }) => ({ lang: context.lang }) },
            { type: 'persist', params: ({ context }) => persisted(context) },
            'memberChanged',
          ],
        },
        'user.logout': {
          description: 'Logging out (already logged out): the stored session is cleared',
          actions: [assign(cleared), { type: 'persist', params: ({ context }) => persisted(context) }],
        },
        'user.changeLanguage': {
          description: 'The member switches the language',
          guard: ({ context, event }) => context.lang !== event.lang || !context.langChosen,
          actions: [
            assign(({ event }) => ({ lang: event.lang, langChosen: true })),
            { type: 'applyLanguage', params: ({ context }) => ({ lang: context.lang }) },
            { type: 'persist', params: ({ context }) => persisted(context) },
          ],
        },
      },
    },
    authenticated: {
      description: 'Browsing logged in',
      on: {
        'session.userUpdated': {
          description: 'The member’s profile changed',
          actions: [
            assign(({ event }) => ({ user: event.user, userId: event.user.id })),
            { type: 'persist', params: ({ context }) => persisted(context) },
          ],
        },
        'user.logout': {
          description: 'The member logs out',
          target: 'anonymous',
          actions: [assign(cleared), { type: 'persist', params: ({ context }) => persisted(context) }],
        },
        'session.expired': {
          description: 'The session expired: an alert shows and the member is logged out',
          target: 'anonymous',
          actions: [
            assign(cleared),
            { type: 'persist', params: ({ context }) => persisted(context) },
            'notifySessionExpired',
            'goToLogout',
          ],
        },
        'user.changeLanguage': {
          description: 'The member switches the language (saved to the profile too)',
          guard: ({ context, event }) => context.lang !== event.lang || !context.langChosen,
          actions: [
            assign(({ event }) => ({ lang: event.lang, langChosen: true })),
            { type: 'applyLanguage', params: ({ context }) => ({ lang: context.lang }) },
            { type: 'persist', params: ({ context }) => persisted(context) },
            spawnChild('updateLanguage', {
              input: ({ context }) => ({ user: context.user!, lang: context.lang }),
            }),
          ],
        },
      },
    },
  },
});
