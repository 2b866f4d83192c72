/**
 * The product page (spec §4 "Product and playback") as one actor: it owns the page's modals and runs the page's
 * flows as children, which talk to each other only through it.
 *
 * Children (invoked for the page's life): `vote` (vote and favourite), `trailer` (the header trailer), `liveTimer`
 * (the live event's phase), `pageVisibility` (reports `page.visible` when a hidden tab shows again, so the live
 * timer is resynchronised: browsers slow timers in hidden tabs), `productSync` (the product and the viewer as the
 * app holds them). `rent` (the rent modal's payment flow) runs while
 * the rent modal is open, except where purchases are web only (TV, spec §6).
 *
 * Each child reports to the page what the page shows of it, on every change: the page invokes it with `onSnapshot`
 * (XState sends the page `xstate.snapshot.<id>` with the child's snapshot), keeps the child's view facts (its own
 * selector: `selectVoteView`, `selectTrailerView`, `selectLiveView`, `selectRentView`) in its context, and the
 * page's view is read from the page's snapshot alone. Before a child's first report its facts are those of its
 * initial state (the first thing it reports); the rent flow's are null while it does not run.
 *
 * Messages between siblings go through this machine:
 * - the vote child asks for a login (`vote.requireLogin`, an anonymous vote or favourite): the login-to-continue
 *   modal opens (from no modal only);
 * - the rent child ends (a successful rental): the rent modal closes and the product reloads (named action
 *   `reloadProduct`);
 * - the live timer reports the start of a future event (`live.started`): the product reloads, its stream is handed
 *   out now;
 * - `productSync` (invoked for the page's life, implemented by the app: it observes the product's query and the
 *   session) sends `product.synced` with the product and the viewer's facts on start and whenever either changes;
 *   changed vote values (a reload after a rental, a vote elsewhere) go on to the vote child.
 * The view's events for a child (`user.like`, `user.replay`, `user.select` ...) are forwarded to it.
 *
 * The play button (`user.play`, no modal open) is resolved in the spec's order, from the product's facts:
 *   1. the product has a video: open the player (named action `openPlayer`; the view links to the player anyway);
 *   2. its video is being transcoded: the being-processed modal;
 *   3. an anonymous visitor: the login-to-continue modal. The provider hands the video to nobody it does not know
 *      (only free content plays anonymously, and that has a video), so whatever else holds (a live event on air,
 *      content in a plan, a rental) the visitor's next step is to log in; "not available yet" would be false.
 *      Their login returns to the product's play, which goes on for them: it plays if they may, else they get the
 *      answer below that applies to them;
 *   4. it has a rental price: the rent modal;
 *   5. a logged-in user whose plan does not include it: the subscribe modal;
 *   6. anything else (a live event not started yet, content not yet published): the not-available modal, which
 *      shows the live schedule when there is one.
 * Step 5 reads the spec's "no video shows a subscribe modal (logged-in users)" together with §6 ("Catalogue
 * availability depends on the user's plan (available flag)"): a member whose plan already includes the product is
 * never asked to subscribe again; the product simply is not available yet.
 *
 * `resolvePlay` (the play and trailer routes send people here with ?resolve=play when there is no video, and the
 * add-card page sends a member back to renting): the page resolves the play button once on start (when there is no
 * video) and drops the parameter (named action `clearResolve`). `user.close` closes any modal; from the
 * login-to-continue modal `user.login` hands over to the login page: opened by the play button the login returns to
 * the product's play (named action `goToLoginToPlay`), opened by a vote or favourite to the product page
 * (`goToLogin`).
 * `user.closeAd` closes the advertisement modal for the page's life.
 */
import {
  assertEvent,
  assign,
  enqueueActions,
  initialTransition,
  sendTo,
  setup,
  type AnyStateMachine,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ProductDetail } from '~/domain';
import { actionStub, callbackStub } from '../shared/stubs';
import { liveTimerMachine, type LiveTimerInput } from './liveTimerMachine';
import { rentMachine, type RentEvent, type RentInput, type RentParentEvent } from './rentMachine';
import { trailerMachine, type TrailerEvent, type TrailerInput } from './trailerMachine';
import { voteMachine, type VoteEvent, type VoteInput } from './voteMachine';
import { selectLiveView, type LiveView } from './liveTimer.selectors';
import { selectRentView, type RentView } from './rent.selectors';
import { selectTrailerView, type TrailerView } from './trailer.selectors';
import { selectVoteView, type VoteView } from './vote.selectors';

/** What the page shows of the signed-in viewer (the session's facts, synced with the product). */
export interface ProductViewer {
  loggedIn: boolean;
  language: 'es' | 'en';
  showProductTitles: boolean;
  clubName: string;
}

export interface ProductPageInput {
  product: ProductDetail;
  viewer: ProductViewer;
  /** The product page's own path (the login page returns here). */
  returnTo: string;
  /** TV: renting is web only (spec §6): the rent modal points to the web app and runs no payment flow. */
  purchasesOnWeb: boolean;
  /** ?resolve=play: resolve the play button once on start. */
  resolvePlay: boolean;
  /** ?card=: the card just added for renting this product (selected when the rent modal opens). */
  addedCard: string | null;
  /** The add-card page that sends the member back to this rent with the new card. */
  addCardHref: string;
  /** prefers-reduced-motion: the trailer does not start by itself. */
  reducedMotion: boolean;
  /** The clock at start (ms since the epoch), for the live timer. */
  now: number;
}

export interface ProductPageContext extends ProductPageInput {
  adClosed: boolean;
  /** What the children last reported (their view facts): the vote and favourite buttons, the trailer, the live timer. */
  vote: VoteView;
  trailer: TrailerView;
  live: LiveView;
  /** What the rent flow last reported, while it runs (the rent modal on the web); null otherwise. */
  rent: RentView | null;
}

export type ProductPageEvent =
  | { type: 'user.play' }
  | { type: 'user.close' }
  | { type: 'user.login' }
  | { type: 'user.closeAd' }
  | { type: 'product.synced'; product: ProductDetail; viewer: ProductViewer }
  /** from the vote child: an anonymous vote or favourite */
  | { type: 'vote.requireLogin' }
  /** from the live timer child: a future event started */
  | { type: 'live.started' }
  /** from the visibility child: the page shows again */
  | { type: 'page.visible'; now: number }
  | Exclude<VoteEvent, { type: 'product.synced' }>
  | TrailerEvent
  | RentEvent
  /** from the rent child: a payment is on its way (the modal stays open), or back to choosing */
  | RentParentEvent;

const facts = (context: ProductPageContext) => ({
  hasVideo: context.product.video !== null,
  isTranscoding: context.product.isTranscodifying,
  rentable: (context.product.rentalPrice ?? 0) > 0,
  available: context.product.available,
  loggedIn: context.viewer.loggedIn,
});

/** Each child's input, from the page's facts. */
const voteInput = (c: ProductPageInput): VoteInput => ({
  productId: c.product.id,
  like: c.product.like,
  favorite: c.product.favorite,
  loggedIn: c.viewer.loggedIn,
});
const trailerInput = (c: ProductPageInput): TrailerInput => ({
  hasTrailer: c.product.trailer !== null,
  reducedMotion: c.reducedMotion,
});
const liveTimerInput = (c: ProductPageInput): LiveTimerInput => ({
  start: c.product.liveSchedule?.start ?? null,
  end: c.product.liveSchedule?.end ?? null,
  now: c.now,
  // other live events among the related products keep the clock going
  watch: c.product.relatedProducts.some((p) => p.liveSchedule !== null),
});
const rentInput = (c: ProductPageInput): RentInput => ({
  productId: c.product.id,
  loggedIn: c.viewer.loggedIn,
  preferredCardId: c.addedCard,
});

/** A child's facts before its first report: those of its initial state, which it reports first. */
const firstReport = <L extends AnyStateMachine, R>(logic: L, input: InputFrom<L>, select: (s: SnapshotFrom<L>) => R) =>
  select(initialTransition(logic, input)[0] as SnapshotFrom<L>);

/** The view's events each child handles, forwarded as they are. */
const VOTE_EVENTS = ['user.like', 'user.dislike', 'user.favorite'] as const;
const TRAILER_EVENTS = ['user.replay', 'user.toggleMute', 'player.ended', 'player.error'] as const;
const RENT_EVENTS = ['user.select', 'user.rent', 'user.retry'] as const;

export const productPageMachine = setup({
  types: {
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
    input: {} as ProductPageInput,
    children: {} as {
      vote: 'vote';
      trailer: 'trailer';
      liveTimer: 'liveTimer';
      pageVisibility: 'pageVisibility';
      productSync: 'productSync';
      rent: 'rent';
    },
  },
  actors: {
    vote: voteMachine,
    trailer: trailerMachine,
    liveTimer: liveTimerMachine,
    rent: rentMachine,
    /** Sends `page.visible` (with the time) whenever the document becomes visible again. */
    pageVisibility: callbackStub<{ type: 'never' }, void>('pageVisibility'),
    /**
     * Sends `product.synced` with the product (as the app holds it: reloaded after a rental, a vote, a language
     * switch) and the viewer's facts (the session's), on start and whenever either changes.
     */
    productSync: callbackStub<{ type: 'never' }, { productId: number }>('productSync'),
  },
  actions: {
    /** Navigates to /product/{id}/play. */
    openPlayer: actionStub('openPlayer'),
    /** Navigates to /auth/login?returnTo=<the product page> (a vote or favourite asked for the login). */
    goToLogin: actionStub('goToLogin'),
    /**
     * Navigates to /auth/login?returnTo=<the product's play> (the play button asked for it): once logged in the play
     * route plays, or sends the member back to the product page to resolve the play button for them.
     */
    goToLoginToPlay: actionStub('goToLoginToPlay'),
    /** Drops ?resolve=play (and ?card=) from the address. */
    clearResolve: actionStub('clearResolve'),
    /** Reloads the product (the query), e.g. after a rental or when its live event starts. */
    reloadProduct: actionStub('reloadProduct'),
    /** The view's vote, trailer and rent events go to that child as they are. */
    forwardToVote: sendTo('vote', ({ event }): VoteEvent => {
      assertEvent(event, VOTE_EVENTS);
      return event;
    }),
    forwardToTrailer: sendTo('trailer', ({ event }): TrailerEvent => {
      assertEvent(event, TRAILER_EVENTS);
      return event;
    }),
    forwardToRent: sendTo('rent', ({ event }): RentEvent => {
      assertEvent(event, RENT_EVENTS);
      return event;
    }),
    resyncClock: sendTo('liveTimer', ({ event }) => {
      assertEvent(event, 'page.visible');
      return { type: 'clock.set' as const, now: event.now };
    }),
    sync: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'product.synced') return;
      const { like, favorite } = event.product;
      if (like !== context.product.like || favorite !== context.product.favorite)
        enqueue.sendTo('vote', { type: 'product.synced', like, favorite });
      enqueue.assign({ product: event.product, viewer: event.viewer });
    }),
  },
  guards: {
    resolveOnStart: ({ context }) => context.resolvePlay,
    hasVideo: ({ context }) => facts(context).hasVideo,
    isTranscoding: ({ context }) => facts(context).isTranscoding,
    anonymous: ({ context }) => !facts(context).loggedIn,
    rentable: ({ context }) => facts(context).rentable,
    needsPlan: ({ context }) => !facts(context).available,
    purchasesOnWeb: ({ context }) => context.purchasesOnWeb,
  },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => ({
    ...input,
    adClosed: false,
    vote: firstReport(voteMachine, voteInput(input), selectVoteView),
    trailer: firstReport(trailerMachine, trailerInput(input), selectTrailerView),
    live: firstReport(liveTimerMachine, liveTimerInput(input), selectLiveView),
    rent: null,
  }),
  invoke: [
    {
      id: 'vote',
      src: 'vote',
      input: ({ context }) => voteInput(context),
      onSnapshot: {
        description: 'The vote reports what its buttons show',
        actions: assign({ vote: ({ event }) => selectVoteView(event.snapshot) }),
      },
    },
    {
      id: 'trailer',
      src: 'trailer',
      input: ({ context }) => trailerInput(context),
      onSnapshot: {
        description: 'The trailer reports what the header shows',
        actions: assign({ trailer: ({ event }) => selectTrailerView(event.snapshot) }),
      },
    },
    {
      id: 'liveTimer',
      src: 'liveTimer',
      input: ({ context }) => liveTimerInput(context),
      onSnapshot: {
        description: 'The live timer reports where the event stands',
        actions: assign({ live: ({ event }) => selectLiveView(event.snapshot) }),
      },
    },
    { id: 'pageVisibility', src: 'pageVisibility' },
    { id: 'productSync', src: 'productSync', input: ({ context }) => ({ productId: context.product.id }) },
  ],
  on: {
    'product.synced': { description: 'The product reloaded: the page and its flows catch up', actions: 'sync' },
    'live.started': {
      description: 'The live event started: the product reloads (now with its video)',
      actions: 'reloadProduct',
    },
    'page.visible': {
      description: 'The tab shows again: the live timer catches up with the clock',
      actions: 'resyncClock',
    },
    'user.closeAd': { description: 'The member closes the ad', actions: assign({ adClosed: true }) },
    'user.like': { description: 'The member likes: passed to the vote', actions: 'forwardToVote' },
    'user.dislike': { description: 'The member dislikes: passed to the vote', actions: 'forwardToVote' },
    'user.favorite': { description: 'The member presses favourite: passed to the vote', actions: 'forwardToVote' },
    'user.replay': { description: 'The member replays the trailer', actions: 'forwardToTrailer' },
    'user.toggleMute': { description: 'The member mutes or unmutes the trailer', actions: 'forwardToTrailer' },
    'player.ended': { description: 'The trailer ended', actions: 'forwardToTrailer' },
    'player.error': { description: 'The trailer could not play', actions: 'forwardToTrailer' },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Opening the product page (asked to play on arrival: the play is tried)',
      always: [
        {
          description: 'Asked to play on arrival: trying to play',
          guard: 'resolveOnStart',
          target: 'resolving',
          actions: 'clearResolve',
        },
        { description: 'The product page shows', target: 'idle' },
      ],
    },
    /** ?resolve=play: the play button's resolution, without opening the player (the routes only send it here without a video) */
    resolving: {
      description: 'Finding out whether the member can watch',
      always: [
        { description: 'The product has a video: the player opens', guard: 'hasVideo', target: 'idle' },
        { description: 'The video is being processed', guard: 'isTranscoding', target: 'processing' },
        {
          description: 'Logged out: the login modal asks to log in to watch',
          guard: 'anonymous',
          target: 'loginRequired.toPlay',
        },
        { description: 'For rent: the rent modal opens', guard: 'rentable', target: 'rent' },
        { description: 'Needs a plan: the subscribe modal opens', guard: 'needsPlan', target: 'subscribe' },
        { description: 'Not available to this member', target: 'notAvailable' },
      ],
    },
    idle: {
      description: 'The product page shows, no modal open',
      on: {
        'user.play': [
          {
            description: 'The product has a video: the player opens',
            guard: 'hasVideo',
            target: 'idle',
            actions: 'openPlayer',
          },
          {
            description: 'The video is being processed: a modal says so',
            guard: 'isTranscoding',
            target: 'processing',
          },
          {
            description: 'Logged out: the login modal asks to log in to watch',
            guard: 'anonymous',
            target: 'loginRequired.toPlay',
          },
          { description: 'For rent: the rent modal opens', guard: 'rentable', target: 'rent' },
          { description: 'Needs a plan: the subscribe modal opens', guard: 'needsPlan', target: 'subscribe' },
          { description: 'Not available to this member: a modal says so', target: 'notAvailable' },
        ],
        'vote.requireLogin': {
          description: 'Logged out and liked or favourited: the login modal opens',
          target: 'loginRequired',
        },
      },
    },
    /** spec: "transcoding in progress shows a 'being processed' modal" */
    processing: {
      description: 'A modal says the video is being processed',
      tags: ['modal'],
      on: { 'user.close': { description: 'The member closes the modal', target: 'idle' } },
    },
    /** the rent modal; its payment flow is the rent child */
    rent: {
      description: 'The rent modal is open',
      tags: ['modal'],
      initial: 'opening',
      states: {
        opening: {
          description: 'Opening the rent modal',
          always: [
            { description: 'Purchases are made on the web only (TV)', guard: 'purchasesOnWeb', target: 'webOnly' },
            { description: 'The cards show', target: 'paying' },
          ],
        },
        /** TV: the modal sends the member to the web app */
        webOnly: {
          description: 'The modal says to rent on the web',
          on: { 'user.close': { description: 'The member closes the modal', target: '#productPage.idle' } },
        },
        paying: {
          description: 'Choosing a card and paying in the rent modal',
          // the modal shows the rent flow's first state until it reports, and nothing of it once it has stopped
          entry: assign({ rent: ({ context }) => firstReport(rentMachine, rentInput(context), selectRentView) }),
          exit: assign({ rent: null }),
          invoke: {
            id: 'rent',
            src: 'rent',
            input: ({ context }) => rentInput(context),
            onSnapshot: {
              description: 'The rent flow reports what the modal shows',
              actions: assign({ rent: ({ event }) => selectRentView(event.snapshot) }),
            },
            // the rent flow ends only with a rental: the modal closes, the product (now with its video) reloads
            onDone: {
              description: 'Rented: the modal closes and the product reloads (now with its video)',
              target: '#productPage.idle',
              actions: 'reloadProduct',
            },
          },
          on: {
            'user.select': {
              description: 'The member picks a card: passed to the rent flow',
              actions: 'forwardToRent',
            },
            'user.rent': { description: 'The member presses Rent: passed to the rent flow', actions: 'forwardToRent' },
            'user.retry': { description: 'The member tries again: passed to the rent flow', actions: 'forwardToRent' },
          },
          initial: 'open',
          states: {
            /** choosing a card (or loading them): closing the modal stops the rent */
            open: {
              description: 'The modal can be closed',
              on: {
                'user.close': { description: 'The member closes the modal', target: '#productPage.idle' },
                'rent.locked': { description: 'A payment started: the modal cannot be closed', target: 'locked' },
              },
            },
            /**
             * a payment on its way: no closing until it has an answer, which would be lost with the modal (the
             * rental's toast and reload, or the refusal; the member might pay twice)
             */
            locked: {
              description: 'A payment is on its way: the modal cannot be closed',
              on: { 'rent.unlocked': { description: 'The payment has its answer', target: 'open' } },
            },
          },
        },
      },
    },
    subscribe: {
      description: 'A modal offers the plans to subscribe to',
      tags: ['modal'],
      on: { 'user.close': { description: 'The member closes the modal', target: 'idle' } },
    },
    notAvailable: {
      description: 'A modal says the product is not available',
      tags: ['modal'],
      on: { 'user.close': { description: 'The member closes the modal', target: 'idle' } },
    },
    loginRequired: {
      description: 'The login modal is open',
      tags: ['modal'],
      on: { 'user.close': { description: 'The member closes the modal', target: 'idle' } },
      initial: 'toAct',
      states: {
        /** asked by a vote or favourite: the login returns to the product page */
        toAct: {
          description: 'Asked by a like or favourite: logging in returns to the product',
          on: {
            'user.login': {
              description: 'The member goes to log in',
              target: '#productPage.idle',
              actions: 'goToLogin',
            },
          },
        },
        /** asked by the play button: the login returns to the play, which goes on */
        toPlay: {
          description: 'Asked by the play button: logging in returns to the play',
          on: {
            'user.login': {
              description: 'The member goes to log in (the play goes on after)',
              target: '#productPage.idle',
              actions: 'goToLoginToPlay',
            },
          },
        },
      },
    },
  },
});
