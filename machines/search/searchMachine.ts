/**
 * Product search (spec §2 search?search=, §5, §8, §9): the text is searched 500 ms after the user stops typing,
 * only when it is not blank; a new keystroke restarts the wait and cancels a call in flight; a failed call clears
 * the results and notifies `product_search.error`. `user.search` searches at once (Enter, or the navbar sending a
 * new ?search= while the page is open).
 */
import { assign, setup } from 'xstate';
import type { ProductCard, Result } from '~/domain';
import { actionStub, promiseStub } from '../shared/stubs';
import { outputOf, valueOrNull } from '../shared/outcome';

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
    notifyFailed: actionStub('notifyFailed'),
  },
  guards: {
    blankText: ({ event }) => blank(event.text),
    blankInitial: ({ context }) => blank(context.text),
    answered: ({ event }) => outputOf<ProductCard[]>(event, 'search').ok,
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
      {
        description: 'The search box is emptied: no results',
        guard: 'blankText',
        target: '.idle',
        actions: ['setText', 'clearResults'],
      },
      {
        description: 'The member types: the search waits for a pause',
        target: '.debouncing',
        reenter: true,
        actions: 'setText',
      },
    ],
    'user.search': [
      {
        description: 'The search box is empty: no results',
        guard: 'blankText',
        target: '.idle',
        actions: ['setText', 'clearResults'],
      },
      { description: 'The member asks to search now', target: '.searching', reenter: true, actions: 'setText' },
    ],
  },
  states: {
    starting: {
      description: 'Opening the search page',
      always: [
        { description: 'No search text: nothing to search', guard: 'blankInitial', target: 'idle' },
        { description: 'A search text in the address: searching', target: 'searching' },
      ],
    },
    idle: { description: 'Nothing searched: the box is empty' },
    debouncing: {
      description: 'Waiting for the member to pause typing',
      after: { debounce: { description: 'The member paused: searching', target: 'searching' } },
    },
    searching: {
      description: 'Searching',
      tags: ['busy'],
      entry: assign({ query: ({ context }) => context.text.trim() }),
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ query: context.text.trim() }),
        onDone: [
          {
            description: 'The results came',
            guard: 'answered',
            target: 'done',
            actions: assign({
              results: ({ event }) => valueOrNull(event),
            }),
          },
          {
            description: 'The search failed: an error shows',
            target: 'failed',
            actions: ['clearResults', 'notifyFailed'],
          },
        ],
        onError: {
          description: 'The search failed: an error shows',
          target: 'failed',
          actions: ['clearResults', 'notifyFailed'],
        },
      },
    },
    done: { description: 'The results show (or none were found)' },
    failed: { description: 'The search failed: an error shows' },
  },
});

export type SearchMachine = typeof searchMachine;
