/**
 * The account flows with their real actors and effects (the only place they get `.provide(...)`): the page's data,
 * the subscription (subscribe wizard, subscription actions), the payment methods and the profile (edit profile,
 * change password). Server lists live in the Query cache: the effects invalidate the subscription, plans and cards
 * queries. The club and the member come from the session when an actor runs (the account page is signed-in only);
 * per-page data (the coupon, the add-card return target) comes in each machine's input.
 */
import { fromPromise } from '../actors';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { subscribeWizardMachine } from '../../../machines/payments/subscribeWizardMachine';
import { accountDataMachine, type AccountDataPart } from '../../../machines/payments/accountDataMachine';
import { subscriptionActionsMachine } from '../../../machines/payments/subscriptionActionsMachine';
import { paymentMessages, paymentMethodsMachine } from '../../../machines/payments/paymentMethodsMachine';
import { profileEditMachine } from '../../../machines/account/profileEditMachine';
import { profileSaveMachine } from '../../../machines/profile/profileSaveMachine';
import { passwordChangeMachine } from '../../../machines/account/passwordChangeMachine';
import { type Club, fail, ok, type Result } from '../../domain';
import { isApiError } from '../../api/errors';
import { cardsQuery, plansQuery, subscriptionQuery } from '../../api/queries.lazy';
import { confirmCardPayment, loadStripeFor } from '../../services/stripe';
import { text, toastFailure, toastSuccess } from '../notify';
import { fetchForActor } from '../fetchForActor';
import { inLanguage } from '../inLanguage';
import * as sessionSel from '../../../machines/session/session.selectors';
import { returnWith } from '../returnTo';
import type { AppDeps } from '../machines';
import { serverMessage } from './login';

type AccountDeps = Pick<AppDeps, 'endpoints' | 'queryClient' | 'session' | 'navigate'>;

/** The signed-in member's club and id (the account routes are guarded: both are known when an actor runs). */
function member(deps: Pick<AppDeps, 'session'>): { club: Club; userId: number } {
  const s = deps.session.getSnapshot();
  return { club: sessionSel.selectClub(s)!, userId: sessionSel.selectUser(s)!.id };
}

const notifyFailure = (_: unknown, { message, fallback }: { message: string | null; fallback: { id: string } }) =>
  void toastFailure(message, fallback as never);
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

/**
 * A card payment confirmed with the club's provider: Stripe's own message when it refuses (declined ...), and
 * stripe.error_connection, in the member's language, when the provider cannot be loaded at all (a club without card
 * payments): never its technical reason.
 */
async function confirmed(club: Club, input: { clientSecret: string; paymentMethodId: string }): Promise<Result<null>> {
  const result = await confirmCardPayment(club, input.clientSecret, input.paymentMethodId);
  if (result.ok) return ok(null);
  if (result.unavailable) return fail('unavailable', text(paymentMessages.connection));
  return fail('declined', result.message || undefined);
}

function provideSubscribeWizard(deps: AccountDeps) {
  const reload = reloaders(deps);
  return subscribeWizardMachine.provide({
    actors: {
      checkCoupon: fromPromise(async ({ input, signal }) => {
        try {
          return ok(await deps.endpoints.getCoupon(input.code, { signal }));
        } catch (error) {
          return fail('lookup_failed', serverMessage(error));
        }
      }),
      subscribe: fromPromise(async ({ input, signal }) => {
        try {
          const result = await deps.endpoints.subscribe(input, { signal });
          return ok({ status: result.status, clientSecret: result.clientSecret });
        } catch (error) {
          return fail('refused', serverMessage(error));
        }
      }),
      confirmPayment: fromPromise(async ({ input }) => confirmed(member(deps).club, input)),
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

function provideSubscriptionActions(deps: AccountDeps) {
  const reload = reloaders(deps);
  return subscriptionActionsMachine.provide({
    actors: {
      cancelSubscription: fromPromise(async ({ input, signal }) => {
        try {
          await deps.endpoints.cancelSubscription(input.subscriptionId, { signal });
          return ok(null);
        } catch (error) {
          return fail('refused', serverMessage(error));
        }
      }),
      resumeSubscription: fromPromise(async ({ input, signal }) => {
        try {
          await deps.endpoints.reactivateSubscription(
            input.subscriptionId,
            { userId: member(deps).userId },
            { signal },
          );
          return ok(null);
        } catch (error) {
          return fail('refused', serverMessage(error));
        }
      }),
      retryPayment: fromPromise(async ({ input }) => confirmed(member(deps).club, input)),
      // the subscription is charged to the default card (spec §5 PUT updatepayment: change default)
      changeCard: fromPromise(async ({ input, signal }) => {
        try {
          await deps.endpoints.setDefaultCard(input.paymentMethodId, { signal });
          return ok(null);
        } catch (error) {
          return fail('refused', serverMessage(error));
        }
      }),
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

/**
 * The mounted secure fields, set by the add-card form while it shows them and read by `createCard` (the provider's
 * objects never enter a machine). One slot per app: one add-card form shows at a time.
 */
export interface SecureFields {
  current: { stripe: Stripe; elements: StripeElements } | null;
}

function providePaymentMethods(deps: AccountDeps, secureFields: SecureFields) {
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
        try {
          await loadStripeFor(club);
          return ok(null);
        } catch {
          return fail('unavailable');
        }
      }),
      createCard: fromPromise(async ({ signal }) => {
        const fields = secureFields.current;
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
        try {
          const card = await deps.endpoints.createCard(paymentMethodId, { signal });
          return ok({ cardId: card.id });
        } catch (error) {
          return fail('refused', serverMessage(error));
        }
      }),
      deleteCard: fromPromise(async ({ input, signal }) => {
        try {
          await deps.endpoints.deleteCard(input.cardId, { signal });
          return ok(null);
        } catch (error) {
          if (isApiError(error) && error.code === 'CARD_IS_DEFAULT') return fail('default' as const);
          return fail('failed' as const, serverMessage(error));
        }
      }),
      setDefaultCard: fromPromise(async ({ input, signal }) => {
        try {
          await deps.endpoints.setDefaultCard(input.cardId, { signal });
          return ok(null);
        } catch (error) {
          return fail('refused', serverMessage(error));
        }
      }),
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

/**
 * Edit profile: its `profileSave` child sends the form's fields (trimmed) and the favourite teams. The success toast
 * is said in the language just saved (the app switches to it right after the toast is asked for; the toast waits
 * for its catalogue).
 */
function provideProfileEdit(deps: AccountDeps) {
  const profileSave = profileSaveMachine.provide({
    actors: {
      updateUser: fromPromise(async ({ input, signal }) => {
        const { user, form } = input;
        try {
          const saved = await deps.endpoints.updateUser(
            user.id,
            {
              ...user,
              ...form,
              firstName: form.firstName.trim(),
              lastName: form.lastName.trim(),
              phone: (form.phone ?? user.phone).trim(),
              address: (form.address ?? user.address).trim(),
              city: (form.city ?? user.city).trim(),
              postalCode: (form.postalCode ?? user.postalCode).trim(),
              favoriteTeamIds: form.favoriteTeamIds,
              gender: form.gender || user.gender,
              language: form.language || user.language,
            },
            { signal },
          );
          return ok(saved);
        } catch (error) {
          return fail('save_failed', serverMessage(error));
        }
      }),
    },
    actions: {
      updateSession: (_, { user }) => deps.session.send({ type: 'session.userUpdated', user }),
      changeLanguage: (_, { lang }) => {
        if (deps.session.getSnapshot().context.lang !== lang) deps.session.send({ type: 'user.changeLanguage', lang });
      },
      notifySaved: (_, { message, lang }) => inLanguage(lang, () => void toastSuccess(message)),
      notifySaveFailed: notifyFailure,
    },
  });
  return profileEditMachine.provide({ actors: { profileSave } });
}

function providePasswordChange(deps: AccountDeps) {
  return passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input, signal }) => {
        try {
          await deps.endpoints.changePassword(member(deps).userId, input, { signal });
          return ok(null);
        } catch (error) {
          return fail('refused', serverMessage(error));
        }
      }),
    },
    actions: {
      notifySaved: notifySuccess,
      notifySaveFailed: notifyFailure,
    },
  });
}

/** The account page's flows, provided once per app. */
export function provide(deps: AccountDeps) {
  const secureFields: SecureFields = { current: null };
  return {
    accountData: provideAccountData(deps),
    subscribeWizard: provideSubscribeWizard(deps),
    subscriptionActions: provideSubscriptionActions(deps),
    paymentMethods: providePaymentMethods(deps, secureFields),
    /** The add-card form's slot for the provider's secure fields (read by `createCard`). */
    secureFields,
    profileEdit: provideProfileEdit(deps),
    passwordChange: providePasswordChange(deps),
  };
}
