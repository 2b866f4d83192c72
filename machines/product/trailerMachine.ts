/**
 * The trailer in the product page header (spec §4 "Trailer plays automatically, muted by default, stops on end or
 * error. The user can replay and toggle mute."). Never reported: playback reporting is for the main video only.
 *
 * - no trailer: `none` (the header shows the product image);
 * - otherwise it starts `playing`, muted; `player.ended` stops it (`ended`), `player.error` stops it (`failed`:
 *   the image shows again); `user.replay` plays it again from the start from any of these;
 * - `user.toggleMute` flips the sound at any time (the choice is kept across replays);
 * - with reduced motion (docs/ui.md: no autoplay movement) it does not start by itself: it waits in `ended` until the
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
      description: 'Deciding whether the trailer plays',
      always: [
        { description: 'The product has no trailer', guard: ({ context }) => !context.hasTrailer, target: 'none' },
        {
          description: 'The trailer plays by itself (muted)',
          guard: 'autoplay',
          target: 'playing',
          actions: 'nextRun',
        },
        { description: 'No autoplay: the trailer waits for Replay', target: 'ended' },
      ],
    },
    none: { description: 'No trailer: nothing shows' },
    playing: {
      description: 'The trailer is playing',
      tags: ['visible'],
      on: {
        'player.ended': { description: 'The trailer ended', target: 'ended' },
        'player.error': { description: 'The trailer could not play', target: 'failed' },
        'user.replay': {
          description: 'The member replays the trailer from the start',
          target: 'playing',
          reenter: true,
          actions: 'nextRun',
        },
        'user.toggleMute': { description: 'The member mutes or unmutes', actions: 'toggleMute' },
      },
    },
    ended: {
      description: 'The trailer ended: Replay is offered',
      on: {
        'user.replay': { description: 'The member replays the trailer', target: 'playing', actions: 'nextRun' },
        'user.toggleMute': { description: 'The member mutes or unmutes', actions: 'toggleMute' },
      },
    },
    failed: {
      description: 'The trailer could not play: Replay is offered',
      on: {
        'user.replay': { description: 'The member tries the trailer again', target: 'playing', actions: 'nextRun' },
        'user.toggleMute': { description: 'The member mutes or unmutes', actions: 'toggleMute' },
      },
    },
  },
});
