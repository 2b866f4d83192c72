/**
 * What the account page knows (spec §2): the subscription, the plans and the cards from the Query cache, and the
 * `account` flow's `accountData` actor that says, per section, whether its data is loading, failed (with Try again:
 * never an empty answer that would look real) or ready. The subscription and payment-methods sections both read it.
 */
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as dataSel from '~machines/payments/accountData.selectors';
import type { AccountDataPart } from '~machines/payments/accountDataMachine';
import { isCurrent, type Card, type CardMode, type Plan, type Subscription, type User } from '~/domain';
import { cardsQuery, plansQuery, subscriptionQuery } from '~/api/queries.lazy';
import { useActorRef, useFlow } from '~/app/machines';
import type { DataStatus } from './shared';

export interface AccountData {
  /** a section the member manages here is still loading (the page's skeleton) */
  loading: boolean;
  status: { subscription: DataStatus; cards: DataStatus };
  subscription: Subscription | null;
  plans: Plan[];
  cards: Card[];
  retry(): void;
}

export function useAccountData({
  user,
  modes,
  onCardsError,
}: {
  user: User;
  modes: { subscription: CardMode; paymentMethods: CardMode };
  /** The cards could not be loaded (the page's route says it with a toast; a stable function). */
  onCardsError(error: unknown): void;
}): AccountData {
  const { endpoints } = useRouteContext({ from: '__root__' });
  const { accountData } = useFlow('account');
  const own = modes.subscription.kind === 'own' || modes.paymentMethods.kind === 'own';

  const subscription = useQuery({ ...subscriptionQuery(endpoints, user.id), enabled: own });
  const plans = useQuery({ ...plansQuery(endpoints), enabled: modes.subscription.kind === 'own' });
  const cards = useQuery({ ...cardsQuery(endpoints), enabled: own });
  const cardsError = cards.isError ? cards.error : null;
  useEffect(() => {
    if (cardsError) onCardsError(cardsError);
  }, [cardsError, onCardsError]);

  const cardList: Card[] = useMemo(() => (cards.isError ? [] : (cards.data ?? [])), [cards.isError, cards.data]);
  const planList: Plan[] = useMemo(() => plans.data ?? [], [plans.data]);

  const parts: AccountDataPart[] = own
    ? ['subscription', ...(modes.subscription.kind === 'own' ? (['plans'] as const) : []), 'cards']
    : [];
  const data = useActorRef(accountData, { input: { parts } });
  const hasSubscription = isCurrent(subscription.data ?? null);
  const subscriptionData = useSelector(data, (s) => dataSel.selectSubscriptionData(s, hasSubscription));
  const cardsData = useSelector(data, dataSel.selectCardsData);
  // loaded, but not yet handed to this render by the Query cache: still a skeleton, never a flash of the wizard
  const inCache = {
    subscription: subscription.data !== undefined,
    wizard: plans.data !== undefined && cards.data !== undefined,
    cards: cards.data !== undefined,
  };
  const status = {
    subscription:
      subscriptionData === 'ready' && (!inCache.subscription || (!hasSubscription && !inCache.wizard))
        ? ('loading' as const)
        : subscriptionData,
    cards: cardsData === 'ready' && !inCache.cards ? ('loading' as const) : cardsData,
  };
  const retry = useMemo(() => () => data.send({ type: 'user.retry' }), [data]);
  const dataLoading = useSelector(data, dataSel.selectIsLoading);

  return {
    loading: own && dataLoading,
    status,
    subscription: subscription.data ?? null,
    plans: planList,
    cards: cardList,
    retry,
  };
}
