/**
 * The TV shell (docs/tv.md): owns the remote's input. It listens to the one remote-key actor (`key.*`), to what the
 * page shows (an open dialog, a focused text field, the current route), and decides what each key means in each mode:
 *
 * - browsing: arrows move focus inside the page (spatial navigation), OK activates, Back goes back, or on home and
 *   login (spec §2) asks to close the app; OK on a text field starts text entry.
 * - textEntry: the platform's on-screen keyboard types into the field; Back, Up or Down leave it, OK submits it.
 * - modal: focus stays inside the open dialog; Back closes it (the dialog returns focus to its opener).
 * - exitPrompt: "Close the app?"; both choices reachable, Back again stays in the app.
 * - player: the stage takes OK (play/pause), left/right and rewind/forward (seek), media keys, stop (the player
 *   stops and leaves), next (the player plays the next related product); up/down show the controls and move focus
 *   into them (the control bar's first control), where arrows move between controls (left/right on the seek bar
 *   seek instead) and Up from their top row returns to the stage. Back leaves the player.
 *
 * Where focus goes between regions is remembered by the focus memory it invokes (`focusMemoryMachine`): per page the
 * region that had focus and the scroll, per region its last element; the engine reports `focus.moved` and `page.left`,
 * the shell forwards them with the pages (`route.changed`).
 *
 * Focus moves, activation and scrolling are named effects (provided in src/app with a spatial-navigation engine);
 * player commands are an effect too, heard by the player of the current route.
 */
import { assign, sendTo, setup } from 'xstate';
import { actionStub, callbackStub } from '../shared/stubs';
import { focusMemoryMachine } from './focusMemoryMachine';
import type { RemoteKeyEvent } from './remoteKeys';

export type Direction = 'up' | 'down' | 'left' | 'right';
/** Where spatial navigation may move focus: the page, the open dialog, the exit prompt or the player. */
export type FocusRegion = 'page' | 'modal' | 'exit' | 'player';
/** What has focus, as far as the keys are concerned (a slider takes left/right in the player: the seek bar). */
export type FocusKind = 'text' | 'slider' | 'control' | 'none';
export type PlayerCommand = 'toggle' | 'play' | 'pause' | 'forward' | 'rewind' | 'stop' | 'next' | 'activity';

export type TvShellEvent =
  | RemoteKeyEvent
  /** A new page: `page` is its history entry's key, `href` its address (the focus memory's keys). */
  | { type: 'route.changed'; atRoot: boolean; player: boolean; page: string; href: string }
  /** The focus engine: focus is now at `index` in the page's region `region` (kept in the focus memory). */
  | { type: 'focus.moved'; region: string; index: number }
  /** The member is leaving the page: its scroll, restored with its focus on the way back. */
  | { type: 'page.left'; scrollY: number }
  | { type: 'dialog.opened' }
  /**
   * The open dialog closed; `toOpener`: focus went back to a control that opened it (in the player, a button of the
   * control bar: the member carries on from there, not from the stage).
   */
  | { type: 'dialog.closed'; toOpener?: boolean }
  | { type: 'focus.kind'; kind: FocusKind }
  | { type: 'focus.blocked'; direction: Direction }
  | { type: 'user.confirmExit' }
  | { type: 'user.cancelExit' };

export interface TvShellContext {
  atRoot: boolean;
  inPlayer: boolean;
  focusKind: FocusKind;
}

export interface TvShellInput {
  atRoot: boolean;
  player: boolean;
}

const directions = ['up', 'down', 'left', 'right'] as const;

/** `key.up` ... `key.right`: move focus inside `region`. */
const arrows = (region: FocusRegion, extra: Array<{ type: 'toPlayer'; params: { command: PlayerCommand } }> = []) =>
  Object.fromEntries(
    directions.map((direction) => [
      `key.${direction}`,
      { actions: [{ type: 'moveFocus' as const, params: { direction, region } }, ...extra] },
    ]),
  ) as Record<
    `key.${Direction}`,
    {
      actions: Array<
        | { type: 'moveFocus'; params: { direction: Direction; region: FocusRegion } }
        | { type: 'toPlayer'; params: { command: PlayerCommand } }
      >;
    }
  >;

const command = (c: PlayerCommand) => ({ type: 'toPlayer' as const, params: { command: c } });

/** The media keys, the same on the stage and in the controls. */
const mediaKeys = {
  'key.play': { actions: command('toggle') }, // the play key toggles while playing (spec §4)
  'key.playPause': { actions: command('toggle') },
  'key.pause': { actions: command('pause') },
  'key.rewind': { actions: command('rewind') },
  'key.forward': { actions: command('forward') },
  'key.next': { actions: command('next') },
  // the player stops and leaves (its own machine goes back, after telling the provider)
  'key.stop': { actions: command('stop') },
  'key.back': { actions: 'goBack' as const },
};

export const tvShellMachine = setup({
  types: {
    context: {} as TvShellContext,
    events: {} as TvShellEvent,
    input: {} as TvShellInput,
  },
  actors: {
    /** The one remote-key listener: sends `key.*`. */
    remoteKeys: callbackStub('remoteKeys'),
    /** What the page shows: `dialog.opened` / `dialog.closed`, `focus.kind`, `focus.blocked`. */
    focusEvents: callbackStub('focusEvents'),
    /** Per page the region that had focus and its scroll, per region its last element. */
    focusMemory: focusMemoryMachine,
  },
  actions: {
    moveFocus: actionStub<{ direction: Direction; region: FocusRegion }>('moveFocus'),
    activateFocused: actionStub('activateFocused'),
    dismissModal: actionStub('dismissModal'),
    beginTextEntry: actionStub('beginTextEntry'),
    endTextEntry: actionStub('endTextEntry'),
    restoreFocus: actionStub('restoreFocus'),
    /** The member is leaving the page: keys pressed until the next page is entered are theirs to keep. */
    leavePage: actionStub('leavePage'),
    focusStage: actionStub('focusStage'),
    focusControls: actionStub('focusControls'),
    toPlayer: actionStub<{ command: PlayerCommand }>('toPlayer'),
    goBack: actionStub('goBack'),
    closeApp: actionStub('closeApp'),
    setRoute: assign(({ event }) =>
      event.type === 'route.changed' ? { atRoot: event.atRoot, inPlayer: event.player } : {},
    ),
    /** The focus memory follows the pages and what the engine reports. */
    enterPage: sendTo('focusMemory', ({ event }) =>
      event.type === 'route.changed'
        ? { type: 'page.entered' as const, page: event.page, href: event.href }
        : { type: 'page.entered' as const, page: '', href: '' },
    ),
    toMemory: sendTo('focusMemory', ({ event }) =>
      event.type === 'focus.moved' || event.type === 'page.left' ? event : { type: 'page.left' as const, scrollY: 0 },
    ),
    setFocusKind: assign(({ event }) => (event.type === 'focus.kind' ? { focusKind: event.kind } : {})),
  },
  guards: {
    atRoot: ({ context }) => context.atRoot,
    onTextField: ({ context }) => context.focusKind === 'text',
    onSlider: ({ context }) => context.focusKind === 'slider',
    leftTextField: ({ event }) => event.type === 'focus.kind' && event.kind !== 'text',
    toPlayer: ({ event }) => event.type === 'route.changed' && event.player,
    inPlayer: ({ context }) => context.inPlayer,
    backToPlayerControl: ({ context, event }) =>
      context.inPlayer && event.type === 'dialog.closed' && event.toOpener === true,
    blockedUp: ({ event }) => event.type === 'focus.blocked' && event.direction === 'up',
  },
}).createMachine({
  id: 'tvShell',
  context: ({ input }) => ({ atRoot: input.atRoot, inPlayer: input.player, focusKind: 'none' }),
  initial: 'browsing',
  invoke: [
    { id: 'remote', src: 'remoteKeys' },
    { id: 'focus', src: 'focusEvents' },
    { id: 'focusMemory', src: 'focusMemory' },
  ],
  on: {
    'focus.kind': { actions: 'setFocusKind' },
    'focus.moved': { actions: 'toMemory' },
    'page.left': { actions: ['toMemory', 'leavePage'] },
  },
  states: {
    browsing: {
      on: {
        ...arrows('page'),
        'key.ok': [
          { guard: 'onTextField', target: 'textEntry', actions: 'beginTextEntry' },
          { actions: 'activateFocused' },
        ],
        'key.back': [{ guard: 'atRoot', target: 'exitPrompt' }, { actions: 'goBack' }],
        'key.exit': { target: 'exitPrompt' },
        'dialog.opened': { target: 'modal' },
        'route.changed': [
          { guard: 'toPlayer', target: 'player', actions: ['setRoute', 'enterPage', 'restoreFocus'] },
          { actions: ['setRoute', 'enterPage', 'restoreFocus'] },
        ],
      },
    },
    textEntry: {
      tags: ['typing'],
      on: {
        'key.back': { target: 'browsing', actions: 'endTextEntry' },
        'key.ok': { target: 'browsing', actions: 'endTextEntry' },
        'key.up': {
          target: 'browsing',
          actions: ['endTextEntry', { type: 'moveFocus', params: { direction: 'up', region: 'page' } }],
        },
        'key.down': {
          target: 'browsing',
          actions: ['endTextEntry', { type: 'moveFocus', params: { direction: 'down', region: 'page' } }],
        },
        'focus.kind': { guard: 'leftTextField', target: 'browsing', actions: ['setFocusKind', 'endTextEntry'] },
        'dialog.opened': { target: 'modal', actions: 'endTextEntry' },
        'route.changed': [
          { guard: 'toPlayer', target: 'player', actions: ['endTextEntry', 'setRoute', 'enterPage', 'restoreFocus'] },
          { target: 'browsing', actions: ['endTextEntry', 'setRoute', 'enterPage', 'restoreFocus'] },
        ],
      },
    },
    modal: {
      tags: ['modal'],
      on: {
        ...arrows('modal'),
        'key.ok': { actions: 'activateFocused' },
        'key.back': { actions: 'dismissModal' },
        'dialog.closed': [
          // closing returns focus to what opened it: a control of the player's bar (Settings) keeps it, the bar shows
          { guard: 'backToPlayerControl', target: '#tvShell.player.controls', actions: command('activity') },
          { guard: 'inPlayer', target: 'player' },
          { target: 'browsing' },
        ],
        'route.changed': { actions: ['setRoute', 'enterPage'] },
      },
    },
    exitPrompt: {
      tags: ['modal', 'askingToExit'],
      on: {
        ...arrows('exit'),
        'key.ok': { actions: 'activateFocused' },
        'key.back': { target: 'browsing' },
        'key.exit': { target: 'browsing' },
        'user.cancelExit': { target: 'browsing' },
        'user.confirmExit': { target: 'browsing', actions: 'closeApp' },
        'route.changed': { actions: ['setRoute', 'enterPage'] },
      },
    },
    player: {
      initial: 'stage',
      on: {
        ...mediaKeys,
        'dialog.opened': { target: 'modal' },
        'route.changed': [
          { guard: 'toPlayer', target: '.stage', actions: ['setRoute', 'enterPage', 'restoreFocus'] },
          { target: 'browsing', actions: ['setRoute', 'enterPage', 'restoreFocus'] },
        ],
      },
      states: {
        stage: {
          entry: 'focusStage',
          on: {
            'key.ok': { actions: command('toggle') },
            'key.left': { actions: command('rewind') },
            'key.right': { actions: command('forward') },
            'key.up': { target: 'controls', actions: [command('activity'), 'focusControls'] },
            'key.down': { target: 'controls', actions: [command('activity'), 'focusControls'] },
          },
        },
        controls: {
          on: {
            ...arrows('player', [command('activity')]),
            'key.left': [
              { guard: 'onSlider', actions: command('rewind') },
              {
                actions: [{ type: 'moveFocus', params: { direction: 'left', region: 'player' } }, command('activity')],
              },
            ],
            'key.right': [
              { guard: 'onSlider', actions: command('forward') },
              {
                actions: [{ type: 'moveFocus', params: { direction: 'right', region: 'player' } }, command('activity')],
              },
            ],
            'key.ok': { actions: ['activateFocused', command('activity')] },
            'focus.blocked': { guard: 'blockedUp', target: 'stage' },
          },
        },
      },
    },
  },
});
