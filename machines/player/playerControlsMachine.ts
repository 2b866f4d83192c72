/**
 * Visibility of the player's control bar (spec §4 Media player, §9 "Controls hide 2.5 s"; UI.md Player).
 *
 * The controls show on every mouse move, touch or key press (`user.activity`) and hide `controlsHide` (2.5 s) after
 * the last one while the media plays. While the media is paused they stay. Keyboard focus inside the bar pins them
 * (`user.focusIn` .. `user.focusOut`), so a keyboard user never loses sight of the focused control.
 */
import { assign, setup } from 'xstate';
import { CONTROLS_HIDE_MS } from './playback';

export type PlayerControlsEvent =
  | { type: 'user.activity' }
  | { type: 'user.focusIn' }
  | { type: 'user.focusOut' }
  | { type: 'playback.playing' }
  | { type: 'playback.stopped' };

export const playerControlsMachine = setup({
  types: {
    context: {} as { playing: boolean },
    events: {} as PlayerControlsEvent,
  },
  actions: {
    setPlaying: assign((_, params: { playing: boolean }) => ({ playing: params.playing })),
  },
  guards: {
    isPlaying: ({ context }) => context.playing,
  },
  delays: {
    controlsHide: CONTROLS_HIDE_MS,
  },
}).createMachine({
  id: 'playerControls',
  context: { playing: false },
  initial: 'visible',
  on: {
    'user.focusIn': '.pinned',
  },
  states: {
    visible: {
      after: { controlsHide: { guard: 'isPlaying', target: 'hidden' } },
      on: {
        'user.activity': { target: 'visible', reenter: true },
        // playback starting restarts the countdown
        'playback.playing': {
          target: 'visible',
          reenter: true,
          actions: { type: 'setPlaying', params: { playing: true } },
        },
        'playback.stopped': { actions: { type: 'setPlaying', params: { playing: false } } },
      },
    },
    hidden: {
      on: {
        'user.activity': 'visible',
        'playback.stopped': { target: 'visible', actions: { type: 'setPlaying', params: { playing: false } } },
      },
    },
    pinned: {
      on: {
        'user.focusOut': 'visible',
        'playback.playing': { actions: { type: 'setPlaying', params: { playing: true } } },
        'playback.stopped': { actions: { type: 'setPlaying', params: { playing: false } } },
      },
    },
  },
});
