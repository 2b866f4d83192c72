import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sessionSel from '../../../machines/session/session.selectors';
import * as sel from '../../../machines/product/rent.selectors';
import type { Card } from '../../domain';
import { cardsQuery } from '../../api/queries';
import { provideRent } from '../../app/provide/product';
import { addCardTarget, returnWith } from '../../app/returnTo';
import { confirmCardPayment, loadStripeFor } from '../../services/stripe';
import { useActorRef } from '../../app/inspect';

export interface RentVm {
  cards: Card[];
  selectedId: string | null;
  loadingCards: boolean;
  cardsFailed: boolean;
  busy: boolean;
  canRent: boolean;
  /** the last failure: its own message, or '' / null for product.modal_rent.error (stripe.error_connection when unavailable) */
  failure: { message: string | null; unavailable?: boolean } | null;
  /** "Add a card": the add-card target, which sends the member back to this rent with the new card selected */
  addCardHref: string;
}

export interface RentOn {
  select(id: string): void;
  rent(): void;
  retry(): void;
}

/**
 * The rent modal's flow: a rent actor started when the modal opens (and stopped when it closes); the card list is
 * read from the query cache the actor fills; payment confirmed with the shared payments core's Stripe service.
 */
export function useRent(
  productId: number,
  onRented: () => void,
  addedCard: string | null = null,
): { vm: RentVm; on: RentOn } {
  const { session, endpoints } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const queryClient = useQueryClient();
  const loggedIn = useSelector(session, sessionSel.selectIsAuthenticated);
  const [machine] = useState(() =>
    provideRent({
      endpoints,
      queryClient,
      confirmCardPayment: (clientSecret, paymentMethodId) => {
        const club = sessionSel.selectClub(session.getSnapshot());
        if (!club) return Promise.resolve({ ok: false as const, message: '' });
        // Stripe that cannot load (no key for the club, script blocked) is not the user's card: the rent message
        // (product.modal_rent.error) rather than a technical one; Stripe's own messages (declined ...) pass through
        return loadStripeFor(club).then(
          () => confirmCardPayment(club, clientSecret, paymentMethodId),
          () => ({ ok: false as const, message: '' }),
        );
      },
      preparePayment: () => {
        const club = sessionSel.selectClub(session.getSnapshot());
        return club ? loadStripeFor(club) : Promise.reject(new Error('no club'));
      },
      onRented,
    }),
  );
  const actor = useActorRef(machine, { input: { productId, loggedIn, preferredCardId: addedCard } });
  // back here with the rent modal open again (?resolve=play) once the card is added
  const [addCardHref] = useState(() =>
    addCardTarget(returnWith(router.state.location.href, { resolve: 'play', card: undefined })),
  );
  // the actor fetches the list; this only reads what it put in the cache
  const cards = useQuery({ ...cardsQuery(endpoints), enabled: false });
  return {
    vm: {
      cards: cards.data ?? [],
      selectedId: useSelector(actor, sel.selectSelectedId),
      loadingCards: useSelector(actor, sel.selectLoadingCards),
      cardsFailed: useSelector(actor, sel.selectCardsFailed),
      busy: useSelector(actor, sel.selectBusy),
      canRent: useSelector(actor, sel.selectCanRent),
      failure: useSelector(actor, sel.selectFailure),
      addCardHref,
    },
    on: {
      select: (id) => actor.send({ type: 'user.select', id }),
      rent: () => actor.send({ type: 'user.rent' }),
      retry: () => actor.send({ type: 'user.retry' }),
    },
  };
}
