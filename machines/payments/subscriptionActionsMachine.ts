/**
 * Actions on an existing subscription (spec §2 "Subscription section", §4 "Subscription", §8 "Subscription",
 * §9 "Refresh after retry: 3 s"): cancel, resume and retry a failed payment (with a change of card), each behind a
 * modal with title, text, accept and cancel buttons.
 *
 * - Cancel and resume call the provider; success toasts subscription.modal_cancel.succeeded /
 *   subscription.modal_resume.succeeded, failure the server message else subscription.modal_cancel.error /
 *   subscription.modal_resume.error; the subscription is reloaded after each.
 * - Retry confirms the pending card payment (clientSecret) with the chosen card through the card payment provider;
 *   success waits `refreshDelay` (3 s) and reloads the subscription; failure shows the provider's message, else
 *   subscription.modal_retry_payment.error, and keeps the modal open with the chosen card.
 * - Change card: the card the subscription is paid with, chosen among the saved ones; the subscription is charged to
 *   the member's default card, so the choice is made the default (PUT updatepayment, spec §5); success toasts
 *   subscription.modal_change_card.succeeded and reloads the subscription and cards, failure the server message else
 *   subscription.modal_change_card.error with the modal and the choice kept.
 */
import { assign, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import { actionStub, promiseStub } from '../shared/stubs';
import type { MessageDescriptor, Result } from '~/domain';
import { notifyFailure } from '../shared/outcome';

export const subscriptionMessages = {
  cancelSucceeded: msg({ id: 'subscription.modal_cancel.succeeded', message: 'Your subscription has been cancelled' }),
  cancelError: msg({ id: 'subscription.modal_cancel.error', message: 'The subscription could not be cancelled' }),
  resumeSucceeded: msg({ id: 'subscription.modal_resume.succeeded', message: 'Your subscription has been resumed' }),
  resumeError: msg({ id: 'subscription.modal_resume.error', message: 'The subscription could not be resumed' }),
  retrySucceeded: msg({ id: 'subscription.modal_retry_payment.succeeded', message: 'Payment completed' }),
  retryError: msg({ id: 'subscription.modal_retry_payment.error', message: 'The payment could not be completed' }),
  changeCardSucceeded: msg({
    id: 'subscription.modal_change_card.succeeded',
    message: 'Your subscription will be paid with this card',
  }),
  changeCardError: msg({ id: 'subscription.modal_change_card.error', message: 'The card could not be changed' }),
  selectPaymentMethod: msg({
    id: 'subscription.subscribe_card.warning_select_payment_method',
    message: 'Select a payment method to continue',
  }),
};

export interface SubscriptionActionsContext {
  subscriptionId: number | null;
  clientSecret: string | null;
  cardId: string | null;
  warning: MessageDescriptor | null;
}

export type SubscriptionActionsEvent =
  | { type: 'user.cancel'; subscriptionId: number }
  | { type: 'user.resume'; subscriptionId: number }
  | { type: 'user.retry'; subscriptionId: number; clientSecret: string; cardId: string | null }
  | { type: 'user.changeCard'; subscriptionId: number; cardId: string | null }
  | { type: 'user.selectCard'; cardId: string }
  | { type: 'user.accept' }
  | { type: 'user.dismiss' };

const failure = (fallback: MessageDescriptor) => notifyFailure(fallback);

export const subscriptionActionsMachine = setup({
  types: {
    context: {} as SubscriptionActionsContext,
    events: {} as SubscriptionActionsEvent,
  },
  actors: {
    cancelSubscription: promiseStub<Result<null>, { subscriptionId: number }>('cancelSubscription'),
    resumeSubscription: promiseStub<Result<null>, { subscriptionId: number }>('resumeSubscription'),
    retryPayment: promiseStub<Result<null>, { clientSecret: string; paymentMethodId: string }>('retryPayment'),
    changeCard: promiseStub<Result<null>, { paymentMethodId: string }>('changeCard'),
  },
  actions: {
    notifySuccess: actionStub<{ message: MessageDescriptor }>('notifySuccess'),
    notifyFailure: actionStub<{ message: string | null; fallback: MessageDescriptor }>('notifyFailure'),
    /** Refetch the subscription. */
    reload: actionStub('reload'),
    forget: assign({ subscriptionId: null, clientSecret: null, cardId: null, warning: null }),
  },
  guards: {
    succeeded: (_, params: { output: Result<null> }) => params.output.ok,
    hasCard: ({ context }) => context.cardId !== null,
  },
  delays: {
    refreshDelay: 3000,
  },
}).createMachine({
  id: 'subscriptionActions',
  context: { subscriptionId: null, clientSecret: null, cardId: null, warning: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The subscription section shows, no modal open',
      on: {
        'user.cancel': {
          description: 'The member asks to cancel the subscription',
          target: 'cancel',
          actions: assign({ subscriptionId: ({ event }) => event.subscriptionId }),
        },
        'user.resume': {
          description: 'The member asks to resume the subscription',
          target: 'resume',
          actions: assign({ subscriptionId: ({ event }) => event.subscriptionId }),
        },
        'user.changeCard': {
          description: 'The member asks to change the subscription’s card',
          target: 'changeCard',
          actions: assign(({ event }) => ({
            subscriptionId: event.subscriptionId,
            clientSecret: null,
            cardId: event.cardId,
            warning: null,
          })),
        },
        'user.retry': {
          description: 'The member asks to retry the failed payment',
          target: 'retry',
          actions: assign(({ event }) => ({
            subscriptionId: event.subscriptionId,
            clientSecret: event.clientSecret,
            cardId: event.cardId,
            warning: null,
          })),
        },
      },
    },
    cancel: {
      description: 'Cancelling the subscription',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The cancel modal asks the member to confirm',
          tags: ['cancelModal'],
          on: {
            'user.accept': { description: 'The member confirms', target: 'cancelling' },
            'user.dismiss': {
              description: 'The member closes the modal',
              target: '#subscriptionActions.idle',
              actions: 'forget',
            },
          },
        },
        cancelling: {
          description: 'Cancelling (the modal waits)',
          tags: ['cancelModal', 'busy'],
          invoke: {
            id: 'cancelSubscription',
            src: 'cancelSubscription',
            input: ({ context }) => ({ subscriptionId: context.subscriptionId! }),
            onDone: [
              {
                description: 'Cancelled: a toast says so and the subscription reloads',
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: '#subscriptionActions.idle',
                actions: [
                  { type: 'notifySuccess', params: { message: subscriptionMessages.cancelSucceeded } },
                  'reload',
                  'forget',
                ],
              },
              {
                description: 'Refused: the message shows and the subscription reloads',
                target: 'confirming',
                actions: [failure(subscriptionMessages.cancelError), 'reload'],
              },
            ],
            onError: {
              description: 'No answer: an error shows and the subscription reloads',
              target: 'confirming',
              actions: { type: 'notifyFailure', params: { message: null, fallback: subscriptionMessages.cancelError } },
            },
          },
        },
      },
    },
    resume: {
      description: 'Resuming the subscription',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The resume modal asks the member to confirm',
          tags: ['resumeModal'],
          on: {
            'user.accept': { description: 'The member confirms', target: 'resuming' },
            'user.dismiss': {
              description: 'The member closes the modal',
              target: '#subscriptionActions.idle',
              actions: 'forget',
            },
          },
        },
        resuming: {
          description: 'Resuming (the modal waits)',
          tags: ['resumeModal', 'busy'],
          invoke: {
            id: 'resumeSubscription',
            src: 'resumeSubscription',
            input: ({ context }) => ({ subscriptionId: context.subscriptionId! }),
            onDone: [
              {
                description: 'Resumed: a toast says so and the subscription reloads',
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: '#subscriptionActions.idle',
                actions: [
                  { type: 'notifySuccess', params: { message: subscriptionMessages.resumeSucceeded } },
                  'reload',
                  'forget',
                ],
              },
              {
                description: 'Refused: the message shows and the subscription reloads',
                target: 'confirming',
                actions: [failure(subscriptionMessages.resumeError), 'reload'],
              },
            ],
            onError: {
              description: 'No answer: an error shows and the subscription reloads',
              target: 'confirming',
              actions: { type: 'notifyFailure', params: { message: null, fallback: subscriptionMessages.resumeError } },
            },
          },
        },
      },
    },
    retry: {
      description: 'Retrying the failed payment',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The retry modal: choosing the card to pay with',
          tags: ['retryModal'],
          on: {
            'user.selectCard': {
              description: 'The member picks a card',
              actions: assign({ cardId: ({ event }) => event.cardId, warning: null }),
            },
            'user.accept': [
              { description: 'A card is chosen: paying', guard: 'hasCard', target: 'paying' },
              {
                description: 'No card chosen: “select a payment method” shows',
                actions: assign({ warning: subscriptionMessages.selectPaymentMethod }),
              },
            ],
            'user.dismiss': {
              description: 'The member closes the modal',
              target: '#subscriptionActions.idle',
              actions: 'forget',
            },
          },
        },
        paying: {
          description: 'Paying with the chosen card',
          tags: ['retryModal', 'busy'],
          invoke: {
            id: 'retryPayment',
            src: 'retryPayment',
            input: ({ context }) => ({ clientSecret: context.clientSecret!, paymentMethodId: context.cardId! }),
            onDone: [
              {
                description: 'Paid: the subscription reloads in 3 s',
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: 'refreshing',
                actions: { type: 'notifySuccess', params: { message: subscriptionMessages.retrySucceeded } },
              },
              {
                description: 'Refused: the card’s message shows, the card stays chosen',
                target: 'confirming',
                actions: failure(subscriptionMessages.retryError),
              },
            ],
            onError: {
              description: 'No answer: an error shows, the card stays chosen',
              target: 'confirming',
              actions: { type: 'notifyFailure', params: { message: null, fallback: subscriptionMessages.retryError } },
            },
          },
        },
        /** Paid: the provider needs a moment; reload the subscription after 3 s. */
        refreshing: {
          description: 'Paid: waiting 3 s before reloading the subscription',
          tags: ['busy', 'refreshing'],
          after: {
            refreshDelay: {
              description: '3 s later the subscription reloads and the modal closes',
              target: '#subscriptionActions.idle',
              actions: ['reload', 'forget'],
            },
          },
        },
      },
    },
    changeCard: {
      description: 'Changing the card the subscription is paid with',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The change-card modal: choosing a saved card',
          tags: ['changeCardModal'],
          on: {
            'user.selectCard': {
              description: 'The member picks a card',
              actions: assign({ cardId: ({ event }) => event.cardId, warning: null }),
            },
            'user.accept': [
              { description: 'A card is chosen: saving', guard: 'hasCard', target: 'changing' },
              {
                description: 'No card chosen: “select a payment method” shows',
                actions: assign({ warning: subscriptionMessages.selectPaymentMethod }),
              },
            ],
            'user.dismiss': {
              description: 'The member closes the modal',
              target: '#subscriptionActions.idle',
              actions: 'forget',
            },
          },
        },
        changing: {
          description: 'Saving the subscription’s new card',
          tags: ['changeCardModal', 'busy'],
          invoke: {
            id: 'changeCard',
            src: 'changeCard',
            input: ({ context }) => ({ paymentMethodId: context.cardId! }),
            onDone: [
              {
                description: 'Changed: a toast says so and the subscription reloads',
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: '#subscriptionActions.idle',
                actions: [
                  { type: 'notifySuccess', params: { message: subscriptionMessages.changeCardSucceeded } },
                  'reload',
                  'forget',
                ],
              },
              {
                description: 'Refused: the message shows, the modal stays open',
                target: 'choosing',
                actions: failure(subscriptionMessages.changeCardError),
              },
            ],
            onError: {
              description: 'No answer: an error shows, the modal stays open',
              target: 'choosing',
              actions: {
                type: 'notifyFailure',
                params: { message: null, fallback: subscriptionMessages.changeCardError },
              },
            },
          },
        },
      },
    },
  },
});
