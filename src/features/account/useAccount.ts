/**
 * The account page (spec §2 "Account page"): route-scoped actors for the subscribe wizard, the subscription actions,
 * the payment methods, the edit-profile and change-password modals; server lists (subscription, cards, plans) from
 * the Query cache; what each card shows for special users (no USER role) and clubs with external links (spec §6).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import * as sessionSel from '../../../machines/session/session.selectors';
import * as wizardSel from '../../../machines/payments/subscribeWizard.selectors';
import * as dataSel from '../../../machines/payments/accountData.selectors';
import type { AccountDataPart } from '../../../machines/payments/accountDataMachine';
import * as actionsSel from '../../../machines/payments/subscriptionActions.selectors';
import * as pmSel from '../../../machines/payments/paymentMethods.selectors';
import * as profileSel from '../../../machines/account/profileEdit.selectors';
import * as passwordSel from '../../../machines/account/passwordChange.selectors';
import type { EditField } from '../../../machines/account/profileEditMachine';
import type { PasswordField } from '../../../machines/account/passwordChangeMachine';
import { paymentMessages } from '../../../machines/payments/paymentMethodsMachine';
import type { WizardStep } from '../../../machines/payments/subscribeWizardMachine';
import { cardModes, isCurrent, type Card, type Plan, type Subscription, type TeamSummary } from '../../domain';
import { cardsQuery, plansQuery, subscriptionQuery, teamsQuery } from '../../api/queries';
import {
  provideAccountData,
  providePasswordChange,
  providePaymentMethods,
  provideProfileEdit,
  provideSubscribeWizard,
  provideSubscriptionActions,
  type CardFields,
} from '../../app/provide/account';
import { toastError } from '../../app/notify';
import { countryOptions } from '../../i18n/countries';
import { useActorRef } from '../../app/inspect';

const NO_ARRIVAL: AccountArrival = { addCard: false, returnTo: undefined };

/** Local calendar day, YYYY-MM-DD. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export interface AccountArrival {
  /** the /account/payment-methods target: the add-card flow opens at once (spec §2) */
  addCard: boolean;
  /** where a member sent here to add a card goes back to (a rent or a booking), checked before use */
  returnTo: string | undefined;
}

export function useAccount(couponParam: string | undefined, arrival: AccountArrival = NO_ARRIVAL) {
  const { session, endpoints, queryClient } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const club = useSelector(session, sessionSel.selectClub)!;
  const user = useSelector(session, sessionSel.selectUser)!;
  const modes = cardModes(club, user);
  const own = modes.subscription.kind === 'own' || modes.paymentMethods.kind === 'own';

  const subscription = useQuery({ ...subscriptionQuery(endpoints, user.id), enabled: own });
  const plans = useQuery({ ...plansQuery(endpoints), enabled: modes.subscription.kind === 'own' });
  const cards = useQuery({ ...cardsQuery(endpoints), enabled: own });
  // GPT: the favourite teams are chosen in the edit-profile modal
  const teams = useQuery({ ...teamsQuery(endpoints), enabled: club.companyCode === 'GPT' });
  const teamList: TeamSummary[] = club.companyCode === 'GPT' ? (teams.data ?? []) : [];
  const cardsError = cards.isError ? cards.error : null;
  useEffect(() => {
    if (cardsError) toastError(cardsError, paymentMessages.listError, { id: 'payment_methods.error' });
  }, [cardsError]);

  const cardList: Card[] = useMemo(() => (cards.isError ? [] : (cards.data ?? [])), [cards.isError, cards.data]);
  const planList: Plan[] = useMemo(() => plans.data ?? [], [plans.data]);

  // ---- what is known: a part that failed to load is a failure with Try again, never an empty answer -------------
  const [dataMachine] = useState(() => provideAccountData({ endpoints, queryClient, userId: user.id }));
  const parts: AccountDataPart[] = own
    ? ['subscription', ...(modes.subscription.kind === 'own' ? (['plans'] as const) : []), 'cards']
    : [];
  const data = useActorRef(dataMachine, { input: { parts } });
  const hasSubscription = isCurrent(subscription.data ?? null);
  const subscriptionData = useSelector(data, (s) => dataSel.selectSubscriptionData(s, hasSubscription));
  const cardsData = useSelector(data, dataSel.selectCardsData);
  // loaded, but not yet handed to this render by the Query cache: still a skeleton, never a flash of the wizard
  const inCache = {
    subscription: subscription.data !== undefined,
    wizard: plans.data !== undefined && cards.data !== undefined,
    cards: cards.data !== undefined,
  };
  const dataVm = {
    subscription:
      subscriptionData === 'ready' && (!inCache.subscription || (!hasSubscription && !inCache.wizard))
        ? ('loading' as const)
        : subscriptionData,
    cards: cardsData === 'ready' && !inCache.cards ? ('loading' as const) : cardsData,
  };
  const dataOn = useMemo(() => ({ retry: () => data.send({ type: 'user.retry' }) }), [data]);
  const dataLoading = useSelector(data, dataSel.selectIsLoading);
  const loading = own && dataLoading;

  const deps = { endpoints, queryClient, session, club, userId: user.id };
  const cardFields = useRef<CardFields['current']>(null);

  // ---- subscribe wizard -------------------------------------------------------------------------------------
  const [wizardMachine] = useState(() =>
    provideSubscribeWizard({
      ...deps,
      writeCoupon: (code) =>
        void navigate({
          to: '.',
          search: (prev: Record<string, unknown>) => ({ ...prev, coupon: code || undefined }),
          replace: true,
        } as never),
    }),
  );
  const wizard = useActorRef(wizardMachine, {
    input: { planIds: planList.map((p) => p.id), cardIds: cardList.map((c) => c.id), coupon: couponParam ?? '' },
  });
  const planIds = planList.map((p) => p.id).join(',');
  const cardIds = cardList.map((c) => c.id).join(',');
  useEffect(() => {
    wizard.send({ type: 'data.plans', ids: planIds ? planIds.split(',').map(Number) : [] });
  }, [wizard, planIds]);
  useEffect(() => {
    wizard.send({ type: 'data.cards', ids: cardIds ? cardIds.split(',') : [] });
  }, [wizard, cardIds]);
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
  const [actionsMachine] = useState(() => provideSubscriptionActions(deps));
  const actions = useActorRef(actionsMachine);
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

  // ---- payment methods --------------------------------------------------------------------------------------
  const [pmMachine] = useState(() =>
    providePaymentMethods({
      ...deps,
      cardFields,
      hasToken: () => sessionSel.selectToken(session.getSnapshot()) !== null,
      returnTo: arrival.returnTo ?? null,
      navigate: (href) => void navigate({ href }),
    }),
  );
  // the add-card target opens the flow where the member may add cards here (not for special users, nor a club that
  // manages cards externally, nor one without card payments: its add button says why)
  const pm = useActorRef(pmMachine, {
    input: { addOnArrival: arrival.addCard && modes.paymentMethods.kind === 'own' && !!club.payments.publicKey },
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
      ready: () => pm.send({ type: 'stripe.ready' }),
      change: (complete: boolean) => pm.send({ type: 'stripe.change', complete }),
    }),
    [pm],
  );

  // ---- profile ----------------------------------------------------------------------------------------------
  const [profileMachine] = useState(() => provideProfileEdit(deps));
  const profile = useActorRef(profileMachine, { input: { today: today() } });
  const profileVm = {
    open: useSelector(profile, profileSel.selectOpen),
    busy: useSelector(profile, profileSel.selectIsBusy),
    form: useSelector(profile, profileSel.selectForm),
    errors: useSelector(profile, profileSel.selectErrors),
    email: useSelector(profile, profileSel.selectEmail),
    today: useSelector(profile, profileSel.selectToday),
  };
  const profileOn = useMemo(
    () => ({
      open: () => profile.send({ type: 'user.open', user: sessionSel.selectUser(session.getSnapshot())! }),
      change: (field: EditField, value: string) => profile.send({ type: 'user.change', field, value }),
      toggleTeam: (teamId: number) => profile.send({ type: 'user.toggleTeam', teamId }),
      submit: () => profile.send({ type: 'user.submit' }),
      dismiss: () => profile.send({ type: 'user.dismiss' }),
    }),
    [profile, session],
  );
  const [passwordMachine] = useState(() => providePasswordChange(deps));
  const password = useActorRef(passwordMachine);
  const passwordVm = {
    open: useSelector(password, passwordSel.selectOpen),
    busy: useSelector(password, passwordSel.selectIsBusy),
    form: useSelector(password, passwordSel.selectForm),
  };
  const passwordOn = useMemo(
    () => ({
      open: () => password.send({ type: 'user.open' }),
      change: (field: PasswordField, value: string) => password.send({ type: 'user.change', field, value }),
      submit: () => password.send({ type: 'user.submit' }),
      dismiss: () => password.send({ type: 'user.dismiss' }),
    }),
    [password],
  );
  const countries = useMemo(() => countryOptions(i18n.locale || 'en'), [i18n.locale]);

  return {
    vm: {
      club,
      user,
      modes,
      loading,
      data: dataVm,
      subscription: subscription.data ?? null,
      plans: planList,
      cards: cardList,
      countries,
      teams: teamList,
      wizard: wizardVm,
      actions: actionsVm,
      pm: pmVm,
      profile: profileVm,
      password: passwordVm,
    },
    on: { data: dataOn, wizard: wizardOn, actions: actionsOn, pm: pmOn, profile: profileOn, password: passwordOn },
    cardFields,
  };
}

export type AccountModel = ReturnType<typeof useAccount>;
export type AccountVm = AccountModel['vm'];
export type AccountOn = AccountModel['on'];
