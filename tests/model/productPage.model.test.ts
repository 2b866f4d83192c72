/**
 * Model-based tests of the product page actor: every path of the play button's resolution (spec §4, in order), the
 * modals, ?resolve=play, the rent child's end and the children's messages, replayed on a real actor (controllable
 * rent child), every state reached, every transition covered; the order itself and the siblings' messages through
 * the page (vote → login modal, rent → modal closed and product reloaded, live start → product reloaded, page shown
 * again → live timer resynchronised, product reloaded → vote values) pinned by hand with the real children.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  initialTransition,
  setup,
  SimulatedClock,
  transition,
  type AnyActorLogic,
} from 'xstate';
import { productPageMachine, type ProductPageInput, type ProductViewer } from '~machines/product/productPageMachine';
import { liveTimerMachine } from '~machines/product/liveTimerMachine';
import { rentMachine, type CardChoice, type RentContext, type RentInput } from '~machines/product/rentMachine';
import { voteMachine } from '~machines/product/voteMachine';
import { trailerMachine } from '~machines/product/trailerMachine';
import * as sel from '~machines/product/productPage.selectors';
import * as liveSel from '~machines/product/liveTimer.selectors';
import * as rentSel from '~machines/product/rent.selectors';
import * as trailerSel from '~machines/product/trailer.selectors';
import * as voteSel from '~machines/product/vote.selectors';
import type { LikeValue, ProductDetail, Result } from '~/domain';
import { flush } from '../support/model';
import {
  modelSuite,
  withControls,
  type ActorFixtures,
  type EventFixtures,
  type ReportFixtures,
} from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';
import { aProductCard } from '../support/vm';

interface Facts {
  hasVideo: boolean;
  isTranscoding: boolean;
  rentable: boolean;
  available: boolean;
  loggedIn: boolean;
}

const facts = (over: Partial<Facts>): Facts => ({
  hasVideo: false,
  isTranscoding: false,
  rentable: false,
  available: true,
  loggedIn: true,
  ...over,
});

const T0 = Date.parse('2026-11-22T10:00:00Z');

function aProduct(f: Facts, over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProductCard(1014, { available: f.available, rentalPrice: f.rentable ? 1.5 : null }),
    tags: [],
    level: null,
    physicalLevel: null,
    technicalLevel: null,
    mentalLevel: null,
    video: f.hasVideo ? { url: '/media/v.m3u8', hash: null } : null,
    trailer: null,
    isTranscodifying: f.isTranscoding,
    relatedProducts: [],
    description: '',
    like: 0,
    advertisement: null,
    ...over,
  };
}

const viewer = (loggedIn: boolean): ProductViewer => ({
  loggedIn,
  language: 'en',
  showProductTitles: true,
  clubName: 'Titan',
});

function anInput(f: Facts, over: Partial<ProductPageInput> = {}): ProductPageInput {
  return {
    product: aProduct(f),
    viewer: viewer(f.loggedIn),
    returnTo: '/product/1014/product-1014',
    purchasesOnWeb: false,
    resolvePlay: false,
    addedCard: null,
    addCardHref: '/account/payment-methods?returnTo=%2Fproduct%2F1014%3Fresolve%3Dplay',
    reducedMotion: false,
    now: T0,
    ...over,
  };
}

const voteIn = { productId: 1014, like: 0, favorite: false, loggedIn: true } as const;

const inert = fromCallback<{ type: 'never' }, void>(() => {});

// the generator does not run children: their messages to the page are fixture events here (children that keep them
// to themselves); the real children's messages are pinned in the journeys
const actors = {
  vote: { logic: provideSpies(voteMachine, actionSpies(voteMachine)) },
  trailer: { logic: trailerMachine },
  liveTimer: { logic: liveTimerMachine.provide({ actions: { started: () => {} } }) },
  pageVisibility: { logic: inert },
  // the product and the viewer come as `product.synced` fixture events
  productSync: { logic: fromCallback<{ type: 'never' }, { productId: number }>(() => {}) },
  // the rent flow ends only with a rental (its final state)
  rent: { done: [undefined] },
} satisfies ActorFixtures<typeof productPageMachine>;

/**
 * The rent child as the suite settles it (`rent: { done }`): a stand-in that reports what the rent flow's first state
 * shows (the page keeps its reports) and ends when the controllable rent it runs is settled.
 */
function settledRent(settle: AnyActorLogic) {
  const first = initialTransition(rentMachine, { productId: 0, loggedIn: true })[0];
  return setup({ types: { input: {} as RentInput, context: {} as RentContext }, actors: { settle } }).createMachine({
    context: ({ input }) => ({ ...first.context, ...input }),
    initial: 'loadingCards',
    states: {
      loadingCards: {
        tags: ['loading'],
        invoke: {
          src: 'settle',
          input: ({ context }: { context: RentContext }) => ({
            productId: context.productId,
            loggedIn: context.loggedIn,
            preferredCardId: context.preferredCardId,
          }),
          onDone: 'done',
        },
      },
      done: { type: 'final' },
    },
  }) as unknown as typeof rentMachine;
}

const effects = () => ({
  openPlayer: vi.fn(),
  goToLogin: vi.fn(),
  goToLoginToPlay: vi.fn(),
  clearResolve: vi.fn(),
  reloadProduct: vi.fn(),
});

function provide(machine: typeof productPageMachine, spies: ReturnType<typeof effects>) {
  // a controllable rent (a promise the suite settles) runs inside the stand-in; a rent machine runs as it is
  const rent = machine.implementations.actors.rent as AnyActorLogic;
  return machine.provide({
    actors: { rent: 'root' in rent ? (rent as typeof rentMachine) : settledRent(rent) },
    actions: {
      openPlayer: () => spies.openPlayer(),
      goToLogin: () => spies.goToLogin(),
      goToLoginToPlay: () => spies.goToLoginToPlay(),
      clearResolve: () => spies.clearResolve(),
      reloadProduct: () => spies.reloadProduct(),
    },
  });
}

const inputs: Record<string, ProductPageInput> = {
  video: anInput(facts({ hasVideo: true })),
  transcoding: anInput(facts({ isTranscoding: true })),
  'rental, member': anInput(facts({ rentable: true, available: false })),
  'rental, anonymous': anInput(facts({ rentable: true, available: false, loggedIn: false })),
  'rental, member, TV': anInput(facts({ rentable: true, available: false }), { purchasesOnWeb: true }),
  'not in the plan': anInput(facts({ available: false })),
  'in the plan, no video yet': anInput(facts({ available: true })),
  'anonymous, not available': anInput(facts({ available: false, loggedIn: false })),
  'anonymous, in the plan': anInput(facts({ available: true, loggedIn: false })),
  'anonymous, transcoding': anInput(facts({ isTranscoding: true, loggedIn: false })),
  '?resolve=play, video': anInput(facts({ hasVideo: true }), { resolvePlay: true }),
  '?resolve=play, transcoding': anInput(facts({ isTranscoding: true }), { resolvePlay: true }),
  '?resolve=play, rental, member': anInput(facts({ rentable: true, available: false }), { resolvePlay: true }),
  '?resolve=play, rental, anonymous': anInput(facts({ rentable: true, available: false, loggedIn: false }), {
    resolvePlay: true,
  }),
  '?resolve=play, not in the plan': anInput(facts({ available: false }), { resolvePlay: true }),
  '?resolve=play, in the plan': anInput(facts({}), { resolvePlay: true }),
  '?resolve=play, anonymous': anInput(facts({ loggedIn: false }), { resolvePlay: true }),
};

/** One report of each child (their snapshots after a press): the page keeps what each says. */
const reports = {
  vote: [transition(voteMachine, initialTransition(voteMachine, voteIn)[0], { type: 'user.like' })[0]],
  trailer: [initialTransition(trailerMachine, { hasTrailer: true, reducedMotion: false })[0]],
  liveTimer: [initialTransition(liveTimerMachine, { start: null, end: null, now: T0 })[0]],
  rent: [initialTransition(rentMachine, { productId: 1014, loggedIn: true })[0]],
} satisfies ReportFixtures<typeof productPageMachine>;

// forwarded as they are, and the same from every state: generated for one input only
const forwarded = [
  'user.like',
  'user.dislike',
  'user.favorite',
  'user.replay',
  'user.toggleMute',
  'player.ended',
  'player.error',
  'product.synced',
  'xstate.snapshot.vote',
  'xstate.snapshot.trailer',
  'xstate.snapshot.liveTimer',
  'xstate.snapshot.rent',
] as const;

modelSuite({
  name: 'productPage',
  machine: productPageMachine,
  events: {
    'user.play': [{ type: 'user.play' }],
    'user.close': [{ type: 'user.close' }],
    'user.login': [{ type: 'user.login' }],
    'user.closeAd': [{ type: 'user.closeAd' }],
    'product.synced': [{ type: 'product.synced', product: aProduct(facts({}), { like: 1 }), viewer: viewer(true) }],
    'vote.requireLogin': [{ type: 'vote.requireLogin' }],
    'live.started': [{ type: 'live.started' }],
    'page.visible': [{ type: 'page.visible', now: T0 + 5000 }],
    // forwarded to the children as they are (what they do is pinned in the journeys)
    'user.like': [{ type: 'user.like' }],
    'user.dislike': [{ type: 'user.dislike' }],
    'user.favorite': [{ type: 'user.favorite' }],
    'user.replay': [{ type: 'user.replay' }],
    'user.toggleMute': [{ type: 'user.toggleMute' }],
    'player.ended': [{ type: 'player.ended' }],
    'player.error': [{ type: 'player.error' }],
    'user.select': [{ type: 'user.select', id: 'pm_1' }],
    'user.rent': [{ type: 'user.rent' }],
    'user.retry': [{ type: 'user.retry' }],
    // from the rent child: a payment starts, or is back to choosing
    'rent.locked': [{ type: 'rent.locked' }],
    'rent.unlocked': [{ type: 'rent.unlocked' }],
  } satisfies EventFixtures<typeof productPageMachine>,
  actors,
  reports,
  inputs,
  transient: ['productPage.starting', 'productPage.resolving', 'productPage.rent.opening'],
  without: (input) => (input === inputs['rental, member'] ? [] : forwarded),
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.adClosed]),
  effects,
  provide,
  afterPath: (path, _actor, spies, _controls, input) => {
    const events = path.steps.map((s) => s.event.type);
    // the player opens on each play pressed with no modal open on a product with a video, and on nothing else
    const plays = path.steps.filter((s, i) => {
      const before = i > 0 ? path.steps[i - 1]!.state : null;
      return s.event.type === 'user.play' && !!before?.matches('idle') && before.context.product.video !== null;
    }).length;
    expect(spies.openPlayer).toHaveBeenCalledTimes(plays);
    // the login hand-over only from the login modal
    const logins = path.steps.filter(
      (s, i) => s.event.type === 'user.login' && i > 0 && path.steps[i - 1]!.state.matches('loginRequired'),
    ).length;
    expect(spies.goToLogin.mock.calls.length + spies.goToLoginToPlay.mock.calls.length).toBe(logins);
    expect(spies.clearResolve).toHaveBeenCalledTimes(input.resolvePlay ? 1 : 0);
    const reloads = events.filter((e) => e === 'live.started' || e === 'xstate.done.actor.rent').length;
    expect(spies.reloadProduct).toHaveBeenCalledTimes(reloads);
  },
});

function start(input: ProductPageInput, clock?: SimulatedClock) {
  const spies = effects();
  const { machine, controls } = withControls(productPageMachine, {
    ...actors,
    liveTimer: { logic: liveTimerMachine },
    rent: {
      logic: provideSpies(rentMachine, actionSpies(rentMachine)).provide({
        actors: { loadCards: fromPromise(() => new Promise(() => {})) },
      }),
    },
    vote: {
      logic: provideSpies(voteMachine, actionSpies(voteMachine)).provide({
        actors: {
          vote: fromPromise<Result<LikeValue>, { productId: number; value: LikeValue }>(async () => ({
            ok: true,
            value: 1,
          })),
        },
      }),
    },
  });
  const actor = createActor(provide(machine, spies), { input, ...(clock ? { clock } : {}) }).start();
  return { actor, spies, controls };
}

describe('productPage play button resolution order (spec §4)', () => {
  const resolve = (f: Facts) => {
    const { actor, spies } = start(anInput(f));
    actor.send({ type: 'user.play' });
    return { modal: sel.selectModal(actor.getSnapshot()), opened: spies.openPlayer.mock.calls.length };
  };

  it('a video opens the player whatever else is true', () => {
    expect(resolve(facts({ hasVideo: true, isTranscoding: true, rentable: true, available: false }))).toEqual({
      modal: null,
      opened: 1,
    });
    expect(resolve(facts({ hasVideo: true, loggedIn: false }))).toEqual({ modal: null, opened: 1 });
  });

  it('then transcoding shows the being-processed modal (before a rental price)', () => {
    expect(resolve(facts({ isTranscoding: true, rentable: true, available: false }))).toEqual({
      modal: 'processing',
      opened: 0,
    });
  });

  it('then an anonymous visitor is asked to log in, whatever else holds (never told "not available")', () => {
    for (const over of [
      { rentable: true, available: false },
      { available: false },
      { available: true },
      { available: true, liveSchedule: true },
    ]) {
      const { liveSchedule, ...f } = { liveSchedule: false, ...over };
      const input = anInput(facts({ ...f, loggedIn: false }), {
        product: aProduct(facts({ ...f, loggedIn: false }), {
          liveSchedule: liveSchedule
            ? { start: new Date(T0 - 3_600_000).toISOString(), end: new Date(T0 + 7_200_000).toISOString() }
            : null,
        }),
      });
      const { actor, spies } = start(input);
      actor.send({ type: 'user.play' });
      expect(sel.selectModal(actor.getSnapshot())).toBe('loginRequired');
      // the login returns to the play, which goes on for the member
      actor.send({ type: 'user.login' });
      expect(spies.goToLoginToPlay).toHaveBeenCalledTimes(1);
      expect(spies.goToLogin).not.toHaveBeenCalled();
      expect(spies.openPlayer).not.toHaveBeenCalled();
    }
  });

  it('then a rental price opens the rent modal', () => {
    expect(resolve(facts({ rentable: true, available: false })).modal).toBe('rent');
  });

  it('then a logged-in user whose plan lacks it gets the subscribe modal', () => {
    expect(resolve(facts({ available: false })).modal).toBe('subscribe');
  });

  it('else the not-available modal (in the plan but without a video yet)', () => {
    expect(resolve(facts({ available: true })).modal).toBe('notAvailable');
  });

  it('?resolve=play (the play route or a deep link) asks an anonymous visitor to log in, and resumes the play', () => {
    const { actor, spies } = start(anInput(facts({ loggedIn: false }), { resolvePlay: true }));
    expect(sel.selectModal(actor.getSnapshot())).toBe('loginRequired');
    actor.send({ type: 'user.login' });
    expect(spies.goToLoginToPlay).toHaveBeenCalledTimes(1);
    expect(spies.goToLogin).not.toHaveBeenCalled();
  });

  it('?resolve=play resolves once on start without opening the player, and drops the parameter', () => {
    const rental = start(anInput(facts({ rentable: true, available: false }), { resolvePlay: true }));
    expect(sel.selectModal(rental.actor.getSnapshot())).toBe('rent');
    expect(rental.spies.clearResolve).toHaveBeenCalledTimes(1);
    const video = start(anInput(facts({ hasVideo: true }), { resolvePlay: true }));
    expect(sel.selectModal(video.actor.getSnapshot())).toBeNull();
    expect(video.spies.openPlayer).not.toHaveBeenCalled();
    expect(video.spies.clearResolve).toHaveBeenCalledTimes(1);
  });
});

describe('productPage children talk through the page', () => {
  it('an anonymous vote opens the login modal (the vote child asks the page); it hands over to the login page', () => {
    const { actor, spies } = start(anInput(facts({ loggedIn: false })));
    actor.send({ type: 'user.favorite' });
    expect(sel.selectModal(actor.getSnapshot())).toBe('loginRequired');
    actor.send({ type: 'user.play' });
    expect(sel.selectModal(actor.getSnapshot())).toBe('loginRequired');
    actor.send({ type: 'user.login' });
    // a vote's login returns to the product page (no play to resume)
    expect(spies.goToLogin).toHaveBeenCalledTimes(1);
    expect(spies.goToLoginToPlay).not.toHaveBeenCalled();
    expect(sel.selectModal(actor.getSnapshot())).toBeNull();
  });

  it('a member votes through the page: the vote child shows it', async () => {
    const { actor } = start(anInput(facts({})));
    actor.send({ type: 'user.like' });
    expect(sel.selectProductView(actor.getSnapshot()).liked).toBe(true);
    expect(sel.selectProductView(actor.getSnapshot()).voting).toBe(true);
    await flush();
    expect(sel.selectProductView(actor.getSnapshot()).voting).toBe(false);
    expect(sel.selectModal(actor.getSnapshot())).toBeNull();
  });

  it('the rent child runs while the rent modal is open, with the added card; its end closes the modal and reloads', async () => {
    const spies = effects();
    const { machine, controls } = withControls(productPageMachine, actors);
    const actor = createActor(provide(machine, spies), {
      input: anInput(facts({ rentable: true, available: false }), { addedCard: 'pm_new' }),
    }).start();
    expect(actor.getSnapshot().children.rent).toBeUndefined();
    actor.send({ type: 'user.play' });
    await flush();
    expect(controls.rent.inputs).toEqual([{ productId: 1014, loggedIn: true, preferredCardId: 'pm_new' }]);
    controls.rent.resolve(undefined);
    await flush();
    expect(sel.selectModal(actor.getSnapshot())).toBeNull();
    expect(spies.reloadProduct).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().children.rent).toBeUndefined();
  });

  it('closing the rent modal stops the rent child; the selector reads it while it runs', () => {
    const { actor } = start(anInput(facts({ rentable: true, available: false })));
    actor.send({ type: 'user.play' });
    const rent = sel.selectProductView(actor.getSnapshot()).rent;
    expect(rent).toMatchObject({ loadingCards: true, busy: false, canRent: false });
    expect(rent?.addCardHref).toContain('/account/payment-methods');
    actor.send({ type: 'user.close' });
    expect(sel.selectProductView(actor.getSnapshot()).rent).toBeNull();
  });

  it('a rent payment on its way keeps the modal open; back to choosing, it closes again', async () => {
    const spies = effects();
    const pays = { resolve: (_: unknown) => {} };
    const rent = rentMachine.provide({
      actors: {
        loadCards: fromPromise<Result<CardChoice, 'rejected' | 'unavailable'>, void>(async () => ({
          ok: true,
          value: { ids: ['pm_1'], defaultId: 'pm_1' },
        })),
        preparePayment: fromPromise<Result<null>, void>(async () => ({ ok: true, value: null })),
        rent: fromPromise<Result<{ piSecret: string }>, { productId: number; paymentMethodId: string }>(
          () =>
            new Promise((resolve) => {
              pays.resolve = resolve as (_: unknown) => void;
            }),
        ),
      },
      actions: { notifyFailure: () => {} },
    });
    const { machine } = withControls(productPageMachine, { ...actors, rent: { logic: rent } });
    const actor = createActor(provide(machine, spies), {
      input: anInput(facts({ rentable: true, available: false })),
    }).start();
    actor.send({ type: 'user.play' });
    await flush();
    expect(sel.selectProductView(actor.getSnapshot()).modalLocked).toBe(false);
    actor.send({ type: 'user.rent' });
    await flush();
    expect(sel.selectProductView(actor.getSnapshot()).rent?.busy).toBe(true);
    expect(sel.selectProductView(actor.getSnapshot()).modalLocked).toBe(true);
    actor.send({ type: 'user.close' });
    expect(sel.selectModal(actor.getSnapshot())).toBe('rent');
    expect(actor.getSnapshot().children.rent).toBeDefined();
    // the refusal comes back: the member chooses again, and may close
    pays.resolve({ ok: false, error: 'http', message: 'refused' });
    await flush();
    expect(sel.selectProductView(actor.getSnapshot()).modalLocked).toBe(false);
    actor.send({ type: 'user.close' });
    expect(sel.selectModal(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().children.rent).toBeUndefined();
  });

  it('TV: the rent modal runs no rent child (renting is web only)', () => {
    const { actor } = start(anInput(facts({ rentable: true, available: false }), { purchasesOnWeb: true }));
    actor.send({ type: 'user.play' });
    expect(sel.selectModal(actor.getSnapshot())).toBe('rent');
    expect(actor.getSnapshot().children.rent).toBeUndefined();
    actor.send({ type: 'user.rent' });
    expect(sel.selectModal(actor.getSnapshot())).toBe('rent');
  });

  it('a live event that starts while the page is open reloads the product; a shown page resynchronises the timer', () => {
    const clock = new SimulatedClock();
    const schedule = { start: new Date(T0 + 2000).toISOString(), end: new Date(T0 + 60_000).toISOString() };
    const { actor, spies } = start(
      anInput(facts({}), { product: aProduct(facts({}), { liveSchedule: schedule }) }),
      clock,
    );
    expect(sel.selectProductView(actor.getSnapshot()).live.phase).toBe('future');
    clock.increment(1000);
    clock.increment(1000);
    expect(sel.selectProductView(actor.getSnapshot()).live.phase).toBe('current');
    expect(spies.reloadProduct).toHaveBeenCalledTimes(1);
    actor.send({ type: 'page.visible', now: T0 + 120_000 });
    expect(sel.selectProductView(actor.getSnapshot()).live.phase).toBe('past');
    expect(spies.reloadProduct).toHaveBeenCalledTimes(1);
  });

  it('a reloaded product brings changed vote values to the vote child, and its facts to the play button', () => {
    const { actor } = start(anInput(facts({})));
    actor.send({
      type: 'product.synced',
      product: aProduct(facts({ hasVideo: true }), { like: -1, favorite: true }),
      viewer: viewer(true),
    });
    const view = sel.selectProductView(actor.getSnapshot());
    expect([view.disliked, view.favorite, view.playHref]).toEqual([true, true, '']);
    expect(view.rentable).toBe(false);
  });

  it('the page keeps what each child last reported: its view, read from its own snapshot, is the children’s', async () => {
    const clock = new SimulatedClock();
    const schedule = { start: new Date(T0 + 2000).toISOString(), end: new Date(T0 + 60_000).toISOString() };
    const { actor } = start(
      anInput(facts({ rentable: true, available: false }), {
        product: aProduct(facts({ rentable: true, available: false }), {
          liveSchedule: schedule,
          trailer: { url: '/t.m3u8', hash: null },
        }),
      }),
      clock,
    );
    const children = () => {
      const s = actor.getSnapshot();
      return {
        vote: s.children.vote && voteSel.selectVoteView(s.children.vote.getSnapshot()),
        trailer: s.children.trailer && trailerSel.selectTrailerView(s.children.trailer.getSnapshot()),
        live: s.children.liveTimer && liveSel.selectLiveView(s.children.liveTimer.getSnapshot()),
        rent: s.children.rent ? rentSel.selectRentView(s.children.rent.getSnapshot()) : null,
      };
    };
    const kept = () => {
      const { vote, trailer, live, rent } = actor.getSnapshot().context;
      return { vote, trailer, live, rent };
    };
    const steps: Array<() => void> = [
      () => actor.send({ type: 'user.like' }),
      () => actor.send({ type: 'user.toggleMute' }),
      () => actor.send({ type: 'player.ended' }),
      () => clock.increment(1000),
      () => actor.send({ type: 'user.play' }),
      () => actor.send({ type: 'user.select', id: 'pm_9' }),
      () => clock.increment(1000),
      () => actor.send({ type: 'user.close' }),
      () => actor.send({ type: 'user.replay' }),
    ];
    expect(kept()).toEqual(children());
    for (const step of steps) {
      step();
      await flush();
      expect(kept()).toEqual(children());
    }
    // each part changed on the way (the comparison above compared something)
    expect(kept()).toMatchObject({
      vote: { liked: true },
      trailer: { run: 2, muted: false },
      live: { phase: 'current' },
    });
  });

  it('the trailer and the advertisement: the page forwards the trailer controls and closes the ad for good', () => {
    const { actor } = start(
      anInput(facts({}), {
        product: aProduct(facts({}), {
          trailer: { url: '/t.m3u8', hash: null },
          advertisement: { image: '/ad.png', url: null } as unknown as ProductDetail['advertisement'],
        }),
      }),
    );
    const view = () => sel.selectProductView(actor.getSnapshot());
    expect(view().trailer).toMatchObject({ src: '/t.m3u8', playing: true, muted: true, run: 1 });
    actor.send({ type: 'user.toggleMute' });
    actor.send({ type: 'player.ended' });
    expect(view().trailer).toMatchObject({ playing: false, muted: false });
    actor.send({ type: 'user.replay' });
    expect(view().trailer).toMatchObject({ playing: true, run: 2 });
    expect(view().adOpen).toBe(true);
    actor.send({ type: 'user.closeAd' });
    expect(view().adOpen).toBe(false);
  });
});
