// @vitest-environment jsdom
/**
 * The product flow's provision (src/app/provide/product.ts) with fake app services: the page's navigation is typed
 * (`to` + `params` / `search`), per-instance data comes from the machine's input, the product reloads through the
 * query client, a page shown again resynchronises the live timer, and the page learns the product and the viewer by
 * observing the query cache and the session (`productSync`).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup as setupMachine, type AnyActorLogic, type EventObject } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import { provide } from '~/app/provide/product';
import type { AppDeps } from '~/app/machines';
import type { ProductPageInput } from '~machines/product/productPageMachine';
import * as sel from '~machines/product/productPage.selectors';
import type { ProductDetail } from '~/domain';
import { aProductCard } from '../support/vm';
import { productQuery } from '~/api/queries';
import { aClub } from '../fixtures/domain';
import { fakeSession } from './provide/support';

const T0 = Date.parse('2026-11-22T10:00:00Z');

function aProduct(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProductCard(1014),
    tags: [],
    level: null,
    physicalLevel: null,
    technicalLevel: null,
    mentalLevel: null,
    video: null,
    trailer: null,
    isTranscodifying: false,
    relatedProducts: [],
    description: '',
    like: 0,
    advertisement: null,
    ...over,
  };
}

function setup(over: Partial<ProductPageInput> = {}, endpoints: Partial<AppDeps['endpoints']> = {}) {
  const navigate = vi.fn();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  const deps = {
    navigate,
    queryClient,
    endpoints: { clubKey: () => 'club-2', ...endpoints } as unknown as AppDeps['endpoints'],
    session: fakeSession({ club: aClub({ name: 'Titan' }) }).session,
  };
  const { productPage } = provide(deps);
  const input: ProductPageInput = {
    product: aProduct(),
    viewer: { loggedIn: true, language: 'en', showProductTitles: true, clubName: 'Titan' },
    returnTo: '/product/1014/product-1014',
    purchasesOnWeb: false,
    resolvePlay: false,
    addedCard: null,
    addCardHref: '/account/payment-methods',
    reducedMotion: true,
    now: T0,
    ...over,
  };
  const actor = createActor(productPage, { input }).start();
  return { actor, navigate, invalidate, queryClient, deps };
}

describe('product provision', () => {
  it('opens the player with a typed navigation', () => {
    const { actor, navigate } = setup({ product: aProduct({ video: { url: '/v.m3u8', hash: null } }) });
    actor.send({ type: 'user.play' });
    expect(navigate).toHaveBeenCalledWith({ to: '/product/$productId/play', params: { productId: '1014' } });
  });

  it('hands an anonymous visitor to the login page with the product page as returnTo', () => {
    const { actor, navigate } = setup({
      viewer: { loggedIn: false, language: 'en', showProductTitles: true, clubName: 'Titan' },
    });
    actor.send({ type: 'user.favorite' });
    expect(sel.selectModal(actor.getSnapshot())).toBe('loginRequired');
    actor.send({ type: 'user.login' });
    expect(navigate).toHaveBeenCalledWith({ to: '/auth/login', search: { returnTo: '/product/1014/product-1014' } });
  });

  it("hands an anonymous visitor's play to the login page with the product's play as returnTo (the play goes on)", () => {
    const { actor, navigate } = setup({
      viewer: { loggedIn: false, language: 'en', showProductTitles: true, clubName: 'Titan' },
    });
    actor.send({ type: 'user.play' });
    expect(sel.selectModal(actor.getSnapshot())).toBe('loginRequired');
    actor.send({ type: 'user.login' });
    expect(navigate).toHaveBeenCalledWith({ to: '/auth/login', search: { returnTo: '/product/1014/play' } });
  });

  it('?resolve=play is dropped from the address after the resolution', () => {
    const { actor, navigate } = setup({ resolvePlay: true });
    expect(sel.selectModal(actor.getSnapshot())).toBe('notAvailable');
    expect(navigate).toHaveBeenCalledWith({ to: '.', search: {}, replace: true });
  });

  it('a live event that starts reloads the product (its query); a page shown again resynchronises the timer', () => {
    const schedule = { start: new Date(T0 + 60_000).toISOString(), end: new Date(T0 + 120_000).toISOString() };
    const { actor, invalidate } = setup({ product: aProduct({ liveSchedule: schedule }) });
    expect(sel.selectProductView(actor.getSnapshot()).live.phase).toBe('future');
    vi.spyOn(Date, 'now').mockReturnValue(T0 + 90_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sel.selectProductView(actor.getSnapshot()).live.phase).toBe('current');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['club', 'club-2', 'product', 1014] });
    vi.restoreAllMocks();
    actor.stop();
  });

  it.each(['like', 'favorite'] as const)(
    'a reload of the product answered after the %s was saved does not bring the old value back; it is asked again',
    async (press) => {
      let answerReload: (product: ProductDetail) => void = () => {};
      const getProduct = vi.fn(
        (_id: number, _options: { signal: AbortSignal }) =>
          new Promise<ProductDetail>((resolve) => (answerReload = resolve)),
      );
      let answerCall: (saved: never) => void = () => {};
      const call = vi.fn(() => new Promise<never>((resolve) => (answerCall = resolve)));
      const { actor, invalidate, queryClient, deps } = setup({}, {
        getProduct,
        voteProduct: call,
        updateFavorite: call,
      } as Partial<AppDeps['endpoints']>);
      const query = productQuery(deps.endpoints, 1014);
      queryClient.setQueryData(query.queryKey, aProduct({ like: 0, favorite: false }));
      // a reload under way (the page shown again) when the member presses
      const reload = queryClient.fetchQuery({ ...query, staleTime: 0 }).catch(() => null);
      await vi.waitFor(() => expect(getProduct).toHaveBeenCalled());
      actor.send({ type: press === 'like' ? 'user.like' : 'user.favorite' });
      await vi.waitFor(() => expect(call).toHaveBeenCalled());
      answerCall((press === 'like' ? 1 : true) as never);
      const saved = () => {
        const product = queryClient.getQueryData(query.queryKey);
        return press === 'like' ? product?.like : product?.favorite;
      };
      await vi.waitFor(() => expect(saved()).toBe(press === 'like' ? 1 : true));
      // the reload's answer, from before the call: it does not land
      answerReload(aProduct({ like: 0, favorite: false }));
      await reload;
      expect(getProduct.mock.calls[0]?.[1].signal.aborted).toBe(true);
      expect(saved()).toBe(press === 'like' ? 1 : true);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['club', 'club-2', 'product', 1014] });
      actor.stop();
    },
  );

  it('a vote with no reload under way asks for nothing again', async () => {
    const { actor, invalidate, queryClient, deps } = setup({}, {
      voteProduct: vi.fn(async () => 1),
    } as Partial<AppDeps['endpoints']>);
    const query = productQuery(deps.endpoints, 1014);
    queryClient.setQueryData(query.queryKey, aProduct({ like: 0 }));
    actor.send({ type: 'user.like' });
    await vi.waitFor(() => expect(queryClient.getQueryData(query.queryKey)?.like).toBe(1));
    expect(invalidate).not.toHaveBeenCalled();
    actor.stop();
  });
});

describe('product provision: the page learns the product and the viewer (productSync)', () => {
  const viewer = { loggedIn: true, language: 'en', showProductTitles: true, clubName: 'Titan' } as const;

  /** The provision's productSync for product 1014, run under a parent that records what it sends. */
  function syncing() {
    const getProduct = vi.fn(async () => aProduct());
    const queryClient = new QueryClient();
    const endpoints = { clubKey: () => 'club-2', getProduct } as unknown as AppDeps['endpoints'];
    const fake = fakeSession({ club: aClub({ name: 'Titan' }) });
    const { productPage } = provide({ navigate: vi.fn(), queryClient, endpoints, session: fake.session });
    const sync = (productPage.implementations.actors as Record<string, AnyActorLogic>).productSync!;
    const sent: EventObject[] = [];
    const parent = setupMachine({ actors: { sync } }).createMachine({
      invoke: { src: 'sync', input: { productId: 1014 } },
      on: { '*': { actions: ({ event }) => void sent.push(event) } },
    });
    const key = productQuery(endpoints, 1014).queryKey;
    const observers = () => queryClient.getQueryCache().find({ queryKey: key })?.getObserversCount() ?? 0;
    return { queryClient, key, sent, parent, getProduct, change: fake.change, observers };
  }

  it('sends product.synced with the cached product and the session’s viewer, again on each change, never after stop', () => {
    const { queryClient, key, sent, parent, getProduct, change, observers } = syncing();
    const first = aProduct({ like: 0 });
    queryClient.setQueryData(key, first);
    const actor = createActor(parent).start();
    expect(sent).toEqual([{ type: 'product.synced', product: first, viewer }]);
    // the product reloaded (a rental, a vote): the page hears it
    const reloaded = aProduct({ like: 1, video: { url: '/v.m3u8', hash: null } });
    queryClient.setQueryData(key, reloaded);
    expect(sent.at(-1)).toEqual({ type: 'product.synced', product: reloaded, viewer });
    expect(sent).toHaveLength(2);
    // the session changed (a logout, a language switch): the page hears it with the same product
    change({ authenticated: false });
    expect(sent.at(-1)).toEqual({ type: 'product.synced', product: reloaded, viewer: { ...viewer, loggedIn: false } });
    change({ lang: 'es' });
    expect(sent.at(-1)).toMatchObject({ viewer: { loggedIn: false, language: 'es' } });
    expect(sent).toHaveLength(4);
    // nothing changed for the page: nothing sent
    change({});
    expect(sent).toHaveLength(4);
    expect(observers()).toBe(1);
    actor.stop();
    expect(observers()).toBe(0);
    queryClient.setQueryData(key, aProduct({ like: -1 }));
    change({ authenticated: true });
    expect(sent).toHaveLength(4);
    // it only observes: the product route's query fetches
    expect(getProduct).not.toHaveBeenCalled();
  });

  it('sends nothing before the product is in the cache, and fetches nothing itself', async () => {
    const { queryClient, key, sent, parent, getProduct } = syncing();
    const actor = createActor(parent).start();
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(getProduct).not.toHaveBeenCalled();
    // the view's query answers: the page hears it once
    await queryClient.fetchQuery(productQuery({ clubKey: () => 'club-2', getProduct }, 1014));
    expect(getProduct).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ type: 'product.synced', product: aProduct(), viewer }]);
    expect(queryClient.getQueryData(key)).toEqual(aProduct());
    actor.stop();
  });
});
