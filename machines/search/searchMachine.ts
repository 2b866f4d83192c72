/**
 * Product search (spec §2 search?search=, §5, §8, §9): the text is searched 500 ms after the user stops typing,
 * only when it is not blank; a new keystroke restarts the wait and cancels a call in flight; a failed call clears
 * the results and notifies `product_search.error`. `user.search` searches at once (Enter, or the navbar sending a
 * new ?search= while the page is open).
 */
import { assign, setup } from 'xstate';
import type { ProductCard, Result } from '../../src/domain';
import { promiseStub } from '../shared/stubs';

export type SearchEvent = { type: 'user.type'; text: string } | { type: 'user.search'; text: string };

export interface SearchInput {
  text: string;
}

export interface SearchContext {
  /** What the box shows. */
  text: string;
  /** The text of the last call (what the results are for). */
  query: string;
  /** null until a call answered (or after it failed / the box was emptied). */
  results: ProductCard[] | null;
}

export type SearchOutput = Result<ProductCard[], 'failed'>;

const blank = (text: string) => text.trim() === '';

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actors: {
    search: promiseStub<SearchOutput, { query: string }>('search'),
  },
  actions: {
    setText: assign({ text: ({ event }) => event.text }),
    clearResults: assign({ results: null, query: '' }),
    notifyFailed: () => {},
  },
  guards: {
    blankText: ({ event }) => blank(event.text),
    blankInitial: ({ context }) => blank(context.text),
    answered: ({ event }) => (event as unknown as { output: SearchOutput }).output.ok,
  },
  delays: {
    debounce: 500,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ text: input.text, query: '', results: null }),
  initial: 'starting',
  on: {
    'user.type': [
      { guard: 'blankText', target: '.idle', actions: ['setText', 'clearResults'] },
      { target: '.debouncing', reenter: true, actions: 'setText' },
    ],
    'user.search': [
      { guard: 'blankText', target: '.idle', actions: ['setText', 'clearResults'] },
      { target: '.searching', reenter: true, actions: 'setText' },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'blankInitial', target: 'idle' }, { target: 'searching' }],
    },
    idle: {},
    debouncing: {
      after: { debounce: 'searching' },
    },
    searching: {
      tags: ['busy'],
      entry: assign({ query: ({ context }) => context.text.trim() }),
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ query: context.text.trim() }),
        onDone: [
          {
            guard: 'answered',
            target: 'done',
            actions: assign({
              results: ({ event }) => (event.output.ok ? event.output.value : null),
            }),
          },
          { target: 'failed', actions: ['clearResults', 'notifyFailed'] },
        ],
        onError: { target: 'failed', actions: ['clearResults', 'notifyFailed'] },
      },
    },
    done: {},
    failed: {},
  },
});

export type SearchMachine = typeof searchMachine;
