/**
 * The account page's server data (spec §2 Account page; issue 11 "money screens tell the truth"): the subscription,
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
      always: [{ guard: 'nothingToLoad', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadParts',
        src: 'loadParts',
        input: ({ context }) => ({ parts: context.loading }),
        onDone: [
          {
            guard: ({ event }) => event.output.length === 0,
            target: 'ready',
            actions: assign({ failed: [], loading: [] }),
          },
          {
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
          target: 'failed',
          actions: assign(({ context }) => ({ failed: context.loading, loading: [] })),
        },
      },
    },
    ready: {},
    failed: {
      on: {
        'user.retry': {
          target: 'loading',
          actions: assign(({ context }) => ({ loading: context.failed, failed: [] })),
        },
      },
    },
  },
});
