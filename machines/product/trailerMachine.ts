/**
 * The trailer in the product page header (spec §4 "Trailer plays automatically, muted by default, stops on end or
 * error. The user can replay and toggle mute."). Never reported: playback reporting is for the main video only.
 *
 * - no trailer: `none` (the header shows the product image);
 * - otherwise it starts `playing`, muted; `player.ended` stops it (`ended`), `player.error` stops it (`failed`:
 *   the image shows again); `user.replay` plays it again from the start from any of these;
 * - `user.toggleMute` flips the sound at any time (the choice is kept across replays);
 * - with reduced motion (UI.md: no autoplay movement) it does not start by itself: it waits in `ended` until the
 *   user asks for it.
 * `context.run` changes on each replay so the view restarts the media element from the beginning.
 */
import { assign, setup } from 'xstate';

export interface TrailerInput {
  hasTrailer: boolean;
  reducedMotion: boolean;
}

export interface TrailerContext {
  hasTrailer: boolean;
  reducedMotion: boolean;
  muted: boolean;
  /** 1 for the first play, +1 on each replay (a key for the media element) */
  run: number;
}

export type TrailerEvent =
  { type: 'user.replay' } | { type: 'user.toggleMute' } | { type: 'player.ended' } | { type: 'player.error' };

export const trailerMachine = setup({
  types: {
    context: {} as TrailerContext,
    events: {} as TrailerEvent,
    input: {} as TrailerInput,
  },
  actions: {
    nextRun: assign(({ context }) => ({ run: context.run + 1 })),
    toggleMute: assign(({ context }) => ({ muted: !context.muted })),
  },
  guards: {
    hasTrailer: ({ context }) => context.hasTrailer,
    autoplay: ({ context }) => !context.reducedMotion,
  },
}).createMachine({
  id: 'trailer',
  context: ({ input }) => ({ ...input, muted: true, run: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: ({ context }) => !context.hasTrailer, target: 'none' },
        { guard: 'autoplay', target: 'playing', actions: 'nextRun' },
        { target: 'ended' },
      ],
    },
    none: {},
    playing: {
      tags: ['visible'],
      on: {
        'player.ended': 'ended',
        'player.error': 'failed',
        'user.replay': { target: 'playing', reenter: true, actions: 'nextRun' },
        'user.toggleMute': { actions: 'toggleMute' },
      },
    },
    ended: {
      on: {
        'user.replay': { target: 'playing', actions: 'nextRun' },
        'user.toggleMute': { actions: 'toggleMute' },
      },
    },
    failed: {
      on: {
        'user.replay': { target: 'playing', actions: 'nextRun' },
        'user.toggleMute': { actions: 'toggleMute' },
      },
    },
  },
});
