/**
 * The payment-methods flow of the account page: the `account` flow's `paymentMethods` actor (add, delete, make
 * default) over the cards the page's data brought; the provider's secure fields reach it when ready. The
 * /account/payment-methods target opens the add-card flow on arrival and sends a member who came from a rent or a
 * booking back there (`returnTo`).
 */
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import * as pmSel from '~machines/payments/paymentMethods.selectors';
import type { Card, CardMode, Club } from '~/domain';
import { useActorRef, useFlow } from '~/app/machines';
import type { AccountData } from '../useAccountData';

export function usePaymentMethods({
  club,
  mode,
  data,
  addOnArrival,
  returnTo,
}: {
  club: Club;
  mode: CardMode;
  data: AccountData;
  /** the /account/payment-methods target */
  addOnArrival: boolean;
  /** where a member sent here to add a card goes back to (a rent or a booking), checked before use */
  returnTo: string | undefined;
}) {
  const { paymentMethods } = useFlow('account');
  // the add-card target opens the flow where the member may add cards here (not for special users, nor a club that
  // manages cards externally, nor one without card payments: its add button says why)
  const pm = useActorRef(paymentMethods, {
    input: {
      addOnArrival: addOnArrival && mode.kind === 'own' && !!club.payments.publicKey,
      returnTo: returnTo ?? null,
    },
  });
  const pmVm = {
    modal: useSelector(pm, pmSel.selectModal),
    busy: useSelector(pm, pmSel.selectIsBusy),
    unavailable: useSelector(pm, pmSel.selectUnavailable),
    showFields: useSelector(pm, pmSel.selectShowFields),
    canSubmit: useSelector(pm, pmSel.selectCanSubmit),
    formError: useSelector(pm, pmSel.selectFormError),
    cardId: useSelector(pm, pmSel.selectCardId),
  };
  const pmOn = useMemo(
    () => ({
      add: () => pm.send({ type: 'user.add' }),
      remove: (card: Card) => pm.send({ type: 'user.remove', cardId: card.id, isDefault: card.selected }),
      makeDefault: (card: Card) => pm.send({ type: 'user.makeDefault', cardId: card.id }),
      accept: () => pm.send({ type: 'user.accept' }),
      dismiss: () => pm.send({ type: 'user.dismiss' }),
      retry: () => pm.send({ type: 'user.retry' }),
      submit: () => pm.send({ type: 'user.submit' }),
      ready: (fields: object) => pm.send({ type: 'stripe.ready', fields }),
      change: (complete: boolean) => pm.send({ type: 'stripe.change', complete }),
    }),
    [pm],
  );
  return {
    vm: { mode, status: data.status.cards, cards: data.cards, pm: pmVm },
    on: { retry: data.retry, pm: pmOn },
  };
}

export type PaymentMethodsModel = ReturnType<typeof usePaymentMethods>;
export type PaymentMethodsVm = PaymentMethodsModel['vm'];
export type PaymentMethodsOn = PaymentMethodsModel['on'];
