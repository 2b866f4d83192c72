/**
 * The play button of the product page (spec §4 "Product and playback").
 *
 * `user.play` carries the product's facts (flat, serialisable) and is resolved in the spec's order:
 *   1. the product has a video: open the player (named action `openPlayer`, the app goes to /product/{id}/play);
 *   2. its video is being transcoded: the being-processed modal;
 *   3. it has a rental price: the rent modal (renting needs a login, so an anonymous visitor gets the
 *      login-to-continue modal instead; spec §4 "Vote, favourite and rent need a login");
 *   4. a logged-in user whose plan does not include it: the subscribe modal;
 *   5. anything else (an anonymous visitor, a live event not started yet, content not yet published): the
 *      not-available modal, which shows the live schedule when there is one.
 * Step 4 reads the spec's "no video shows a subscribe modal (logged-in users)" together with §6 ("Catalogue
 * availability depends on the user's plan (available flag)"): a member whose plan already includes the product is
 * never asked to subscribe again; the product simply is not available yet.
 *
 * The play and trailer routes send the same `user.play` when the product has no video (through the product page's
 * `resolve=play`), so every entry point resolves the same way. `user.close` closes any modal; from the
 * login-to-continue modal `user.login` hands over to the login page (named action `goToLogin`, with returnTo).
 * `product.rented` (the rent flow succeeded) closes the rent modal. `user.requireLogin` opens the same
 * login-to-continue modal for a vote or favourite by an anonymous visitor.
 */
import { setup } from 'xstate';

export interface PlayFacts {
  hasVideo: boolean;
  isTranscoding: boolean;
  /** rental price > 0 */
  rentable: boolean;
  /** available in the user's plan (spec §3 `available`) */
  available: boolean;
  loggedIn: boolean;
}

export type PlayButtonEvent =
  | ({ type: 'user.play' } & PlayFacts)
  | { type: 'user.close' }
  | { type: 'user.login' }
  /** a vote or favourite by an anonymous visitor (the vote machine's `requireLogin`) */
  | { type: 'user.requireLogin' }
  | { type: 'product.rented' };

type PlayEvent = Extract<PlayButtonEvent, { type: 'user.play' }>;

export const playButtonMachine = setup({
  types: {
    events: {} as PlayButtonEvent,
  },
  actions: {
    /** Navigates to /product/{id}/play. */
    openPlayer: () => {},
    /** Navigates to /auth/login?returnTo=<the product page>. */
    goToLogin: () => {},
  },
  guards: {
    hasVideo: ({ event }) => (event as PlayEvent).hasVideo,
    isTranscoding: ({ event }) => (event as PlayEvent).isTranscoding,
    rentableLoggedIn: ({ event }) => (event as PlayEvent).rentable && (event as PlayEvent).loggedIn,
    rentableAnonymous: ({ event }) => (event as PlayEvent).rentable && !(event as PlayEvent).loggedIn,
    needsPlan: ({ event }) => (event as PlayEvent).loggedIn && !(event as PlayEvent).available,
  },
}).createMachine({
  id: 'playButton',
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.play': [
          { guard: 'hasVideo', target: 'idle', actions: 'openPlayer' },
          { guard: 'isTranscoding', target: 'processing' },
          { guard: 'rentableLoggedIn', target: 'rent' },
          { guard: 'rentableAnonymous', target: 'loginRequired' },
          { guard: 'needsPlan', target: 'subscribe' },
          { target: 'notAvailable' },
        ],
        'user.requireLogin': 'loginRequired',
      },
    },
    /** spec: "transcoding in progress shows a 'being processed' modal" */
    processing: { tags: ['modal'], on: { 'user.close': 'idle' } },
    /** the rent modal; its payment flow is the rent machine */
    rent: { tags: ['modal'], on: { 'user.close': 'idle', 'product.rented': 'idle' } },
    subscribe: { tags: ['modal'], on: { 'user.close': 'idle' } },
    notAvailable: { tags: ['modal'], on: { 'user.close': 'idle' } },
    loginRequired: {
      tags: ['modal'],
      on: { 'user.close': 'idle', 'user.login': { target: 'idle', actions: 'goToLogin' } },
    },
  },
});
