/**
 * Vote (like / dislike) and favourite of a product (spec §4 "Product and playback", §7).
 *
 * Two independent regions, each optimistic: the new value shows at once, the call runs, and on failure the value
 * rolls back and the error toast shows (named action `notifyFailure`: the server message, else the generic one).
 * Like toggles between 1 and 0, dislike between -1 and 0 (so a dislike after a like sends -1). A press while that
 * control's call runs also applies at once (the buttons show they are busy, never refuse): when the call succeeds
 * and the value shown differs from the one it saved, the value shown is sent next, so the member's last press is
 * what the server keeps. A failed call rolls back to the server's value (pending presses included, spec §7 "rolled
 * back if the call fails"). Anonymous visitors get the
 * login-to-continue modal (named action `requireLogin`: `vote.requireLogin` to the parent, the product page) and
 * nothing changes.
 *
 * `product.synced` brings in the server's values (the product was reloaded) while no call is running; the page's
 * provision cancels a reload that would answer, after a call, with the values from before it (src/app/provide/product.ts).
 */
import { assign, sendParent, setup } from 'xstate';
import type { LikeValue, Result } from '~/domain';
import { actionStub, promiseStub } from '../shared/stubs';
import { failureMessage, outputOk } from '../shared/outcome';

export interface VoteInput {
  productId: number;
  like: LikeValue;
  favorite: boolean;
  loggedIn: boolean;
}

export interface VoteContext extends VoteInput {
  /** values to roll back to while a call runs (the server's) */
  previousLike: LikeValue;
  previousFavorite: boolean;
  /** the values the running call sends; a press during the call makes the shown value differ from them */
  savingLike: LikeValue;
  savingFavorite: boolean;
}

export type VoteEvent =
  | { type: 'user.like' }
  | { type: 'user.dislike' }
  | { type: 'user.favorite' }
  | { type: 'product.synced'; like: LikeValue; favorite: boolean };

export const voteMachine = setup({
  types: {
    context: {} as VoteContext,
    events: {} as VoteEvent,
    input: {} as VoteInput,
  },
  actors: {
    vote: promiseStub<Result<LikeValue>, { productId: number; value: LikeValue }>('vote'),
    favorite: promiseStub<Result<boolean>, { productId: number; favorite: boolean }>('favorite'),
  },
  actions: {
    /** Opens the login-to-continue modal: asks the page (the parent) with `vote.requireLogin`. */
    requireLogin: sendParent({ type: 'vote.requireLogin' }),
    /** Error toast: the provider's message, else the generic one. */
    notifyFailure: actionStub<{ message: string | null }>('notifyFailure'),
    toggleLike: assign(({ context }) => {
      const like = context.like === 1 ? 0 : 1;
      return { previousLike: context.like, like, savingLike: like } as const;
    }),
    toggleDislike: assign(({ context }) => {
      const like = context.like === -1 ? 0 : -1;
      return { previousLike: context.like, like, savingLike: like } as const;
    }),
    toggleFavorite: assign(({ context }) => ({
      previousFavorite: context.favorite,
      favorite: !context.favorite,
      savingFavorite: !context.favorite,
    })),
    /** A press while the call runs: shown at once, sent when the call ends (the rollback value stays the server's). */
    queueLike: assign(({ context }) => ({ like: context.like === 1 ? 0 : 1 }) as const),
    queueDislike: assign(({ context }) => ({ like: context.like === -1 ? 0 : -1 }) as const),
    queueFavorite: assign(({ context }) => ({ favorite: !context.favorite })),
    /** The saved value is now the server's; the value shown (a press during the call) is sent next. */
    confirmLike: assign(({ context }) => ({ previousLike: context.savingLike, savingLike: context.like })),
    confirmFavorite: assign(({ context }) => ({
      previousFavorite: context.savingFavorite,
      savingFavorite: context.favorite,
    })),
    rollbackLike: assign(({ context }) => ({ like: context.previousLike })),
    rollbackFavorite: assign(({ context }) => ({ favorite: context.previousFavorite })),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
  },
}).createMachine({
  id: 'vote',
  context: ({ input }) => ({
    ...input,
    previousLike: input.like,
    previousFavorite: input.favorite,
    savingLike: input.like,
    savingFavorite: input.favorite,
  }),
  type: 'parallel',
  states: {
    vote: {
      description: 'Liking or disliking the product',
      initial: 'idle',
      states: {
        idle: {
          description: 'The like and dislike buttons show the member’s vote',
          on: {
            'user.like': [
              {
                description: 'Logged in: the like is saved (shown at once)',
                guard: 'loggedIn',
                target: 'saving',
                actions: 'toggleLike',
              },
              { description: 'Logged out: the login modal asks to log in', actions: 'requireLogin' },
            ],
            'user.dislike': [
              {
                description: 'Logged in: the dislike is saved (shown at once)',
                guard: 'loggedIn',
                target: 'saving',
                actions: 'toggleDislike',
              },
              { description: 'Logged out: the login modal asks to log in', actions: 'requireLogin' },
            ],
            'product.synced': {
              description: 'The product reloaded: its vote shows',
              actions: assign(({ event }) => ({ like: event.like })),
            },
          },
        },
        saving: {
          description: 'Saving the vote',
          tags: ['voting'],
          on: {
            'user.like': { description: 'Pressed again while saving: sent next', actions: 'queueLike' },
            'user.dislike': { description: 'Pressed again while saving: sent next', actions: 'queueDislike' },
          },
          invoke: {
            id: 'vote',
            src: 'vote',
            input: ({ context }) => ({ productId: context.productId, value: context.savingLike }),
            onDone: [
              {
                description: 'Saved, and the member changed the vote meanwhile: that one is sent next',
                // saved, and a press during the call changed the vote shown: that one is sent next
                guard: ({ context, event }) => outputOk({ event }) && context.like !== context.savingLike,
                target: 'saving',
                reenter: true,
                actions: 'confirmLike',
              },
              { description: 'Saved', guard: outputOk, target: 'idle' },
              {
                description: 'Refused: the vote goes back and the message shows',
                target: 'idle',
                actions: [
                  'rollbackLike',
                  {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureMessage(event) }),
                  },
                ],
              },
            ],
            onError: {
              description: 'No answer: the vote goes back and an error shows',
              target: 'idle',
              actions: ['rollbackLike', { type: 'notifyFailure', params: { message: null } }],
            },
          },
        },
      },
    },
    favorite: {
      description: 'Adding to or removing from favourites',
      initial: 'idle',
      states: {
        idle: {
          description: 'The favourite button shows whether the product is a favourite',
          on: {
            'user.favorite': [
              {
                description: 'Logged in: the favourite is saved (shown at once)',
                guard: 'loggedIn',
                target: 'saving',
                actions: 'toggleFavorite',
              },
              { description: 'Logged out: the login modal asks to log in', actions: 'requireLogin' },
            ],
            'product.synced': {
              description: 'The product reloaded: its favourite shows',
              actions: assign(({ event }) => ({ favorite: event.favorite })),
            },
          },
        },
        saving: {
          description: 'Saving the favourite',
          tags: ['favouriting'],
          on: {
            'user.favorite': { description: 'Pressed again while saving: sent next', actions: 'queueFavorite' },
          },
          invoke: {
            id: 'favorite',
            src: 'favorite',
            input: ({ context }) => ({ productId: context.productId, favorite: context.savingFavorite }),
            onDone: [
              {
                description: 'Saved, and the member changed it meanwhile: that one is sent next',
                guard: ({ context, event }) => outputOk({ event }) && context.favorite !== context.savingFavorite,
                target: 'saving',
                reenter: true,
                actions: 'confirmFavorite',
              },
              { description: 'Saved', guard: outputOk, target: 'idle' },
              {
                description: 'Refused: the favourite goes back and the message shows',
                target: 'idle',
                actions: [
                  'rollbackFavorite',
                  {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureMessage(event) }),
                  },
                ],
              },
            ],
            onError: {
              description: 'No answer: the favourite goes back and an error shows',
              target: 'idle',
              actions: ['rollbackFavorite', { type: 'notifyFailure', params: { message: null } }],
            },
          },
        },
      },
    },
  },
});
