/**
 * The product page's machine with its real actors and effects (the only place it and its children get
 * `.provide(...)`): the page's navigation (player, login, the address without ?resolve), the product reloaded, the
 * page-visible listener; the vote child's vote and favourite calls (with the query cache kept in step); the rent
 * child's flow (the card list into the query cache, the rent call, the card payment confirmed through Stripe,
 * success toasts); the product and the viewer brought to the page as the query cache and the session hold them. Also
 * the product query's failure toast, for the route that observes the query.
 */
import { fromCallback } from 'xstate';
import { fromPromise } from '../actors';
import { watchQuery } from '../watchQuery';
import { msg } from '@lingui/core/macro';
import { productPageMachine, type ProductPageEvent, type ProductViewer } from '~machines/product/productPageMachine';
import { selectProductViewer } from '~machines/product/productPage.selectors';
import { voteMachine } from '~machines/product/voteMachine';
import { rentMachine, rentMessages, type CardChoice } from '~machines/product/rentMachine';
import * as sessionSel from '~machines/session/session.selectors';
import { fail, type LikeValue, type ProductDetail, type Result } from '~/domain';
import { attempt, nothing } from '~/api/attempt';
import { homeQuery, productQuery } from '~/api/queries';
import { productPlayPath } from '~/api/urls';
import { cardsQuery } from '~/api/queries.lazy';
import { onFailure, toastError, toastSuccess } from '~/services/notify';
import { safeReturnTo } from '~/domain/returnTo';
import type { AppDeps } from '../machines';

/** Stripe's loader, asked for when a rent needs it: a product page's first screen never does. */
const stripeServices = () => import('~/services/stripe');

type ProductDeps = Pick<AppDeps, 'navigate' | 'queryClient' | 'endpoints' | 'session'>;

/** spec §4 Rent: "After payment, access may take a few minutes." (also said in the modal before paying) */
export const RENT_DELAY = msg({
  id: 'product.modal_rent.delay',
  message: 'Access may take a few minutes to become available.',
});

/** spec §8: the product could not be loaded (the page shows its empty state). */
export const PRODUCT_ERROR = msg({ id: 'product.error', message: 'The video could not be loaded.' });

export function provide(deps: ProductDeps) {
  const reload = (productId: number) =>
    void deps.queryClient.invalidateQueries({ queryKey: productQuery(deps.endpoints, productId).queryKey });
  const logIn = (returnTo: string) =>
    deps.navigate({ to: '/auth/login', search: { returnTo: safeReturnTo(returnTo, '/') } });
  const productPage = productPageMachine.provide({
    actors: {
      vote: provideVote(deps),
      rent: provideRent(deps),
      pageVisibility: fromCallback(({ sendBack }) => {
        // hidden tabs slow timers down: the live timer is resynchronised when the page shows again
        const sync = () => {
          if (document.visibilityState === 'visible') sendBack({ type: 'page.visible', now: Date.now() });
        };
        document.addEventListener('visibilitychange', sync);
        return () => document.removeEventListener('visibilitychange', sync);
      }),
      productSync: provideProductSync(deps),
    },
    actions: {
      openPlayer: ({ context }) =>
        deps.navigate({ to: '/product/$productId/play', params: { productId: String(context.product.id) } }),
      goToLogin: ({ context }) => logIn(context.returnTo),
      goToLoginToPlay: ({ context }) => logIn(productPlayPath(context.product.id)),
      clearResolve: () => deps.navigate({ to: '.', search: {}, replace: true }),
      reloadProduct: ({ context }) => reload(context.product.id),
    },
  });
  return {
    productPage,
    /** The product query failed (the route that observes it): the toast, once per product. */
    productFailed: (error: unknown, productId: number) =>
      toastError(error, PRODUCT_ERROR, { id: `product.error.${productId}` }),
  };
}

const sameViewer = (a: ProductViewer, b: ProductViewer) =>
  a.loggedIn === b.loggedIn &&
  a.language === b.language &&
  a.showProductTitles === b.showProductTitles &&
  a.clubName === b.clubName;

/**
 * The page learns the product and the viewer as the app holds them: the product's query in the cache (reloaded after
 * a rental, a vote, a language switch) and the session, observed for the page's life. `product.synced` goes to the
 * page on start and whenever the product's data or the viewer's facts change. The observer never fetches (the
 * product route's query does, with the same key): it shares that cache entry.
 */
function provideProductSync(deps: ProductDeps) {
  return fromCallback<{ type: 'never' }, { productId: number }>(({ input, sendBack }) => {
    let product: ProductDetail | undefined;
    let sent: { product: ProductDetail; viewer: ProductViewer } | null = null;
    const sync = () => {
      if (!product) return;
      const viewer = selectProductViewer(deps.session.getSnapshot());
      if (sent && sent.product === product && sameViewer(sent.viewer, viewer)) return;
      sent = { product, viewer };
      sendBack({ type: 'product.synced', product, viewer } satisfies ProductPageEvent);
    };
    const session = deps.session.subscribe(sync);
    const unwatch = watchQuery(deps.queryClient, productQuery(deps.endpoints, input.productId), (result) => {
      product = result.data;
      sync();
    });
    return () => {
      unwatch();
      session.unsubscribe();
    };
  });
}

function provideVote(deps: ProductDeps) {
  /**
   * Runs a vote or favourite call and puts the saved value into the product's cache. A reload of the product under
   * way (the page shown again, a live event starting) may be answered with the value from before the press after
   * it was saved, and put it back on screen (`product.synced`): it is cancelled (the cache keeps what it holds)
   * before the call and again before the saved value goes in, and asked for once more when the call has ended.
   */
  const save = async <T>(productId: number, call: () => Promise<T>, change: (saved: T) => Partial<ProductDetail>) => {
    const queryKey = productQuery(deps.endpoints, productId).queryKey;
    let cancelled = false;
    const settle = async () => {
      cancelled ||= deps.queryClient.isFetching({ queryKey }) > 0;
      await deps.queryClient.cancelQueries({ queryKey });
    };
    try {
      await settle();
      const saved = await call();
      await settle();
      deps.queryClient.setQueryData(queryKey, (old) => (old ? { ...old, ...change(saved) } : old));
      return saved;
    } finally {
      if (cancelled) void deps.queryClient.invalidateQueries({ queryKey });
    }
  };
  return voteMachine.provide({
    actors: {
      vote: fromPromise<Result<LikeValue>, { productId: number; value: LikeValue }>(({ input }) =>
        attempt('rejected', () =>
          save(
            input.productId,
            () => deps.endpoints.voteProduct(input.productId, input.value),
            (saved) => ({ like: saved }),
          ),
        ),
      ),
      favorite: fromPromise<Result<boolean>, { productId: number; favorite: boolean }>(({ input }) =>
        attempt('rejected', async () => {
          const favorite = await save(
            input.productId,
            () => deps.endpoints.updateFavorite(input.productId, input.favorite),
            (saved) => ({ favorite: saved }),
          );
          // the home page's favourites row and the badges change with it
          void deps.queryClient.invalidateQueries({ queryKey: homeQuery(deps.endpoints).queryKey });
          return favorite;
        }),
      ),
    },
    actions: {
      notifyFailure: onFailure(),
    },
  });
}

function provideRent(deps: ProductDeps) {
  const club = () => sessionSel.selectClub(deps.session.getSnapshot());
  return rentMachine.provide({
    actors: {
      loadCards: fromPromise<Result<CardChoice, 'rejected' | 'unavailable'>, void>(async () => {
        // a club without a card payment provider key takes no card payments: no card to pick
        if (!club()?.payments.publicKey) return fail('unavailable' as const);
        return attempt('rejected', async () => {
          // always fresh (a card may have been added in another tab), and not cancellable by the views that read
          // the list from the cache
          const cards = await deps.endpoints.listCards();
          deps.queryClient.setQueryData(cardsQuery(deps.endpoints).queryKey, cards);
          return { ids: cards.map((c) => c.id), defaultId: cards.find((c) => c.selected)?.id ?? null };
        });
      }),
      preparePayment: fromPromise<Result<null>, void>(() =>
        attempt('unavailable', async () => {
          const current = club();
          if (!current) throw new Error('no club');
          return nothing((await stripeServices()).loadStripeFor(current));
        }),
      ),
      rent: fromPromise<Result<{ piSecret: string }>, { productId: number; paymentMethodId: string }>(({ input }) =>
        attempt('rejected', async () => ({ piSecret: (await deps.endpoints.rentProduct(input)).piSecret })),
      ),
      // the one card payment confirmation (Stripe's own message when it declines, stripe.error_connection when it
      // cannot be reached); loaded with the rent, never with the page
      confirmPayment: fromPromise<Result<null>, { clientSecret: string; paymentMethodId: string }>(async ({ input }) =>
        (await stripeServices()).confirmPayment(club(), input),
      ),
    },
    actions: {
      // the page closes the modal and reloads the product when the rent flow ends
      rented: () => {
        toastSuccess(rentMessages.rented);
        // spec §8: toasts close after 5000 ms, this one too
        toastSuccess(RENT_DELAY);
        void deps.queryClient.invalidateQueries({ queryKey: homeQuery(deps.endpoints).queryKey });
      },
      notifyFailure: onFailure(),
    },
  });
}
