/**
 * Cookie consent notice (spec §1, §4 "Cookie consent", §9 "1.5 s after load").
 *
 * The notice appears `modalDelay` (1.5 s) after the app has loaded unless cookies were already accepted (persisted in
 * the configuration store's `acceptedCookies`) or the notice was dismissed in this browser session, and never while
 * the user is on a quiet page - the cookie policy (they are reading it) or the full-screen player (it would cover the
 * video): there it waits, and leaving the page starts the delay again.
 *
 * - Accept records consent (`recordConsent`: configuration store, analytics allowed to load, the app told so that the
 *   complete-profile flow may go on) and ends in `accepted`.
 * - Dismiss closes the notice without consent (`rememberDismissal`: kept for the browser session so the user is not
 *   asked on every page or reload) and ends in `dismissed`.
 *
 * Where the user is comes in as `route.changed` events (the container forwards the router's location).
 *
 * The notice's code loads after the first screen (src/features/cookieConsent/CookieConsent.tsx), so the actor may start
 * some time after the app loaded: `waitedMs` says how long, and the first delay is that much shorter, so the notice
 * still appears 1.5 s after load (at once when the code came later than that). A later delay (after leaving the policy page) is the full one.
 */
import { assign, setup } from 'xstate';
import { actionStub } from '../shared/stubs';

export interface CookieConsentInput {
  /** The configuration store says cookies were accepted. */
  accepted: boolean;
  /** The notice was dismissed earlier in this browser session. */
  dismissed: boolean;
  /** The app starts on a page where the notice waits (the cookie policy, the full-screen player). */
  quietPage: boolean;
  /** How long ago the app loaded when the actor starts (its code loads after the first screen); 0 when unknown. */
  waitedMs: number;
}

/** Spec §9: the notice appears 1.5 s after load. */
export const COOKIE_NOTICE_DELAY_MS = 1500;

export type CookieConsentContext = CookieConsentInput;

export type CookieConsentEvent =
  { type: 'route.changed'; quietPage: boolean } | { type: 'user.accept' } | { type: 'user.dismiss' };

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
  },
  actions: {
    /** Persist acceptedCookies = true, load analytics if the club has a measurement id, tell the app. */
    recordConsent: actionStub('recordConsent'),
    /** Remember the dismissal for this browser session. */
    rememberDismissal: actionStub('rememberDismissal'),
    /** Where the user is now; the time waited before the actor started counts for the first delay only. */
    trackPage: assign((_, params: { quietPage: boolean }) => ({ quietPage: params.quietPage, waitedMs: 0 })),
  },
  guards: {
    accepted: ({ context }) => context.accepted,
    dismissed: ({ context }) => context.dismissed,
    onQuietPage: ({ context }) => context.quietPage,
    /** The app has been loaded for 1.5 s already (the actor started late): no delay left. */
    due: ({ context }) => context.waitedMs >= COOKIE_NOTICE_DELAY_MS,
    toQuietPage: (_, params: { quietPage: boolean }) => params.quietPage,
    awayFromQuietPage: (_, params: { quietPage: boolean }) => !params.quietPage,
  },
  delays: {
    /** 1.5 s after load: less the time the app had been loaded before this actor started. */
    modalDelay: ({ context }) => Math.max(0, COOKIE_NOTICE_DELAY_MS - context.waitedMs),
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Deciding whether the cookie notice is due',
      always: [
        { description: 'Cookies were accepted before: no notice', guard: 'accepted', target: 'accepted' },
        { description: 'The notice was dismissed before: no notice', guard: 'dismissed', target: 'dismissed' },
        {
          description: 'On the cookie policy or in the player: no notice there',
          guard: 'onQuietPage',
          target: 'onQuietPage',
        },
        { description: 'The notice is due now', guard: 'due', target: 'visible' },
        { description: 'The notice waits a moment before showing', target: 'delaying' },
      ],
    },
    /** Hidden on the cookie policy page; leaving it starts the delay again. */
    onQuietPage: {
      description: 'On the cookie policy or in the player: the notice waits',
      on: {
        'route.changed': {
          description: 'The member leaves the policy or the player: the wait starts again',
          guard: { type: 'awayFromQuietPage', params: ({ event }) => ({ quietPage: event.quietPage }) },
          target: 'delaying',
          actions: { type: 'trackPage', params: ({ event }) => ({ quietPage: event.quietPage }) },
        },
      },
    },
    delaying: {
      description: 'Waiting a moment before showing the cookie notice',
      after: { modalDelay: { description: 'The wait is over: the notice shows', target: 'visible' } },
      on: {
        'route.changed': {
          description: 'The member opens the cookie policy or the player',
          guard: { type: 'toQuietPage', params: ({ event }) => ({ quietPage: event.quietPage }) },
          target: 'onQuietPage',
          actions: { type: 'trackPage', params: ({ event }) => ({ quietPage: event.quietPage }) },
        },
      },
    },
    visible: {
      description: 'The cookie notice is shown',
      tags: ['visible'],
      on: {
        'user.accept': { description: 'The member accepts cookies', target: 'accepted', actions: 'recordConsent' },
        'user.dismiss': {
          description: 'The member dismisses the notice',
          target: 'dismissed',
          actions: 'rememberDismissal',
        },
        'route.changed': {
          description: 'The member opens the cookie policy or the player',
          guard: { type: 'toQuietPage', params: ({ event }) => ({ quietPage: event.quietPage }) },
          target: 'onQuietPage',
          actions: { type: 'trackPage', params: ({ event }) => ({ quietPage: event.quietPage }) },
        },
      },
    },
    accepted: { description: 'Cookies accepted', tags: ['consented'], type: 'final' },
    dismissed: { description: 'Notice dismissed', type: 'final' },
  },
});
