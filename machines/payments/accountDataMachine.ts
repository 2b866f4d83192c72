/**
 * The account page's server data (spec §2 Account page "money screens tell the truth"): the subscription,
 * the plans and the cards are loaded before the subscription and payment-methods sections show anything but a
 * skeleton. A part that fails to load (5xx, timeout, an answer that does not parse) is a failure with a way to try
 * again, never an empty answer: a member whose subscription could not be read is not shown the subscribe wizard,
 * and cards that could not be read are not an empty list.
 *
 * The lists themselves live in the Query cache (the views read them there); this machine owns only whether each
 * part is known. `loadParts` loads the parts asked for and answers which of them failed.
 */
import { msg } from '@lingui/core/macro';
import { assign, setup } from 'xstate';
import { promiseStub } from '../shared/stubs';

export type AccountDataPart = 'subscription' | 'plans' | 'cards';

export const accountDataMessages = {
  /** Spec §8 generic error (the subscription and the plans have no message of their own). */
  failed: msg({
    id: 'errors.generic',
    message: 'Oops! something unexpected has happened. Please try again in a few moments.',
  }),
  /** Spec §8 payment_methods.error. */
  cardsFailed: msg({ id: 'payment_methods.error', message: 'Your payment methods could not be loaded' }),
};

export interface AccountDataInput {
  /** The parts this member's page needs (none for special users, only some with external links). */
  parts: AccountDataPart[];
}

export interface AccountDataContext {
  parts: AccountDataPart[];
  /** The parts whose last load failed. */
  failed: AccountDataPart[];
  /** The parts being loaded now. */
  loading: AccountDataPart[];
}

export type AccountDataEvent = { type: 'user.retry' };

export const accountDataMachine = setup({
  types: {
    context: {} as AccountDataContext,
    events: {} as AccountDataEvent,
    input: {} as AccountDataInput,
  },
  actors: {
    /** Loads the parts asked for; answers the ones that failed (an empty list: all loaded). */
    loadParts: promiseStub<AccountDataPart[], { parts: AccountDataPart[] }>('loadParts'),
  },
  guards: {
    nothingToLoad: ({ context }) => context.parts.length === 0,
  },
}).createMachine({
  id: 'accountData',
  context: ({ input }) => ({ parts: input.parts, failed: [], loading: input.parts }),
  initial: 'start',
  states: {
    start: {
      description: 'Opening the account page',
      always: [
        { description: 'Nothing to load', guard: 'nothingToLoad', target: 'ready' },
        { description: 'Loading the subscription, plans and cards', target: 'loading' },
      ],
    },
    loading: {
      description: 'Loading the account’s subscription, plans and cards (skeletons show)',
      tags: ['busy'],
      invoke: {
        id: 'loadParts',
        src: 'loadParts',
        input: ({ context }) => ({ parts: context.loading }),
        onDone: [
          {
            description: 'Everything loaded',
            guard: ({ event }) => event.output.length === 0,
            target: 'ready',
            actions: assign({ failed: [], loading: [] }),
          },
          {
            description: 'A part failed to load: it says so and offers to try again',
            target: 'failed',
            actions: assign(({ context, event }) => ({
              // keep the order of `parts`: a stable context for the views and the model
              failed: context.parts.filter((p) => event.output.includes(p)),
              loading: [],
            })),
          },
        ],
        // an unexpected failure: everything being loaded is unknown
        onError: {
          description: 'Nothing could be loaded: each part offers to try again',
          target: 'failed',
          actions: assign(({ context }) => ({ failed: context.loading, loading: [] })),
        },
      },
    },
    ready: { description: 'The subscription, plans and cards show' },
    failed: {
      description: 'A part could not be loaded: it says so, with a way to try again',
      on: {
        'user.retry': {
          description: 'The member tries again',
          target: 'loading',
          actions: assign(({ context }) => ({ loading: context.failed, failed: [] })),
        },
      },
    },
  },
});
