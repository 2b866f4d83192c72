/**
 * The product page's machines with their real actors and effects (the only place they get `.provide(...)`): the
 * play button's navigation, vote and favourite calls (with the query cache kept in step), and the rent flow (the
 * card list from the query cache, the rent call, the card payment confirmed through Stripe, success toast and
 * product reloaded).
 */
import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { playButtonMachine } from '../../../machines/product/playButtonMachine';
import { voteMachine } from '../../../machines/product/voteMachine';
import { rentMachine, rentMessages, type CardChoice } from '../../../machines/product/rentMachine';
import type { Endpoints } from '../../api/endpoints';
import { fail, type LikeValue, ok, type ProductDetail, type Result } from '../../domain';
import { cardsQuery, clubQueryKey, productQuery } from '../../api/queries';
import { isApiError } from '../../api/errors';
import { toast } from '../toast';
import { GENERIC_ERROR, toastErrorMessage, toastSuccess } from '../notify';
import { safeReturnTo } from '../returnTo';

export interface PlayButtonDeps {
  /** Router navigation to a same-origin path. */
  navigate(href: string): void;
  productId: number;
  /** The product page's own path (the login page returns here). */
  returnTo: string;
}

export function providePlayButton(deps: PlayButtonDeps) {
  return playButtonMachine.provide({
    actions: {
      openPlayer: () => deps.navigate(`/product/${deps.productId}/play`),
      goToLogin: () => deps.navigate(`/auth/login?returnTo=${encodeURIComponent(safeReturnTo(deps.returnTo, '/'))}`),
    },
  });
}

const serverMessage = (error: unknown) => (isApiError(error) ? (error.serverMessage ?? null) : null);

export interface VoteDeps {
  endpoints: Pick<Endpoints, 'voteProduct' | 'updateFavorite' | 'getProduct' | 'clubKey'>;
  queryClient: QueryClient;
  /** Opens the login-to-continue modal (the play button machine's). */
  requireLogin(): void;
}

export function provideVote(deps: VoteDeps) {
  const patch = (productId: number, change: Partial<ProductDetail>) =>
    deps.queryClient.setQueryData(productQuery(deps.endpoints, productId).queryKey, (old) =>
      old ? { ...old, ...change } : old,
    );
  return voteMachine.provide({
    actors: {
      vote: fromPromise<Result<LikeValue>, { productId: number; value: LikeValue }>(async ({ input }) => {
        try {
          const like: LikeValue = await deps.endpoints.voteProduct(input.productId, input.value);
          patch(input.productId, { like });
          return ok(like);
        } catch (error) {
          return fail('rejected' as const, serverMessage(error) ?? undefined);
        }
      }),
      favorite: fromPromise<Result<boolean>, { productId: number; favorite: boolean }>(async ({ input }) => {
        try {
          const favorite = await deps.endpoints.updateFavorite(input.productId, input.favorite);
          patch(input.productId, { favorite });
          // the home page's favourites row and the badges change with it
          void deps.queryClient.invalidateQueries({
            queryKey: [...clubQueryKey(deps.endpoints.clubKey()), 'home'],
          });
          return ok(favorite);
        } catch (error) {
          return fail('rejected' as const, serverMessage(error) ?? undefined);
        }
      }),
    },
    actions: {
      requireLogin: () => deps.requireLogin(),
      notifyFailure: (_, { message }) => {
        if (message) toast.error(message);
        else toastErrorMessage(GENERIC_ERROR);
      },
    },
  });
}

export interface RentDeps {
  endpoints: Pick<Endpoints, 'rentProduct' | 'listCards' | 'getProduct' | 'clubKey'>;
  queryClient: QueryClient;
  /** Confirms the card payment of the rent's piSecret (the shared payments core's `confirmCardPayment`). */
  confirmCardPayment(
    clientSecret: string,
    paymentMethodId: string,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Loads the card payment provider; rejects where it cannot be (no card payments for the club, script blocked). */
  preparePayment(): Promise<unknown>;
  /** Closes the rent modal (the play button machine's `product.rented`). */
  onRented(): void;
}

/** spec §4 Rent: "After payment, access may take a few minutes." (also said in the modal before paying) */
export const RENT_DELAY = msg({
  id: 'product.modal_rent.delay',
  message: 'Access may take a few minutes to become available.',
});

export function provideRent(deps: RentDeps) {
  return rentMachine.provide({
    actors: {
      loadCards: fromPromise<Result<CardChoice>, void>(async () => {
        try {
          // always fresh (a card may have been added in another tab), and not cancellable by the views that read
          // the list from the cache
          const cards = await deps.endpoints.listCards();
          deps.queryClient.setQueryData(cardsQuery(deps.endpoints).queryKey, cards);
          return ok({ ids: cards.map((c) => c.id), defaultId: cards.find((c) => c.selected)?.id ?? null });
        } catch (error) {
          return fail('rejected' as const, serverMessage(error) ?? undefined);
        }
      }),
      preparePayment: fromPromise<Result<null>, void>(async () => {
        try {
          await deps.preparePayment();
          return ok(null);
        } catch {
          return fail('unavailable' as const);
        }
      }),
      rent: fromPromise<Result<{ piSecret: string }>, { productId: number; paymentMethodId: string }>(
        async ({ input }) => {
          try {
            const { piSecret } = await deps.endpoints.rentProduct(input);
            return ok({ piSecret });
          } catch (error) {
            return fail('rejected' as const, serverMessage(error) ?? undefined);
          }
        },
      ),
      confirmPayment: fromPromise<Result<null>, { clientSecret: string; paymentMethodId: string }>(
        async ({ input }) => {
          try {
            const result = await deps.confirmCardPayment(input.clientSecret, input.paymentMethodId);
            return result.ok ? ok(null) : fail('declined' as const, result.message);
          } catch {
            // Stripe could not be loaded or answered nothing usable: product.modal_rent.error
            return fail('unavailable' as const);
          }
        },
      ),
    },
    actions: {
      rented: ({ context }) => {
        toastSuccess(rentMessages.rented);
        // spec §8: toasts close after 5000 ms, this one too
        toastSuccess(RENT_DELAY);
        void deps.queryClient.invalidateQueries({ queryKey: productQuery(deps.endpoints, context.productId).queryKey });
        void deps.queryClient.invalidateQueries({ queryKey: [...clubQueryKey(deps.endpoints.clubKey()), 'home'] });
        deps.onRented();
      },
      notifyFailure: (_, { message, fallback }) => {
        if (message) toast.error(message);
        else toastErrorMessage(fallback);
      },
    },
  });
}
