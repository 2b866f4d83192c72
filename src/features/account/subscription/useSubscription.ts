/**
 * The subscription flow of the account page: the subscribe wizard and the subscription actions (the `account` flow's
 * `subscribeWizard` and `subscriptionActions`); the wizard starts with the plans and cards the page's data brought
 * and follows them in the Query cache. The coupon comes from and goes back to the page's `coupon` query parameter.
 */
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import * as wizardSel from '~machines/payments/subscribeWizard.selectors';
import * as actionsSel from '~machines/payments/subscriptionActions.selectors';
import type { WizardStep } from '~machines/payments/subscribeWizardMachine';
import type { CardMode, Subscription } from '~/domain';
import { useActorRef, useFlow } from '~/app/machines';
import type { AccountData } from '../useAccountData';

export function useSubscription({
  coupon,
  data,
  mode,
  canAddCard,
  addCard,
}: {
  coupon: string | undefined;
  data: AccountData;
  mode: CardMode;
  /** The member adds cards on this page (the wizard offers "Add a card"). */
  canAddCard: boolean;
  addCard(): void;
}) {
  const { subscribeWizard, subscriptionActions } = useFlow('account');
  const { plans, cards } = data;

  // ---- subscribe wizard -------------------------------------------------------------------------------------
  // the wizard learns later changes of the plans and the cards (a card added from it) from the Query cache itself
  const wizard = useActorRef(subscribeWizard, {
    input: { planIds: plans.map((p) => p.id), cardIds: cards.map((c) => c.id), coupon: coupon ?? '' },
  });
  const wizardVm = {
    step: useSelector(wizard, wizardSel.selectStep),
    busy: useSelector(wizard, wizardSel.selectIsBusy),
    succeeded: useSelector(wizard, wizardSel.selectSucceeded),
    planId: useSelector(wizard, wizardSel.selectPlanId),
    cardId: useSelector(wizard, wizardSel.selectCardId),
    couponCode: useSelector(wizard, wizardSel.selectCouponCode),
    coupon: useSelector(wizard, wizardSel.selectCoupon),
    warning: useSelector(wizard, wizardSel.selectWarning),
    enabledSteps: useSelector(wizard, wizardSel.selectEnabledSteps),
  };
  const wizardOn = useMemo(
    () => ({
      selectPlan: (planId: number) => wizard.send({ type: 'user.selectPlan', planId }),
      selectCard: (cardId: string) => wizard.send({ type: 'user.selectCard', cardId }),
      changeCoupon: (code: string) => wizard.send({ type: 'user.changeCoupon', code }),
      next: () => wizard.send({ type: 'user.next' }),
      back: () => wizard.send({ type: 'user.back' }),
      goTo: (step: WizardStep) => wizard.send({ type: 'user.goTo', step }),
      submit: () => wizard.send({ type: 'user.submit' }),
    }),
    [wizard],
  );

  // ---- subscription actions ---------------------------------------------------------------------------------
  const actions = useActorRef(subscriptionActions);
  const actionsVm = {
    modal: useSelector(actions, actionsSel.selectModal),
    busy: useSelector(actions, actionsSel.selectIsBusy),
    refreshing: useSelector(actions, actionsSel.selectIsRefreshing),
    cardId: useSelector(actions, actionsSel.selectCardId),
    warning: useSelector(actions, actionsSel.selectWarning),
  };
  const actionsOn = useMemo(
    () => ({
      cancel: (s: Subscription) => actions.send({ type: 'user.cancel', subscriptionId: s.id }),
      resume: (s: Subscription) => actions.send({ type: 'user.resume', subscriptionId: s.id }),
      retry: (s: Subscription, defaultCardId: string | null) =>
        actions.send({
          type: 'user.retry',
          subscriptionId: s.id,
          clientSecret: s.clientSecret ?? '',
          cardId: s.paymentMethod ?? defaultCardId,
        }),
      // the subscription is charged to the default card: that is the one the change starts from
      changeCard: (s: Subscription, defaultCardId: string | null) =>
        actions.send({ type: 'user.changeCard', subscriptionId: s.id, cardId: defaultCardId ?? s.paymentMethod }),
      selectCard: (cardId: string) => actions.send({ type: 'user.selectCard', cardId }),
      accept: () => actions.send({ type: 'user.accept' }),
      dismiss: () => actions.send({ type: 'user.dismiss' }),
    }),
    [actions],
  );

  return {
    vm: {
      mode,
      status: data.status.subscription,
      subscription: data.subscription,
      plans,
      cards,
      canAddCard,
      wizard: wizardVm,
      actions: actionsVm,
    },
    on: { retry: data.retry, addCard, wizard: wizardOn, actions: actionsOn },
  };
}

export type SubscriptionModel = ReturnType<typeof useSubscription>;
export type SubscriptionVm = SubscriptionModel['vm'];
export type SubscriptionOn = SubscriptionModel['on'];
