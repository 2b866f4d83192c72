/**
 * Visibility of the player's control bar (spec §4 Media player, §9 "Controls hide 2.5 s"; docs/ui.md Player).
 *
 * The controls show on every mouse move, touch or key press (`user.activity`) and hide `controlsHide` (2.5 s) after
 * the last one while the media plays. While the media is paused they stay. Keyboard focus inside the bar pins them
 * (`user.focusIn` .. `user.focusOut`), so a keyboard user never loses sight of the focused control.
 *
 * A touch tap on the video (`user.tap`) only shows or hides them, as phone streaming apps do: hidden, it shows them
 * (and the countdown starts again); shown, it hides them at once, playing or paused (`dismissed`), until the next
 * tap or activity. It never pauses: pausing is the play/pause button's job.
 *
 * It runs as a child of the player machine, which tells it when playback starts and stops (`playback.*`, sent again
 * on every playing state: a start while playing changes nothing) and hears `shown` / `hidden` as events.
 */
import { assign, not, sendParent, setup } from 'xstate';
import { CONTROLS_HIDE_MS } from './playback';

export type PlayerControlsEvent =
  | { type: 'user.activity' }
  /** a touch tap on the video: shows hidden controls, hides shown ones */
  | { type: 'user.tap' }
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
    /** The controls show (the player, its parent, keeps what the view needs). */
    shown: sendParent({ type: 'controls.shown' }),
    /** The controls hide. */
    hidden: sendParent({ type: 'controls.hidden' }),
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
    'user.focusIn': { description: 'A control gets the focus: the bar stays', target: '.pinned' },
  },
  states: {
    visible: {
      description: 'The control bar shows',
      entry: 'shown',
      after: {
        controlsHide: {
          description: 'No activity for a while during playback: the bar hides',
          guard: 'isPlaying',
          target: 'hidden',
        },
      },
      on: {
        'user.activity': {
          description: 'The member moves or presses a key: the wait starts again',
          target: 'visible',
          reenter: true,
        },
        'user.tap': { description: 'The member taps the video: the bar hides', target: 'dismissed' },
        // playback starting restarts the countdown (playing on while playing already changes nothing)
        'playback.playing': {
          description: 'Playback starts: the wait starts again',
          guard: not('isPlaying'),
          target: 'visible',
          reenter: true,
          actions: { type: 'setPlaying', params: { playing: true } },
        },
        'playback.stopped': {
          description: 'Playback stops: the bar stays',
          actions: { type: 'setPlaying', params: { playing: false } },
        },
      },
    },
    hidden: {
      description: 'The control bar is hidden during playback',
      entry: 'hidden',
      on: {
        'user.activity': { description: 'The member moves or presses a key: the bar shows', target: 'visible' },
        'user.tap': { description: 'The member taps the video: the bar shows', target: 'visible' },
        'playback.stopped': {
          description: 'Playback stops: the bar shows',
          target: 'visible',
          actions: { type: 'setPlaying', params: { playing: false } },
        },
      },
    },
    /** Hidden by a tap on the video (playing or paused) until the next tap or activity, or playback stopping. */
    dismissed: {
      description: 'The member hid the control bar with a tap',
      entry: 'hidden',
      on: {
        'user.activity': { description: 'The member moves or presses a key: the bar shows', target: 'visible' },
        'user.tap': { description: 'The member taps the video: the bar shows', target: 'visible' },
        'playback.playing': {
          description: 'Playback starts: the bar stays hidden',
          actions: { type: 'setPlaying', params: { playing: true } },
        },
        'playback.stopped': {
          description: 'Playback stops: the bar shows',
          target: 'visible',
          actions: { type: 'setPlaying', params: { playing: false } },
        },
      },
    },
    pinned: {
      description: 'A control has the focus: the bar stays',
      entry: 'shown',
      on: {
        'user.focusOut': { description: 'The focus leaves the controls', target: 'visible' },
        'user.tap': { description: 'The member taps the video: the bar hides', target: 'dismissed' },
        'playback.playing': {
          description: 'Playback starts: the bar stays while focused',
          actions: { type: 'setPlaying', params: { playing: true } },
        },
        'playback.stopped': {
          description: 'Playback stops: the bar stays',
          actions: { type: 'setPlaying', params: { playing: false } },
        },
      },
    },
  },
});
