/**
 * Subscribe wizard (spec §4 "Subscription", §5 "Subscribe step rules", §8 "Subscription", §9 "Wizard: 3 steps (0 to
 * 2)", "Refresh after subscribe: 3 s").
 *
 * Steps: 0 Plan, 1 Payment plus optional coupon, 2 Review and pay. The first plan and the first card are selected
 * when nothing (or something no longer listed) is chosen; the lists come from the Query cache through
 * `data.plans` / `data.cards` (ids only), sent by `lists` (invoked for the wizard's life, implemented by the app: it
 * observes the plans and cards queries). Step 0 needs a plan (warning_select_plan), step 1 a card
 * (warning_select_payment_method). A non-empty coupon is checked when leaving step 1: invalid or failed lookup shows
 * warning_invalid_coupon and clears the discount. The coupon is read from and written to the `coupon` query
 * parameter (`writeCoupon`). The step indicator jumps back freely; a later step opens only once the earlier
 * choices exist.
 *
 * Submitting calls subscribe: INCOMPLETE with a clientSecret confirms the card payment with the provider; ERROR (or
 * a failed confirmation) shows subscription.subscribe_card.error and refreshes subscription, plans and cards; a
 * refused request shows the server message (else the same key). Success toasts, waits `refreshDelay` (3 s) and
 * refreshes the subscription (the wizard then gives way to the subscription card).
 */
import { assign, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { Coupon, MessageDescriptor, Result } from '~/domain';
import { actionStub, callbackStub, promiseStub } from '../shared/stubs';
import { notifyFailure, outputOf, valueOrNull } from '../shared/outcome';

export const wizardMessages = {
  selectPlan: msg({ id: 'subscription.subscribe_card.warning_select_plan', message: 'Select a plan to continue' }),
  selectPaymentMethod: msg({
    id: 'subscription.subscribe_card.warning_select_payment_method',
    message: 'Select a payment method to continue',
  }),
  invalidCoupon: msg({ id: 'subscription.subscribe_card.warning_invalid_coupon', message: 'Coupon not recognized' }),
  error: msg({
    id: 'subscription.subscribe_card.error',
    message: 'The subscription could not be completed. Please try again.',
  }),
  subscribed: msg({ id: 'payment_methods.subscribed', message: 'You are now subscribed' }),
};

export type WizardStep = 0 | 1 | 2;

export interface SubscribeWizardInput {
  planIds: number[];
  cardIds: string[];
  /** from the `coupon` query parameter */
  coupon: string;
}

export interface SubscribeWizardContext {
  planIds: number[];
  cardIds: string[];
  planId: number | null;
  cardId: string | null;
  couponCode: string;
  /** the checked coupon whose discount the review shows */
  coupon: Coupon | null;
  warning: MessageDescriptor | null;
}

export type SubscribeWizardEvent =
  | { type: 'data.plans'; ids: number[] }
  | { type: 'data.cards'; ids: string[] }
  | { type: 'user.selectPlan'; planId: number }
  | { type: 'user.selectCard'; cardId: string }
  | { type: 'user.changeCoupon'; code: string }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.goTo'; step: WizardStep }
  | { type: 'user.submit' };

export interface SubscribeOutput {
  status: string;
  clientSecret: string | null;
}

const pick = <T>(current: T | null, ids: T[]): T | null =>
  current !== null && ids.includes(current) ? current : (ids[0] ?? null);

const reconcile = (c: Pick<SubscribeWizardContext, 'planIds' | 'cardIds' | 'planId' | 'cardId'>) => ({
  planId: pick(c.planId, c.planIds),
  cardId: pick(c.cardId, c.cardIds),
});

export const subscribeWizardMachine = setup({
  types: {
    context: {} as SubscribeWizardContext,
    events: {} as SubscribeWizardEvent,
    input: {} as SubscribeWizardInput,
  },
  actors: {
    checkCoupon: promiseStub<Result<Coupon>, { code: string }>('checkCoupon'),
    subscribe: promiseStub<
      Result<SubscribeOutput>,
      { planId: number; paymentMethodId: string; couponId: string | null }
    >('subscribe'),
    confirmPayment: promiseStub<Result<null>, { clientSecret: string; paymentMethodId: string }>('confirmPayment'),
    /** Sends `data.plans` and `data.cards` (ids) on start and whenever the club's plans or the member's cards change. */
    lists: callbackStub<{ type: 'never' }, void>('lists'),
  },
  actions: {
    /** Writes the coupon to the `coupon` query parameter (replace, no history entry). */
    writeCoupon: actionStub<{ code: string }>('writeCoupon'),
    notifySubscribed: actionStub<{ message: MessageDescriptor }>('notifySubscribed'),
    /** The server's (or provider's) message when there is one, else the flow's. */
    notifyFailure: actionStub<{ message: string | null; fallback: MessageDescriptor }>('notifyFailure'),
    /** Refetch subscription, plans and cards (after ERROR or a failed confirmation). */
    refreshAll: actionStub('refreshAll'),
    /** Refetch the subscription (3 s after success). */
    refreshSubscription: actionStub('refreshSubscription'),
    clearWarning: assign({ warning: null }),
  },
  guards: {
    hasPlan: ({ context }) => context.planId !== null,
    hasCard: ({ context }) => context.cardId !== null,
    hasPlanAndCard: ({ context }) => context.planId !== null && context.cardId !== null,
    hasCoupon: ({ context }) => context.couponCode.trim() !== '',
    couponValid: (_, params: { output: Result<Coupon> }) => params.output.ok && params.output.value.valid,
    needsConfirmation: (_, params: { output: Result<SubscribeOutput> }) =>
      params.output.ok &&
      params.output.value.status.toUpperCase() === 'INCOMPLETE' &&
      !!params.output.value.clientSecret,
    failedStatus: (_, params: { output: Result<SubscribeOutput> }) =>
      params.output.ok &&
      (params.output.value.status.toUpperCase() === 'ERROR' ||
        params.output.value.status.toUpperCase() === 'INCOMPLETE'),
    refused: (_, params: { output: Result<SubscribeOutput> }) => !params.output.ok,
    confirmed: (_, params: { output: Result<null> }) => params.output.ok,
  },
  delays: {
    refreshDelay: 3000,
  },
}).createMachine({
  id: 'subscribeWizard',
  context: ({ input }) => ({
    planIds: input.planIds,
    cardIds: input.cardIds,
    couponCode: input.coupon,
    coupon: null,
    warning: null,
    ...reconcile({ planIds: input.planIds, cardIds: input.cardIds, planId: null, cardId: null }),
  }),
  on: {
    // a list that arrives with something to choose selects it; the warning that asked for that choice has been
    // answered (a card added from the wizard is selected this way)
    'data.plans': {
      description: 'The club’s plans came or changed: the first is picked if none is',
      actions: assign(({ context, event }) => {
        const planId = pick(context.planId, event.ids);
        const answered = planId !== null && context.warning === wizardMessages.selectPlan;
        return { planIds: event.ids, planId, warning: answered ? null : context.warning };
      }),
    },
    'data.cards': {
      description: 'The member’s cards came or changed: the first is picked if none is',
      actions: assign(({ context, event }) => {
        const cardId = pick(context.cardId, event.ids);
        const answered = cardId !== null && context.warning === wizardMessages.selectPaymentMethod;
        return { cardIds: event.ids, cardId, warning: answered ? null : context.warning };
      }),
    },
  },
  invoke: { id: 'lists', src: 'lists' },
  initial: 'plan',
  states: {
    plan: {
      description: 'Step 1: choosing a plan',
      tags: ['step0'],
      on: {
        'user.selectPlan': {
          description: 'The member picks a plan',
          actions: [assign({ planId: ({ event }) => event.planId }), 'clearWarning'],
        },
        'user.next': [
          { description: 'Next, with a plan chosen', guard: 'hasPlan', target: 'payment', actions: 'clearWarning' },
          {
            description: 'Next without a plan: “select a plan” shows',
            actions: assign({ warning: wizardMessages.selectPlan }),
          },
        ],
        'user.goTo': [
          {
            description: 'The member jumps to the payment step',
            guard: ({ event }) => event.step === 1,
            target: 'payment',
          },
          {
            description: 'The member jumps to the review step',
            guard: ({ event }) => event.step === 2,
            target: 'leavingPayment',
          },
        ],
      },
    },
    payment: {
      description: 'Step 2: choosing a card and an optional coupon',
      tags: ['step1'],
      on: {
        'user.selectCard': {
          description: 'The member picks a card',
          actions: [assign({ cardId: ({ event }) => event.cardId }), 'clearWarning'],
        },
        'user.changeCoupon': {
          description: 'The member types a coupon code',
          actions: [
            assign({ couponCode: ({ event }) => event.code, coupon: null }),
            { type: 'writeCoupon', params: ({ event }) => ({ code: event.code.trim() }) },
          ],
        },
        'user.back': { description: 'Back to the plans', target: 'plan', actions: 'clearWarning' },
        'user.next': { description: 'Next: on to the review', target: 'leavingPayment' },
        'user.goTo': [
          {
            description: 'The member jumps back to the plans',
            guard: ({ event }) => event.step === 0,
            target: 'plan',
            actions: 'clearWarning',
          },
          {
            description: 'The member jumps to the review step',
            guard: ({ event }) => event.step === 2,
            target: 'leavingPayment',
          },
        ],
      },
    },
    /** Leaving step 1 forward: a card is needed, a non-empty coupon is checked. */
    leavingPayment: {
      description: 'Checking the choices before the review step',
      tags: ['step1'],
      always: [
        {
          description: 'No plan chosen: back to the plans',
          guard: ({ context }) => context.planId === null,
          target: 'plan',
        },
        {
          description: 'No card chosen: “select a payment method” shows',
          guard: ({ context }) => context.cardId === null,
          target: 'payment',
          actions: assign({ warning: wizardMessages.selectPaymentMethod }),
        },
        {
          description: 'A coupon was typed: it is checked',
          guard: 'hasCoupon',
          target: 'checkingCoupon',
          actions: 'clearWarning',
        },
        {
          description: 'No coupon: on to the review',
          target: 'review',
          actions: [assign({ coupon: null }), 'clearWarning'],
        },
      ],
    },
    checkingCoupon: {
      description: 'Checking the coupon',
      tags: ['step1', 'busy'],
      invoke: {
        id: 'checkCoupon',
        src: 'checkCoupon',
        input: ({ context }) => ({ code: context.couponCode.trim() }),
        onDone: [
          {
            description: 'The coupon is valid: its discount shows in the review',
            guard: { type: 'couponValid', params: ({ event }) => ({ output: event.output }) },
            target: 'review',
            actions: assign({ coupon: ({ event }) => valueOrNull(event) }),
          },
          {
            description: 'The coupon is not valid: “invalid coupon” shows',
            target: 'payment',
            actions: assign({ coupon: null, warning: wizardMessages.invalidCoupon }),
          },
        ],
        onError: {
          description: 'The coupon could not be checked: “invalid coupon” shows',
          target: 'payment',
          actions: assign({ coupon: null, warning: wizardMessages.invalidCoupon }),
        },
      },
    },
    review: {
      description: 'Step 3: reviewing the order before paying',
      tags: ['step2'],
      on: {
        'user.back': { description: 'Back to the payment step', target: 'payment' },
        'user.goTo': [
          { description: 'The member jumps back to the plans', guard: ({ event }) => event.step === 0, target: 'plan' },
          {
            description: 'The member jumps back to the payment step',
            guard: ({ event }) => event.step === 1,
            target: 'payment',
          },
        ],
        'user.submit': [
          { description: 'The member pays', guard: 'hasPlanAndCard', target: 'subscribing' },
          { description: 'A choice is missing: back to the plans', target: 'plan' },
        ],
      },
    },
    subscribing: {
      description: 'Subscribing',
      tags: ['step2', 'busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({
          planId: context.planId!,
          paymentMethodId: context.cardId!,
          couponId: context.coupon ? context.coupon.id : null,
        }),
        onDone: [
          {
            description: 'The card payment needs confirming',
            guard: { type: 'needsConfirmation', params: ({ event }) => ({ output: event.output }) },
            target: 'confirming',
          },
          {
            description: 'The subscription failed: an error shows and the lists refresh',
            guard: { type: 'failedStatus', params: ({ event }) => ({ output: event.output }) },
            target: 'review',
            actions: [
              { type: 'notifyFailure', params: { message: null, fallback: wizardMessages.error } },
              'refreshAll',
            ],
          },
          {
            description: 'Refused: the club’s message shows',
            guard: { type: 'refused', params: ({ event }) => ({ output: event.output }) },
            target: 'review',
            actions: notifyFailure(wizardMessages.error),
          },
          { description: 'Subscribed', target: 'succeeded' },
        ],
        onError: {
          description: 'No answer: an error shows',
          target: 'review',
          actions: { type: 'notifyFailure', params: { message: null, fallback: wizardMessages.error } },
        },
      },
    },
    confirming: {
      description: 'Confirming the card payment',
      tags: ['step2', 'busy'],
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context, event }) => {
          const output = outputOf<SubscribeOutput>(event, 'subscribe');
          return {
            clientSecret: output.ok ? (output.value.clientSecret ?? '') : '',
            paymentMethodId: context.cardId!,
          };
        },
        onDone: [
          {
            description: 'The card was charged: subscribed',
            guard: { type: 'confirmed', params: ({ event }) => ({ output: event.output }) },
            target: 'succeeded',
          },
          {
            description: 'The card was refused: its message shows and the lists refresh',
            target: 'review',
            actions: [notifyFailure(wizardMessages.error), 'refreshAll'],
          },
        ],
        onError: {
          description: 'The payment could not be confirmed: an error shows and the lists refresh',
          target: 'review',
          actions: [{ type: 'notifyFailure', params: { message: null, fallback: wizardMessages.error } }, 'refreshAll'],
        },
      },
    },
    succeeded: {
      description: 'Subscribed: a toast says so; the subscription refreshes in 3 s',
      tags: ['step2', 'busy', 'succeeded'],
      entry: { type: 'notifySubscribed', params: { message: wizardMessages.subscribed } },
      after: {
        refreshDelay: {
          description: '3 s later the subscription is refreshed',
          target: 'done',
          actions: 'refreshSubscription',
        },
      },
    },
    done: { description: 'The wizard gives way to the subscription card', type: 'final', tags: ['step2', 'succeeded'] },
  },
});
