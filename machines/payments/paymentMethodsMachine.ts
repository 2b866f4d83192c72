/**
 * Saved cards (spec §2 "Payment-methods section", §5 card rules, §8 "Payment methods"): add a card with the card
 * payment provider's secure fields, delete a card, make a card the default; each behind a modal.
 *
 * Add: the provider is loaded first (`loadProvider`: only with a club public key and a session token); when it
 * cannot load, stripe.error_connection shows with a way to retry. Submit is possible only once the fields report
 * ready and never while busy; incomplete fields show payment_methods.create_modal.error; the provider's own message
 * on card creation is shown as is; success toasts payment_methods.create_modal.created and reloads the cards.
 * Delete: the default card is not offered for deletion (the view says why, payment_methods.remove_modal
 * .error_selected, where the others offer Delete): asking to delete it opens nothing. When the provider still says a
 * card is the default, the same message; a card tied to the subscription is refused by the provider (its message,
 * else payment_methods.remove_modal.error). Make default: payment_methods.change_default_modal.changed / .error.
 * Arrival (spec §2 "a separate /account/payment-methods target adds cards"): with `addOnArrival` the add-card flow
 * opens at once. A new card is handed to `cardAdded` (with its id), a dismissed add-card flow to `addDismissed`: the
 * app sends a member who came from a rent or a booking (`returnTo` of the input) back there.
 */
import { assign, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import { actionStub, promiseStub } from '../shared/stubs';
import type { MessageDescriptor, Result } from '~/domain';
import { failedWith, failureMessage, notifyFailure, okValue } from '../shared/outcome';

export const paymentMessages = {
  connection: msg({
    id: 'stripe.error_connection',
    message: 'The payment provider could not be reached. You cannot pay until it is back.',
  }),
  listError: msg({ id: 'payment_methods.error', message: 'Your payment methods could not be loaded' }),
  createFieldError: msg({
    id: 'payment_methods.create_modal.error',
    message: 'Enter the card number, expiry date and CVC',
  }),
  created: msg({ id: 'payment_methods.create_modal.created', message: 'Card added' }),
  removeSelected: msg({
    id: 'payment_methods.remove_modal.error_selected',
    message: 'The default card cannot be deleted',
  }),
  removeError: msg({ id: 'payment_methods.remove_modal.error', message: 'The card could not be deleted' }),
  removed: msg({ id: 'payment_methods.remove_modal.removed', message: 'Card deleted' }),
  changeDefaultError: msg({
    id: 'payment_methods.change_default_modal.error',
    message: 'The default card could not be changed',
  }),
  changed: msg({ id: 'payment_methods.change_default_modal.changed', message: 'Default card changed' }),
};

/** Why a deletion was refused: the default card, or anything else (the provider's message). */
export type RemoveFailure = 'default' | 'failed';

/**
 * The payment provider's secure card fields the form mounted (opaque here: the app's `createCard` reads them). They
 * come with `stripe.ready` and go with the form.
 */
export type SecureFields = object;

export interface PaymentMethodsContext {
  cardId: string | null;
  ready: boolean;
  /** the mounted secure fields, once ready; handed to `createCard` */
  fields: SecureFields | null;
  complete: boolean;
  /** inline message of the add-card form: a descriptor of ours or the provider's own text */
  formError: MessageDescriptor | string | null;
  /** the add-card flow opened on arrival (the /account/payment-methods target) */
  addOnArrival: boolean;
  /** where a member sent here to add a card goes back to (a rent or a booking), checked by the app before use */
  returnTo: string | null;
}

export type PaymentMethodsEvent =
  | { type: 'user.add' }
  | { type: 'user.remove'; cardId: string; isDefault: boolean }
  | { type: 'user.makeDefault'; cardId: string }
  | { type: 'user.accept' }
  | { type: 'user.dismiss' }
  | { type: 'user.retry' }
  | { type: 'user.submit' }
  | { type: 'stripe.ready'; fields: SecureFields }
  | { type: 'stripe.change'; complete: boolean };

const closed = { cardId: null, ready: false, fields: null, complete: false, formError: null };

export interface PaymentMethodsInput {
  /** open the add-card flow at once (the /account/payment-methods target) */
  addOnArrival: boolean;
  /** where a member sent here to add a card goes back to (a rent or a booking): see `cardAdded`, `addDismissed` */
  returnTo?: string | null;
}

export const paymentMethodsMachine = setup({
  types: {
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
    input: {} as PaymentMethodsInput | undefined,
  },
  actors: {
    loadProvider: promiseStub<Result<null>>('loadProvider'),
    /** Creates the payment method with the provider's fields, then saves it with the provider API. */
    createCard: promiseStub<Result<{ cardId: string }>, { fields: SecureFields | null }>('createCard'),
    deleteCard: promiseStub<Result<null, RemoveFailure>, { cardId: string }>('deleteCard'),
    setDefaultCard: promiseStub<Result<null>, { cardId: string }>('setDefaultCard'),
  },
  actions: {
    notifySuccess: actionStub<{ message: MessageDescriptor }>('notifySuccess'),
    notifyFailure: actionStub<{ message: string | null; fallback: MessageDescriptor }>('notifyFailure'),
    /** Refetch the cards (and the subscription, whose card may have changed). */
    reload: actionStub('reload'),
    /** A card was added (its id): back to the rent or booking the member came from, if any. */
    cardAdded: actionStub<{ cardId: string }>('cardAdded'),
    /** The add-card flow was dismissed: back to the rent or booking the member came from, if any. */
    addDismissed: actionStub('addDismissed'),
    reset: assign(closed),
  },
  guards: {
    succeeded: (_, params: { output: Result<unknown, string> }) => params.output.ok,
    ready: ({ context }) => context.ready,
    complete: ({ context }) => context.complete,
    addOnArrival: ({ context }) => context.addOnArrival,
  },
}).createMachine({
  id: 'paymentMethods',
  context: ({ input }) => ({
    ...closed,
    addOnArrival: input?.addOnArrival === true,
    returnTo: input?.returnTo ?? null,
  }),
  initial: 'arriving',
  states: {
    arriving: {
      description: 'Opening the saved cards (asked to add a card on arrival: the add modal opens)',
      always: [
        { description: 'Asked to add a card on arrival: the add modal opens', guard: 'addOnArrival', target: 'adding' },
        { description: 'The saved cards show', target: 'idle' },
      ],
    },
    idle: {
      description: 'The saved cards show, no modal open',
      on: {
        'user.add': { description: 'The member asks to add a card', target: 'adding', actions: 'reset' },
        // the default card cannot be deleted: never a confirm that ends in a refusal
        'user.remove': {
          description: 'The member asks to delete a card',
          guard: ({ event }) => !event.isDefault,
          target: 'remove',
          actions: assign(({ event }) => ({ ...closed, cardId: event.cardId })),
        },
        'user.makeDefault': {
          description: 'The member asks to make a card the default',
          target: 'makeDefault',
          actions: assign(({ event }) => ({ ...closed, cardId: event.cardId })),
        },
      },
    },
    adding: {
      description: 'The add-card modal is open',
      tags: ['addModal'],
      on: {
        'user.dismiss': {
          description: 'The member closes the modal',
          target: 'idle',
          actions: ['reset', 'addDismissed'],
        },
      },
      initial: 'loading',
      states: {
        loading: {
          description: 'Loading the card payment provider’s secure fields',
          tags: ['busy'],
          invoke: {
            id: 'loadProvider',
            src: 'loadProvider',
            onDone: [
              {
                description: 'The secure fields are ready',
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: 'editing',
              },
              { description: 'The payment provider cannot be reached', target: 'unavailable' },
            ],
            onError: { description: 'The payment provider cannot be reached', target: 'unavailable' },
          },
        },
        /** stripe.error_connection with a retry. */
        unavailable: {
          description: 'The modal says the payment provider cannot be reached, with a way to try again',
          tags: ['unavailable'],
          // spec §8: errors appear as toasts (the modal says it too, with its retry)
          entry: { type: 'notifyFailure', params: { message: null, fallback: paymentMessages.connection } },
          on: { 'user.retry': { description: 'The member tries again', target: 'loading' } },
        },
        editing: {
          description: 'Typing the card in the secure fields',
          on: {
            'stripe.ready': {
              description: 'The secure fields are ready',
              actions: assign(({ event }) => ({ ready: true, fields: event.fields })),
            },
            'stripe.change': {
              description: 'The member types the card',
              actions: assign({ complete: ({ event }) => event.complete, formError: null }),
            },
            'user.submit': [
              {
                description: 'The card is complete: saving it',
                guard: 'complete',
                target: 'creating',
                actions: assign({ formError: null }),
              },
              {
                description: 'The card is incomplete: an error shows',
                guard: 'ready',
                actions: [
                  assign({ formError: paymentMessages.createFieldError }),
                  { type: 'notifyFailure', params: { message: null, fallback: paymentMessages.createFieldError } },
                ],
              },
            ],
          },
        },
        creating: {
          description: 'Saving the card',
          tags: ['busy'],
          invoke: {
            id: 'createCard',
            src: 'createCard',
            input: ({ context }) => ({ fields: context.fields }),
            onDone: [
              {
                description: 'Saved: a toast says so and the cards reload',
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: '#paymentMethods.idle',
                actions: [
                  { type: 'notifySuccess', params: { message: paymentMessages.created } },
                  'reload',
                  'reset',
                  {
                    type: 'cardAdded',
                    params: ({ event }) => ({
                      cardId: okValue(event).cardId,
                    }),
                  },
                ],
              },
              {
                description: 'Refused: the provider’s message shows in the modal',
                target: 'editing',
                actions: [
                  assign({
                    formError: ({ event }) => failureMessage(event) || paymentMessages.createFieldError,
                  }),
                  // the provider's own message (a declined card ...) as is, as a toast too (spec §8)
                  notifyFailure(paymentMessages.createFieldError),
                ],
              },
            ],
            onError: {
              description: 'No answer: an error shows in the modal',
              target: 'editing',
              actions: [
                assign({ formError: paymentMessages.createFieldError }),
                { type: 'notifyFailure', params: { message: null, fallback: paymentMessages.createFieldError } },
              ],
            },
          },
        },
      },
    },
    remove: {
      description: 'Deleting a card',
      tags: ['removeModal'],
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The delete modal asks the member to confirm',
          on: {
            'user.accept': { description: 'The member confirms', target: 'removing' },
            'user.dismiss': {
              description: 'The member closes the modal',
              target: '#paymentMethods.idle',
              actions: 'reset',
            },
          },
        },
        removing: {
          description: 'Deleting the card',
          tags: ['busy'],
          invoke: {
            id: 'deleteCard',
            src: 'deleteCard',
            input: ({ context }) => ({ cardId: context.cardId! }),
            onDone: [
              {
                description: 'Deleted: a toast says so and the cards reload',
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: '#paymentMethods.idle',
                actions: [{ type: 'notifySuccess', params: { message: paymentMessages.removed } }, 'reload', 'reset'],
              },
              {
                description: 'It is the default card: it cannot be deleted',
                guard: failedWith('default'),
                target: '#paymentMethods.idle',
                actions: [
                  { type: 'notifyFailure', params: { message: null, fallback: paymentMessages.removeSelected } },
                  'reload',
                  'reset',
                ],
              },
              {
                description: 'Refused: the message shows and the cards reload',
                target: '#paymentMethods.idle',
                actions: [notifyFailure(paymentMessages.removeError), 'reload', 'reset'],
              },
            ],
            onError: {
              description: 'No answer: an error shows and the cards reload',
              target: '#paymentMethods.idle',
              actions: [
                { type: 'notifyFailure', params: { message: null, fallback: paymentMessages.removeError } },
                'reset',
              ],
            },
          },
        },
      },
    },
    makeDefault: {
      description: 'Making a card the default',
      tags: ['defaultModal'],
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The modal asks the member to confirm',
          on: {
            'user.accept': { description: 'The member confirms', target: 'changing' },
            'user.dismiss': {
              description: 'The member closes the modal',
              target: '#paymentMethods.idle',
              actions: 'reset',
            },
          },
        },
        changing: {
          description: 'Making the card the default',
          tags: ['busy'],
          invoke: {
            id: 'setDefaultCard',
            src: 'setDefaultCard',
            input: ({ context }) => ({ cardId: context.cardId! }),
            onDone: [
              {
                description: 'Done: a toast says so and the cards reload',
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: '#paymentMethods.idle',
                actions: [{ type: 'notifySuccess', params: { message: paymentMessages.changed } }, 'reload', 'reset'],
              },
              {
                description: 'Refused: the message shows and the cards reload',
                target: '#paymentMethods.idle',
                actions: [notifyFailure(paymentMessages.changeDefaultError), 'reset'],
              },
            ],
            onError: {
              description: 'No answer: an error shows and the cards reload',
              target: '#paymentMethods.idle',
              actions: [
                { type: 'notifyFailure', params: { message: null, fallback: paymentMessages.changeDefaultError } },
                'reset',
              ],
            },
          },
        },
      },
    },
  },
});
