/**
 * The product page: its play button on the seeded products of club 2. The page starts with a member on a product in
 * their plan without a video (2007); each `product.*` variant is the page of a product (and visitor) with those facts,
 * then `play` resolves them.
 */
import { initialTransition, type Snapshot } from 'xstate';
import type { productPageMachine, ProductViewer } from '~machines/product/productPageMachine';
import { liveTimerMachine } from '~machines/product/liveTimerMachine';
import { rentMachine } from '~machines/product/rentMachine';
import { trailerMachine } from '~machines/product/trailerMachine';
import { voteMachine } from '~machines/product/voteMachine';
import type { ProductDetail } from '~/domain';
import type { JourneyFixture } from './types';

interface Facts {
  hasVideo?: boolean;
  isTranscoding?: boolean;
  rentable?: boolean;
  available?: boolean;
  loggedIn?: boolean;
}

const product = (id: number, f: Facts): ProductDetail => ({
  id,
  title: `Product ${id}`,
  subtitle: '',
  fullTitle: `Product ${id}`,
  thumbnail: '',
  thumbnailPortrait: '',
  image: '',
  imagePortrait: '',
  pathToPlay: `/product/${id}/play`,
  pathToTrailer: `/product/${id}/trailer`,
  pathToDetail: `/product/${id}`,
  liveSchedule: null,
  available: f.available ?? true,
  favorite: false,
  rentalPrice: f.rentable ? 3.99 : null,
  currency: 'EUR',
  homeTeam: null,
  awayTeam: null,
  tags: [],
  level: null,
  physicalLevel: null,
  technicalLevel: null,
  mentalLevel: null,
  video: f.hasVideo ? { url: '/v.m3u8', hash: null } : null,
  trailer: null,
  isTranscodifying: f.isTranscoding ?? false,
  relatedProducts: [],
  description: '',
  like: 0,
  advertisement: null,
});

const viewer = (loggedIn = true): ProductViewer => ({
  loggedIn,
  language: 'en',
  showProductTitles: true,
  clubName: 'Club 2',
});

const synced = (id: number, f: Facts) => ({
  type: 'product.synced' as const,
  product: product(id, f),
  viewer: viewer(f.loggedIn ?? true),
});

// the browser opens one product page per journey (the `product.*` setups run before it opens): a product is synced
// only into the page as it starts (2007, a member, no modal), never into another product's page or a modal
const products: Array<[string, number, boolean]> = [
  ['product.video', 2001, true],
  ['product.transcoding', 2006, true],
  ['product.rentable', 2004, true],
  ['product.rentableAnonymous', 2004, false],
  ['product.notInPlan', 2008, true],
  ['product.anonymousNoPlan', 2008, false],
];
const values = [
  '"idle"',
  '"processing"',
  '{"rent":{"paying":"open"}}',
  '{"rent":{"paying":"locked"}}',
  '"subscribe"',
  '"notAvailable"',
  '{"loginRequired":"toAct"}',
  '{"loginRequired":"toPlay"}',
];
const pages: Array<[number, boolean]> = [
  [2007, true],
  ...products.map(([, id, loggedIn]): [number, boolean] => [id, loggedIn]),
];
const onePagePerJourney = values.flatMap((value) =>
  pages
    .filter(([id, loggedIn]) => !(value === '"idle"' && id === 2007 && loggedIn))
    .flatMap(([id, loggedIn]) =>
      products.map(([key]) => ({
        from: { serialized: `[${value},${id},${loggedIn}]` },
        key,
        reason: 'one product page per journey: its product is synced only as the page starts',
      })),
    ),
);

export const model = {
  flow: 'productPage',
  input: {
    product: product(2007, {}),
    viewer: viewer(),
    returnTo: '/product/2007',
    purchasesOnWeb: false,
    resolvePlay: false,
    addedCard: null,
    addCardHref: '/account/payment-methods',
    reducedMotion: true,
    now: 0,
  },
  events: [
    { key: 'product.video', event: synced(2001, { hasVideo: true }), browser: true },
    { key: 'product.transcoding', event: synced(2006, { isTranscoding: true }), browser: true },
    { key: 'product.rentable', event: synced(2004, { rentable: true, available: false }), browser: true },
    {
      key: 'product.rentableAnonymous',
      event: synced(2004, { rentable: true, available: false, loggedIn: false }),
      browser: true,
    },
    { key: 'product.notInPlan', event: synced(2008, { available: false }), browser: true },
    {
      key: 'product.anonymousNoPlan',
      event: synced(2008, { available: false, loggedIn: false }),
      browser: 'the same login modal as product.rentableAnonymous',
    },
    { key: 'play', event: { type: 'user.play' }, browser: true },
    { key: 'close', event: { type: 'user.close' }, browser: true },
    { key: 'login', event: { type: 'user.login' }, browser: true },
    {
      key: 'requireLogin',
      event: { type: 'vote.requireLogin' },
      browser: 'sent by the favourite and vote buttons of an anonymous visitor: e2e/web/product-actions.spec.ts',
    },
    {
      key: 'rented',
      event: { type: 'xstate.done.actor.rent', output: undefined },
      browser: 'a paid rental through Stripe: e2e/web/product-actions.spec.ts and the rent journey',
    },
    {
      key: 'closeAd',
      event: { type: 'user.closeAd' },
      browser: 'the advertisement modal: e2e/web/product-page.spec.ts',
    },
    { key: 'liveStarted', event: { type: 'live.started' }, browser: 'a reload of the product: the model tests' },
    { key: 'visible', event: { type: 'page.visible', now: 0 }, browser: 'the live timer: the model tests' },
    ...(['user.like', 'user.dislike', 'user.favorite'] as const).map((type) => ({
      key: type.slice(5),
      event: { type },
      browser: 'forwarded to the vote child: e2e/web/product-actions.spec.ts',
    })),
    ...(['user.replay', 'user.toggleMute', 'player.ended', 'player.error'] as const).map((type) => ({
      key: `trailer.${type.split('.')[1]!}`,
      event: { type },
      browser: 'forwarded to the trailer child: e2e/web/product-page.spec.ts',
    })),
    ...(['rent.locked', 'rent.unlocked'] as const).map((type) => ({
      key: type,
      event: { type },
      browser: 'sent by the rent child as a payment starts and ends: the rent journey',
    })),
    // what the children report (their first state's): the page keeps it, every product spec sees it
    {
      key: 'report.vote',
      event: {
        type: 'xstate.snapshot.vote',
        snapshot: initialTransition(voteMachine, { productId: 2007, like: 0, favorite: false, loggedIn: true })[0],
      },
      browser: 'reported by the vote child on each change: e2e/web/product-actions.spec.ts',
    },
    {
      key: 'report.trailer',
      event: {
        type: 'xstate.snapshot.trailer',
        snapshot: initialTransition(trailerMachine, { hasTrailer: true, reducedMotion: true })[0],
      },
      browser: 'reported by the trailer child on each change: e2e/web/product-page.spec.ts',
    },
    {
      key: 'report.liveTimer',
      event: {
        type: 'xstate.snapshot.liveTimer',
        snapshot: initialTransition(liveTimerMachine, { start: null, end: null, now: 0 })[0],
      },
      browser: 'reported by the live timer each second: the model tests',
    },
    {
      key: 'report.rent',
      event: {
        type: 'xstate.snapshot.rent',
        snapshot: initialTransition(rentMachine, { productId: 2004, loggedIn: true })[0],
      },
      browser: 'reported by the rent child on each change: the rent journey',
    },
    ...(['user.select', 'user.rent', 'user.retry'] as const).map((type) => ({
      key: `rent.${type.slice(5)}`,
      event: type === 'user.select' ? { type, id: 'pm_visa' } : { type },
      browser: 'forwarded to the rent child: the rent journey',
    })),
  ],
  raceInBrowser: onePagePerJourney,
  // the facts the play button resolves with are part of the state
  serializeState: (s: Snapshot<unknown>) => {
    const snap = s as Snapshot<unknown> & {
      value: unknown;
      context: { product: { id: number }; viewer: { loggedIn: boolean } };
    };
    return JSON.stringify([snap.value, snap.context.product.id, snap.context.viewer.loggedIn]);
  },
} satisfies JourneyFixture<typeof productPageMachine>;
