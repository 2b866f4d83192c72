/**
 * Subscribe wizard (spec §4 "Subscription", §5 "Subscribe step rules", §8 "Subscription", §9 "Wizard: 3 steps (0 to
 * 2)", "Refresh after subscribe: 3 s").
 *
 * Steps: 0 Plan, 1 Payment plus optional coupon, 2 Review and pay. The first plan and the first card are selected
 * when nothing (or something no longer listed) is chosen; the lists come from the Query cache through
 * `data.plans` / `data.cards` (ids only). Step 0 needs a plan (warning_select_plan), step 1 a card
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
import type { Coupon, MessageDescriptor, Result } from '../../src/domain';
import { promiseStub } from '../shared/stubs';

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
  },
  actions: {
    /** Writes the coupon to the `coupon` query parameter (replace, no history entry). */
    writeCoupon: (_, _params: { code: string }) => {},
    notifySubscribed: (_, _params: { message: MessageDescriptor }) => {},
    /** The server's (or provider's) message when there is one, else the flow's. */
    notifyFailure: (_, _params: { message: string | null; fallback: MessageDescriptor }) => {},
    /** Refetch subscription, plans and cards (after ERROR or a failed confirmation). */
    refreshAll: () => {},
    /** Refetch the subscription (3 s after success). */
    refreshSubscription: () => {},
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
      actions: assign(({ context, event }) => {
        const planId = pick(context.planId, event.ids);
        const answered = planId !== null && context.warning === wizardMessages.selectPlan;
        return { planIds: event.ids, planId, warning: answered ? null : context.warning };
      }),
    },
    'data.cards': {
      actions: assign(({ context, event }) => {
        const cardId = pick(context.cardId, event.ids);
        const answered = cardId !== null && context.warning === wizardMessages.selectPaymentMethod;
        return { cardIds: event.ids, cardId, warning: answered ? null : context.warning };
      }),
    },
  },
  initial: 'plan',
  states: {
    plan: {
      tags: ['step0'],
      on: {
        'user.selectPlan': { actions: [assign({ planId: ({ event }) => event.planId }), 'clearWarning'] },
        'user.next': [
          { guard: 'hasPlan', target: 'payment', actions: 'clearWarning' },
          { actions: assign({ warning: wizardMessages.selectPlan }) },
        ],
        'user.goTo': [
          { guard: ({ event }) => event.step === 1, target: 'payment' },
          { guard: ({ event }) => event.step === 2, target: 'leavingPayment' },
        ],
      },
    },
    payment: {
      tags: ['step1'],
      on: {
        'user.selectCard': { actions: [assign({ cardId: ({ event }) => event.cardId }), 'clearWarning'] },
        'user.changeCoupon': {
          actions: [
            assign({ couponCode: ({ event }) => event.code, coupon: null }),
            { type: 'writeCoupon', params: ({ event }) => ({ code: event.code.trim() }) },
          ],
        },
        'user.back': { target: 'plan', actions: 'clearWarning' },
        'user.next': { target: 'leavingPayment' },
        'user.goTo': [
          { guard: ({ event }) => event.step === 0, target: 'plan', actions: 'clearWarning' },
          { guard: ({ event }) => event.step === 2, target: 'leavingPayment' },
        ],
      },
    },
    /** Leaving step 1 forward: a card is needed, a non-empty coupon is checked. */
    leavingPayment: {
      tags: ['step1'],
      always: [
        { guard: ({ context }) => context.planId === null, target: 'plan' },
        {
          guard: ({ context }) => context.cardId === null,
          target: 'payment',
          actions: assign({ warning: wizardMessages.selectPaymentMethod }),
        },
        { guard: 'hasCoupon', target: 'checkingCoupon', actions: 'clearWarning' },
        { target: 'review', actions: [assign({ coupon: null }), 'clearWarning'] },
      ],
    },
    checkingCoupon: {
      tags: ['step1', 'busy'],
      invoke: {
        id: 'checkCoupon',
        src: 'checkCoupon',
        input: ({ context }) => ({ code: context.couponCode.trim() }),
        onDone: [
          {
            guard: { type: 'couponValid', params: ({ event }) => ({ output: event.output }) },
            target: 'review',
            actions: assign({ coupon: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { target: 'payment', actions: assign({ coupon: null, warning: wizardMessages.invalidCoupon }) },
        ],
        onError: { target: 'payment', actions: assign({ coupon: null, warning: wizardMessages.invalidCoupon }) },
      },
    },
    review: {
      tags: ['step2'],
      on: {
        'user.back': { target: 'payment' },
        'user.goTo': [
          { guard: ({ event }) => event.step === 0, target: 'plan' },
          { guard: ({ event }) => event.step === 1, target: 'payment' },
        ],
        'user.submit': [{ guard: 'hasPlanAndCard', target: 'subscribing' }, { target: 'plan' }],
      },
    },
    subscribing: {
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
            guard: { type: 'needsConfirmation', params: ({ event }) => ({ output: event.output }) },
            target: 'confirming',
          },
          {
            guard: { type: 'failedStatus', params: ({ event }) => ({ output: event.output }) },
            target: 'review',
            actions: [
              { type: 'notifyFailure', params: { message: null, fallback: wizardMessages.error } },
              'refreshAll',
            ],
          },
          {
            guard: { type: 'refused', params: ({ event }) => ({ output: event.output }) },
            target: 'review',
            actions: {
              type: 'notifyFailure',
              params: ({ event }) => ({
                message: event.output.ok ? null : (event.output.message ?? null),
                fallback: wizardMessages.error,
              }),
            },
          },
          { target: 'succeeded' },
        ],
        onError: {
          target: 'review',
          actions: { type: 'notifyFailure', params: { message: null, fallback: wizardMessages.error } },
        },
      },
    },
    confirming: {
      tags: ['step2', 'busy'],
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context, event }) => {
          const output = (event as unknown as { output: Result<SubscribeOutput> }).output;
          return {
            clientSecret: output.ok ? (output.value.clientSecret ?? '') : '',
            paymentMethodId: context.cardId!,
          };
        },
        onDone: [
          { guard: { type: 'confirmed', params: ({ event }) => ({ output: event.output }) }, target: 'succeeded' },
          {
            target: 'review',
            actions: [
              {
                type: 'notifyFailure',
                params: ({ event }) => ({
                  message: event.output.ok ? null : (event.output.message ?? null),
                  fallback: wizardMessages.error,
                }),
              },
              'refreshAll',
            ],
          },
        ],
        onError: {
          target: 'review',
          actions: [{ type: 'notifyFailure', params: { message: null, fallback: wizardMessages.error } }, 'refreshAll'],
        },
      },
    },
    succeeded: {
      tags: ['step2', 'busy', 'succeeded'],
      entry: { type: 'notifySubscribed', params: { message: wizardMessages.subscribed } },
      after: { refreshDelay: { target: 'done', actions: 'refreshSubscription' } },
    },
    done: { type: 'final', tags: ['step2', 'succeeded'] },
  },
});
