/**
 * Renting a product (spec §4 "Rent", §5, §7 POST /subscriptions/rent, §8 Rent, §9 "Rental lasts 3 days").
 *
 * The rent modal loads the user's saved cards (`loadCards`), pre-selects the default one (else the first), and lets
 * the user pick another. Renting needs a logged-in user and a selected card: `user.rent` is refused otherwise, and
 * while a payment runs (spec §5: the button is disabled otherwise or while loading). Paying is two steps: the rent
 * call answers a `piSecret`, then the card payment is confirmed with it through the card payment provider
 * (`confirmPayment`). Success: named action `rented` (toast product.modal_rent.rented, product reloaded, modal
 * closed). A refusal at either step comes back as data with its message and is shown by `notifyFailure` (the
 * message, else product.modal_rent.error); the modal stays open with the chosen card kept, ready to try again.
 * If the card list cannot be loaded the modal says so and offers `user.retry`.
 * A club without card payments (no payment provider key) is known before any card is shown: `loadCards` answers
 * `unavailable`, and the modal says stripe.error_connection in place of the cards, with nothing to pick or pay.
 * Before the rent call, the card payment provider is made ready (`preparePayment`): where it cannot be (the script
 * blocked) nothing is rented that could not be paid; stripe.error_connection shows.
 * While a payment is on its way (from the rent press to the answer) the modal must stay open, or its answer (the
 * rental, or the refusal) would be lost and the member might pay twice: the flow tells the page (its parent)
 * `rent.locked` when it starts paying and `rent.unlocked` when it is back to choosing.
 */
import { assign, sendParent, setup } from 'xstate';
import { actionStub, promiseStub } from '../shared/stubs';
import type { MessageDescriptor, Result } from '~/domain';
import { failedWith, failureMessage, notifyFailure, okValue, outputOk } from '../shared/outcome';

export interface RentInput {
  productId: number;
  loggedIn: boolean;
  /** a card the member just added for this rent: selected when the list has it */
  preferredCardId?: string | null;
}

export interface RentContext extends RentInput {
  selectedId: string | null;
  hasCards: boolean;
  /** the piSecret of the rent call being confirmed */
  piSecret: string | null;
  /**
   * the last failure, shown in the modal too (the server's or Stripe's message, else the fallback); `unavailable`:
   * the payment provider could not be made ready (stripe.error_connection)
   */
  failure: { message: string | null; unavailable?: boolean } | null;
}

export type RentEvent = { type: 'user.select'; id: string } | { type: 'user.rent' } | { type: 'user.retry' };

/** What the flow tells the page it runs in (its parent): a payment is on its way, or no longer. */
export type RentParentEvent = { type: 'rent.locked' } | { type: 'rent.unlocked' };

export interface CardChoice {
  ids: string[];
  defaultId: string | null;
}

export const rentMessages = {
  error: /*i18n*/ { id: 'product.modal_rent.error', message: 'Oops! an error occurred while renting the product' },
  rented: /*i18n*/ { id: 'product.modal_rent.rented', message: 'Product rented' },
  connection: /*i18n*/ {
    id: 'stripe.error_connection',
    message: 'The payment provider could not be reached. You cannot pay until it is back.',
  },
} as const;

export const rentMachine = setup({
  types: {
    context: {} as RentContext,
    events: {} as RentEvent,
    input: {} as RentInput,
  },
  actors: {
    /** The saved cards; `unavailable`: the club takes no card payments (nothing could be paid). */
    loadCards: promiseStub<Result<CardChoice, 'rejected' | 'unavailable'>, void>('loadCards'),
    /** The card payment provider, loaded and ready to confirm a payment. */
    preparePayment: promiseStub<Result<null>, void>('preparePayment'),
    rent: promiseStub<Result<{ piSecret: string }>, { productId: number; paymentMethodId: string }>('rent'),
    confirmPayment: promiseStub<Result<null>, { clientSecret: string; paymentMethodId: string }>('confirmPayment'),
  },
  actions: {
    /** Success toast, product reloaded, modal closed. */
    rented: actionStub('rented'),
    /** Error toast: the message, else the fallback. */
    notifyFailure: actionStub<{ message: string | null; fallback: MessageDescriptor }>('notifyFailure'),
    fail: assign((_, params: { message: string | null }) => ({ failure: { message: params.message }, piSecret: null })),
    unavailable: assign({ failure: { message: null, unavailable: true }, piSecret: null }),
    /** A payment starts: the page keeps the modal open. */
    locked: sendParent({ type: 'rent.locked' } satisfies RentParentEvent),
    /** Back to choosing (after loading the cards, or a payment that did not go through): the modal may close again. */
    unlocked: sendParent({ type: 'rent.unlocked' } satisfies RentParentEvent),
  },
  guards: {
    canRent: ({ context }) => context.loggedIn && context.selectedId !== null,
  },
}).createMachine({
  id: 'rent',
  context: ({ input }) => ({
    ...input,
    selectedId: input.preferredCardId ?? null,
    hasCards: false,
    piSecret: null,
    failure: null,
  }),
  initial: 'loadingCards',
  states: {
    loadingCards: {
      description: 'Loading the member’s saved cards',
      tags: ['loading'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: [
          {
            description: 'The cards came: the default card (else the first) is picked',
            guard: outputOk,
            target: 'choosing',
            actions: assign(({ context, event }) => {
              const { ids, defaultId } = okValue(event);
              const kept = context.selectedId !== null && ids.includes(context.selectedId) ? context.selectedId : null;
              return { hasCards: ids.length > 0, selectedId: kept ?? defaultId ?? ids[0] ?? null };
            }),
          },
          {
            description: 'The club takes no card payments',
            guard: failedWith('unavailable'),
            target: 'noPayments',
          },
          { description: 'The cards could not be loaded', target: 'cardsFailed' },
        ],
        onError: { description: 'The cards could not be loaded', target: 'cardsFailed' },
      },
    },
    cardsFailed: {
      description: 'The modal says the cards could not be loaded and offers to try again',
      on: { 'user.retry': { description: 'The member tries again', target: 'loadingCards' } },
    },
    // the club takes no card payments: said before any card is shown; nothing to pick, nothing to pay
    noPayments: {
      description: 'The modal says the payment provider cannot be reached: nothing to pick or pay',
      entry: 'unavailable',
    },
    choosing: {
      description: 'Choosing a card',
      entry: 'unlocked',
      on: {
        'user.select': {
          description: 'The member picks a card',
          actions: assign(({ event }) => ({ selectedId: event.id, failure: null })),
        },
        'user.rent': {
          description: 'The member presses Rent (logged in, with a card picked)',
          guard: 'canRent',
          target: 'preparing',
          actions: assign({ failure: null }),
        },
      },
    },
    preparing: {
      description: 'Getting the card payment provider ready (the modal cannot be closed now)',
      tags: ['busy'],
      entry: 'locked',
      invoke: {
        id: 'preparePayment',
        src: 'preparePayment',
        onDone: [
          { description: 'The payment provider is ready', guard: outputOk, target: 'paying' },
          {
            description: 'The payment provider cannot be reached: nothing is rented',
            target: 'choosing',
            actions: [
              'unavailable',
              { type: 'notifyFailure', params: { message: null, fallback: rentMessages.connection } },
            ],
          },
        ],
        onError: {
          description: 'The payment provider cannot be reached: nothing is rented',
          target: 'choosing',
          actions: [
            'unavailable',
            { type: 'notifyFailure', params: { message: null, fallback: rentMessages.connection } },
          ],
        },
      },
    },
    paying: {
      description: 'Asking the club to rent the product with the chosen card',
      tags: ['busy'],
      invoke: {
        id: 'rent',
        src: 'rent',
        input: ({ context }) => ({ productId: context.productId, paymentMethodId: context.selectedId! }),
        onDone: [
          {
            description: 'The club accepted: the card payment is to be confirmed',
            guard: outputOk,
            target: 'confirming',
            actions: assign(({ event }) => ({
              piSecret: okValue(event).piSecret,
            })),
          },
          {
            description: 'Refused: the message shows, the card stays chosen to try again',
            target: 'choosing',
            actions: [
              {
                type: 'fail',
                params: ({ event }) => ({ message: failureMessage(event) }),
              },
              notifyFailure(rentMessages.error),
            ],
          },
        ],
        onError: {
          description: 'No answer: an error shows, the card stays chosen to try again',
          target: 'choosing',
          actions: [
            { type: 'fail', params: { message: null } },
            { type: 'notifyFailure', params: { message: null, fallback: rentMessages.error } },
          ],
        },
      },
    },
    confirming: {
      description: 'Confirming the card payment',
      tags: ['busy'],
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ clientSecret: context.piSecret!, paymentMethodId: context.selectedId! }),
        onDone: [
          {
            description: 'The card was charged: “Product rented”, the modal closes',
            guard: outputOk,
            target: 'done',
            actions: 'rented',
          },
          {
            description: 'Refused: the message shows, the card stays chosen to try again',
            target: 'choosing',
            actions: [
              {
                type: 'fail',
                params: ({ event }) => ({ message: failureMessage(event) }),
              },
              notifyFailure(rentMessages.error),
            ],
          },
        ],
        onError: {
          description: 'No answer: an error shows, the card stays chosen to try again',
          target: 'choosing',
          actions: [
            { type: 'fail', params: { message: null } },
            { type: 'notifyFailure', params: { message: null, fallback: rentMessages.error } },
          ],
        },
      },
    },
    done: { description: 'Rented', type: 'final', tags: ['busy'] },
  },
});
