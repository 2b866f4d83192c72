/**
 * The account flows with their real actors and effects (the only place they get `.provide(...)`): the page's data,
 * the subscription (subscribe wizard, subscription actions), the payment methods and the profile (edit profile,
 * change password). Server lists live in the Query cache: the effects invalidate the subscription, plans and cards
 * queries. The club and the member come from the session when an actor runs (the account page is signed-in only);
 * per-page data (the coupon, the add-card return target) comes in each machine's input.
 */
import { fromCallback } from 'xstate';
import { fromPromise } from '../actors';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { subscribeWizardMachine } from '~machines/payments/subscribeWizardMachine';
import { accountDataMachine, type AccountDataPart } from '~machines/payments/accountDataMachine';
import { subscriptionActionsMachine } from '~machines/payments/subscriptionActionsMachine';
import { paymentMethodsMachine } from '~machines/payments/paymentMethodsMachine';
import { profileEditMachine } from '~machines/account/profileEditMachine';
import { passwordChangeMachine } from '~machines/account/passwordChangeMachine';
import { type Club, fail, type Result } from '~/domain';
import { attempt, nothing } from '~/api/attempt';
import { isApiError } from '~/api/errors';
import { cardsQuery, plansQuery, subscriptionQuery } from '~/api/queries.lazy';
import { confirmPayment, loadStripeFor } from '~/services/stripe';
import { onFailure, toastSuccess } from '~/services/notify';
import { fetchForActor } from '../fetchForActor';
import { watchQuery } from '../watchQuery';
import * as sessionSel from '~machines/session/session.selectors';
import { returnWith } from '~/domain/returnTo';
import type { AppDeps } from '../machines';
import { provideProfileSave } from './profileSave';

type AccountDeps = Pick<AppDeps, 'endpoints' | 'queryClient' | 'session' | 'navigate'>;

/** The signed-in member's club and id (the account routes are guarded: both are known when an actor runs). */
function member(deps: Pick<AppDeps, 'session'>): { club: Club; userId: number } {
  const s = deps.session.getSnapshot();
  return { club: sessionSel.selectClub(s)!, userId: sessionSel.selectUser(s)!.id };
}

const notifyFailure = onFailure();
const notifySuccess = (_: unknown, { message }: { message: { id: string } }) => void toastSuccess(message as never);

function reloaders(deps: AccountDeps) {
  const { queryClient, endpoints } = deps;
  return {
    subscription: () =>
      void queryClient.invalidateQueries({ queryKey: subscriptionQuery(endpoints, member(deps).userId).queryKey }),
    cards: () => void queryClient.invalidateQueries({ queryKey: cardsQuery(endpoints).queryKey }),
    plans: () => void queryClient.invalidateQueries({ queryKey: plansQuery(endpoints).queryKey }),
  };
}

/** The account page's data: each part fetched through the Query cache (shared with the views' queries). */
function provideAccountData(deps: AccountDeps) {
  const { queryClient, endpoints } = deps;
  const fetchPart = (part: AccountDataPart, signal: AbortSignal): Promise<unknown> => {
    if (part === 'subscription')
      return fetchForActor(queryClient, subscriptionQuery(endpoints, member(deps).userId), signal);
    if (part === 'plans') return fetchForActor(queryClient, plansQuery(endpoints), signal);
    return fetchForActor(queryClient, cardsQuery(endpoints), signal);
  };
  return accountDataMachine.provide({
    actors: {
      loadParts: fromPromise(async ({ input, signal }) => {
        const results = await Promise.allSettled(input.parts.map((part) => fetchPart(part, signal)));
        return input.parts.filter((_, i) => results[i]!.status === 'rejected');
      }),
    },
  });
}

function provideSubscribeWizard(deps: AccountDeps) {
  const reload = reloaders(deps);
  return subscribeWizardMachine.provide({
    actors: {
      checkCoupon: fromPromise(({ input, signal }) =>
        attempt('lookup_failed', () => deps.endpoints.getCoupon(input.code, { signal })),
      ),
      subscribe: fromPromise(({ input, signal }) =>
        attempt('refused', async () => {
          const { status, clientSecret } = await deps.endpoints.subscribe(input, { signal });
          return { status, clientSecret };
        }),
      ),
      confirmPayment: fromPromise(({ input }) => confirmPayment(member(deps).club, input)),
      lists: provideWizardLists(deps),
    },
    actions: {
      // the coupon lives in the `coupon` query parameter of the account page the wizard is on
      writeCoupon: (_, { code }) =>
        deps.navigate({
          to: '/account/{-$section}',
          params: (prev) => prev,
          search: (prev) => ({ ...prev, coupon: code || undefined }),
          replace: true,
        }),
      notifySubscribed: notifySuccess,
      notifyFailure,
      refreshAll: () => {
        reload.subscription();
        reload.plans();
        reload.cards();
      },
      refreshSubscription: () => reload.subscription(),
    },
  });
}

/**
 * The wizard learns the club's plans and the member's cards as the Query cache holds them (the account page's
 * queries fetch them): `data.plans` / `data.cards` with their ids, on start and whenever a list changes. A card list
 * that could not be loaded is no list to choose from.
 */
function provideWizardLists(deps: AccountDeps) {
  return fromCallback<{ type: 'never' }, void>(({ sendBack }) => {
    // the ids last sent, so a refetch that changes nothing sends nothing
    const sent: { plans: string | null; cards: string | null } = { plans: null, cards: null };
    const plans = watchQuery(deps.queryClient, plansQuery(deps.endpoints), (result) => {
      const ids = (result.data ?? []).map((p) => p.id);
      if (ids.join(',') === sent.plans) return;
      sent.plans = ids.join(',');
      sendBack({ type: 'data.plans', ids });
    });
    const cards = watchQuery(deps.queryClient, cardsQuery(deps.endpoints), (result) => {
      const ids = (result.isError ? [] : (result.data ?? [])).map((c) => c.id);
      if (ids.join(',') === sent.cards) return;
      sent.cards = ids.join(',');
      sendBack({ type: 'data.cards', ids });
    });
    return () => {
      plans();
      cards();
    };
  });
}

function provideSubscriptionActions(deps: AccountDeps) {
  const reload = reloaders(deps);
  return subscriptionActionsMachine.provide({
    actors: {
      cancelSubscription: fromPromise(({ input, signal }) =>
        attempt('refused', () => nothing(deps.endpoints.cancelSubscription(input.subscriptionId, { signal }))),
      ),
      resumeSubscription: fromPromise(({ input, signal }) =>
        attempt('refused', () =>
          nothing(
            deps.endpoints.reactivateSubscription(input.subscriptionId, { userId: member(deps).userId }, { signal }),
          ),
        ),
      ),
      retryPayment: fromPromise(({ input }) => confirmPayment(member(deps).club, input)),
      // the subscription is charged to the default card (spec §5 PUT updatepayment: change default)
      changeCard: fromPromise(({ input, signal }) =>
        attempt('refused', () => nothing(deps.endpoints.setDefaultCard(input.paymentMethodId, { signal }))),
      ),
    },
    actions: {
      notifySuccess,
      notifyFailure,
      reload: () => {
        reload.subscription();
        reload.cards();
      },
    },
  });
}

/** The secure fields the add-card form hands the machine when they are ready (`stripe.ready`), read by `createCard`. */
export interface StripeFields {
  stripe: Stripe;
  elements: StripeElements;
}

function providePaymentMethods(deps: AccountDeps) {
  const reload = reloaders(deps);
  /**
   * Where the member came from to add a card (a rent or a booking, `returnTo` of /account/payment-methods, in the
   * machine's input): they go back there once the card is added (with `card` = its id, so it is selected) or the
   * add-card flow is dismissed. The target is checked (returnWith) before the browser goes there.
   */
  const back = (returnTo: string | null, card: string | undefined) => {
    if (returnTo) deps.navigate({ href: returnWith(returnTo, { card }) });
  };
  return paymentMethodsMachine.provide({
    actors: {
      loadProvider: fromPromise(async (): Promise<Result<null>> => {
        // spec §5: loaded only when the club has a public key and a session token exists
        const { club } = member(deps);
        const hasToken = sessionSel.selectToken(deps.session.getSnapshot()) !== null;
        if (!club.payments.publicKey || !hasToken) return fail('unavailable');
        return attempt('unavailable', () => nothing(loadStripeFor(club)));
      }),
      createCard: fromPromise(async ({ input, signal }) => {
        // what the add-card form's secure fields gave when ready (`stripe.ready`)
        const fields = input.fields as StripeFields | null;
        const card = fields?.elements.getElement('cardNumber');
        if (!fields || !card) return fail('not_ready');
        let paymentMethodId: string;
        try {
          const result = await fields.stripe.createPaymentMethod({ type: 'card', card });
          // the provider's own message on card creation is shown as is (spec §8)
          if (result.error || !result.paymentMethod) return fail('provider', result.error?.message || undefined);
          paymentMethodId = result.paymentMethod.id;
        } catch (error) {
          return fail('provider', error instanceof Error ? error.message : undefined);
        }
        return attempt('refused', async () => ({
          cardId: (await deps.endpoints.createCard(paymentMethodId, { signal })).id,
        }));
      }),
      deleteCard: fromPromise(({ input, signal }) =>
        attempt('failed', () => nothing(deps.endpoints.deleteCard(input.cardId, { signal })), {
          default: (error) => isApiError(error) && error.code === 'CARD_IS_DEFAULT',
        }),
      ),
      setDefaultCard: fromPromise(({ input, signal }) =>
        attempt('refused', () => nothing(deps.endpoints.setDefaultCard(input.cardId, { signal }))),
      ),
    },
    actions: {
      notifySuccess,
      notifyFailure,
      reload: () => {
        reload.cards();
        reload.subscription();
      },
      cardAdded: ({ context }, { cardId }) => back(context.returnTo, cardId),
      addDismissed: ({ context }) => back(context.returnTo, undefined),
    },
  });
}

/** Edit profile: its `profileSave` child is the one both profile forms share (./profileSave). */
function provideProfileEdit(deps: AccountDeps) {
  return profileEditMachine.provide({ actors: { profileSave: provideProfileSave(deps) } });
}

function providePasswordChange(deps: AccountDeps) {
  return passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise(({ input, signal }) =>
        attempt('refused', () => nothing(deps.endpoints.changePassword(member(deps).userId, input, { signal }))),
      ),
    },
    actions: {
      notifySaved: notifySuccess,
      notifySaveFailed: notifyFailure,
    },
  });
}

/** The account page's flows, provided once per app. */
export function provide(deps: AccountDeps) {
  return {
    accountData: provideAccountData(deps),
    subscribeWizard: provideSubscribeWizard(deps),
    subscriptionActions: provideSubscriptionActions(deps),
    paymentMethods: providePaymentMethods(deps),
    profileEdit: provideProfileEdit(deps),
    passwordChange: providePasswordChange(deps),
  };
}
