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
 * Focus moves, activation and scrolling are named effects (provided in src/app with a spatial-navigation engine).
 * Player commands are events: the player of the current route attaches its remote (`player.attached`, an actor ref)
 * and the shell sends it `remote.command`; with no player attached (its video still loading) stop leaves by itself.
 */
import { assign, enqueueActions, sendTo, setup, type ActorRef, type Snapshot } from 'xstate';
import { actionStub, callbackStub } from '../shared/stubs';
import { focusMemoryMachine } from './focusMemoryMachine';
import type { RemoteKeyEvent } from './remoteKeys';

export type Direction = 'up' | 'down' | 'left' | 'right';
/** Where spatial navigation may move focus: the page, the open dialog, the exit prompt or the player. */
export type FocusRegion = 'page' | 'modal' | 'exit' | 'player';
/** What has focus, as far as the keys are concerned (a slider takes left/right in the player: the seek bar). */
export type FocusKind = 'text' | 'slider' | 'control' | 'none';
export type PlayerCommand = 'toggle' | 'play' | 'pause' | 'forward' | 'rewind' | 'stop' | 'next' | 'activity';

/** What the shell sends the player's remote. */
export type RemoteCommandEvent = { type: 'remote.command'; command: PlayerCommand };
/** The player's remote as the shell knows it: an actor that takes its commands. */
export type PlayerRemoteRef = ActorRef<Snapshot<unknown>, RemoteCommandEvent>;
/** The shell as the player's remote knows it: it attaches and detaches. */
export type PlayerHost = ActorRef<
  Snapshot<unknown>,
  { type: 'player.attached' | 'player.detached'; player: PlayerRemoteRef }
>;

export type TvShellEvent =
  | RemoteKeyEvent
  /** A new page: `page` is its history entry's key, `href` its address (the focus memory's keys). */
  | { type: 'route.changed'; atRoot: boolean; player: boolean; page: string; href: string }
  /** The focus engine: focus is now at `index` in the page's region `region` (kept in the focus memory). */
  | { type: 'focus.moved'; region: string; index: number }
  /**
   * The member is leaving the page: its scroll, restored with its focus on the way back; `atRoot`: whether the page
   * being opened is home or login (Back there asks to close the app), known before that page has loaded.
   */
  | { type: 'page.left'; scrollY: number; atRoot: boolean }
  | { type: 'dialog.opened' }
  /**
   * The open dialog closed; `toOpener`: focus went back to a control that opened it (in the player, a button of the
   * control bar: the member carries on from there, not from the stage).
   */
  | { type: 'dialog.closed'; toOpener?: boolean }
  | { type: 'focus.kind'; kind: FocusKind }
  | { type: 'focus.blocked'; direction: Direction }
  | { type: 'user.confirmExit' }
  | { type: 'user.cancelExit' }
  /** The route's player is there and takes the remote's commands (`remote.command`) until it detaches. */
  | { type: 'player.attached'; player: PlayerRemoteRef }
  | { type: 'player.detached'; player: PlayerRemoteRef };

export interface TvShellContext {
  atRoot: boolean;
  inPlayer: boolean;
  focusKind: FocusKind;
  /** The player of the current route, once it attached its remote. */
  player: PlayerRemoteRef | null;
}

export interface TvShellInput {
  atRoot: boolean;
  player: boolean;
}

const directions = ['up', 'down', 'left', 'right'] as const;

/** The arrow keys and where focus moves when one is pressed, in plain words (the diagrams' descriptions). */
const keyNames: Record<Direction, string> = { up: 'Up', down: 'Down', left: 'Left', right: 'Right' };
const regionWords: Record<FocusRegion, string> = {
  page: 'on the page',
  modal: 'inside the dialog',
  exit: 'between the two choices',
  player: 'among the player controls',
};

/** `key.up` ... `key.right`: move focus inside `region`. */
const arrows = (region: FocusRegion, extra: Array<{ type: 'toPlayer'; params: { command: PlayerCommand } }> = []) =>
  Object.fromEntries(
    directions.map((direction) => [
      `key.${direction}`,
      {
        description: `The member presses ${keyNames[direction]}: focus moves ${regionWords[region]}`,
        actions: [{ type: 'moveFocus' as const, params: { direction, region } }, ...extra],
      },
    ]),
  ) as Record<
    `key.${Direction}`,
    {
      description: string;
      actions: Array<
        | { type: 'moveFocus'; params: { direction: Direction; region: FocusRegion } }
        | { type: 'toPlayer'; params: { command: PlayerCommand } }
      >;
    }
  >;

const command = (c: PlayerCommand) => ({ type: 'toPlayer' as const, params: { command: c } });

/** The media keys, the same on the stage and in the controls. */
const mediaKeys = {
  // the play key toggles while playing (spec §4)
  'key.play': { description: 'The member presses Play: playback plays or pauses', actions: command('toggle') },
  'key.playPause': {
    description: 'The member presses Play/Pause: playback plays or pauses',
    actions: command('toggle'),
  },
  'key.pause': { description: 'The member presses Pause: playback pauses', actions: command('pause') },
  'key.rewind': { description: 'The member presses Rewind: the video jumps back', actions: command('rewind') },
  'key.forward': { description: 'The member presses Forward: the video jumps ahead', actions: command('forward') },
  'key.next': { description: 'The member presses Next: the next related video plays', actions: command('next') },
  // the player stops and leaves (its own machine goes back, after telling the provider)
  'key.stop': [
    {
      description: 'The member presses Stop: the player stops and closes',
      guard: 'playerAttached' as const,
      actions: command('stop'),
    },
    // no player yet (its video still loading): the shell leaves by itself
    { description: 'The member presses Stop before the video loaded: the player closes', actions: 'goBack' as const },
  ],
  'key.back': { description: 'The member presses Back: the player closes', actions: 'goBack' as const },
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
    /** The command to the attached player, if one is (a command while its video still loads has nobody to hear). */
    toPlayer: enqueueActions(({ context, enqueue }, params) => {
      const { command } = params as { command: PlayerCommand };
      if (context.player) enqueue.sendTo(context.player, { type: 'remote.command', command });
    }),
    attachPlayer: assign(({ event }) => (event.type === 'player.attached' ? { player: event.player } : {})),
    detachPlayer: assign(({ context, event }) =>
      event.type === 'player.detached' && event.player === context.player ? { player: null } : {},
    ),
    goBack: actionStub('goBack'),
    closeApp: actionStub('closeApp'),
    setRoute: assign(({ event }) =>
      event.type === 'route.changed' ? { atRoot: event.atRoot, inPlayer: event.player } : {},
    ),
    /** Back pressed while the next page still loads goes back: it is no longer the page the member left. */
    setLeaving: assign(({ event }) => (event.type === 'page.left' ? { atRoot: event.atRoot } : {})),
    /** The focus memory follows the pages and what the engine reports. */
    enterPage: sendTo('focusMemory', ({ event }) =>
      event.type === 'route.changed'
        ? { type: 'page.entered' as const, page: event.page, href: event.href }
        : { type: 'page.entered' as const, page: '', href: '' },
    ),
    toMemory: sendTo('focusMemory', ({ event }) =>
      event.type === 'focus.moved'
        ? event
        : { type: 'page.left' as const, scrollY: event.type === 'page.left' ? event.scrollY : 0 },
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
    playerAttached: ({ context }) => context.player !== null,
    backToPlayerControl: ({ context, event }) =>
      context.inPlayer && event.type === 'dialog.closed' && event.toOpener === true,
    blockedUp: ({ event }) => event.type === 'focus.blocked' && event.direction === 'up',
  },
}).createMachine({
  id: 'tvShell',
  context: ({ input }) => ({ atRoot: input.atRoot, inPlayer: input.player, focusKind: 'none', player: null }),
  initial: 'browsing',
  invoke: [
    { id: 'remote', src: 'remoteKeys' },
    { id: 'focus', src: 'focusEvents' },
    { id: 'focusMemory', src: 'focusMemory' },
  ],
  on: {
    'focus.kind': { description: 'Focus lands on a text field, slider or control', actions: 'setFocusKind' },
    'focus.moved': { description: 'Focus moves on the page and is remembered', actions: 'toMemory' },
    'page.left': {
      description: 'The member leaves the page; its scroll is remembered',
      actions: ['toMemory', 'leavePage', 'setLeaving'],
    },
    'player.attached': { description: "The route's player takes the remote's commands", actions: 'attachPlayer' },
    'player.detached': { description: 'The player is gone: nobody takes its commands', actions: 'detachPlayer' },
  },
  states: {
    browsing: {
      description: 'The member moves around the page with the remote',
      on: {
        ...arrows('page'),
        'key.ok': [
          {
            description: 'The member presses OK on a text field: the keyboard opens',
            guard: 'onTextField',
            target: 'textEntry',
            actions: 'beginTextEntry',
          },
          { description: 'The member presses OK: the focused item opens', actions: 'activateFocused' },
        ],
        'key.back': [
          {
            description: 'The member presses Back on home or login: asked to close',
            guard: 'atRoot',
            target: 'exitPrompt',
          },
          { description: 'The member presses Back: the previous page shows', actions: 'goBack' },
        ],
        'key.exit': { description: 'The member presses Exit: asked to close the app', target: 'exitPrompt' },
        'dialog.opened': { description: 'A dialog opens over the page', target: 'modal' },
        'route.changed': [
          {
            description: 'The player page opens',
            guard: 'toPlayer',
            target: 'player',
            actions: ['setRoute', 'enterPage', 'restoreFocus'],
          },
          {
            description: 'Another page opens; focus returns where it was',
            actions: ['setRoute', 'enterPage', 'restoreFocus'],
          },
        ],
      },
    },
    textEntry: {
      description: 'The member types with the on-screen keyboard',
      tags: ['typing'],
      on: {
        'key.back': {
          description: 'The member presses Back: typing ends',
          target: 'browsing',
          actions: 'endTextEntry',
        },
        'key.ok': {
          description: 'The member presses OK: the text is submitted',
          target: 'browsing',
          actions: 'endTextEntry',
        },
        'key.up': {
          description: 'The member presses Up: typing ends, focus moves up',
          target: 'browsing',
          actions: ['endTextEntry', { type: 'moveFocus', params: { direction: 'up', region: 'page' } }],
        },
        'key.down': {
          description: 'The member presses Down: typing ends, focus moves down',
          target: 'browsing',
          actions: ['endTextEntry', { type: 'moveFocus', params: { direction: 'down', region: 'page' } }],
        },
        'focus.kind': {
          description: 'Focus leaves the text field: typing ends',
          guard: 'leftTextField',
          target: 'browsing',
          actions: ['setFocusKind', 'endTextEntry'],
        },
        'dialog.opened': { description: 'A dialog opens: typing ends', target: 'modal', actions: 'endTextEntry' },
        'route.changed': [
          {
            description: 'The player page opens: typing ends',
            guard: 'toPlayer',
            target: 'player',
            actions: ['endTextEntry', 'setRoute', 'enterPage', 'restoreFocus'],
          },
          {
            description: 'Another page opens: typing ends',
            target: 'browsing',
            actions: ['endTextEntry', 'setRoute', 'enterPage', 'restoreFocus'],
          },
        ],
      },
    },
    modal: {
      description: 'A dialog is open and keeps the focus',
      tags: ['modal'],
      on: {
        ...arrows('modal'),
        'key.ok': { description: 'The member presses OK: the focused button acts', actions: 'activateFocused' },
        'key.back': { description: 'The member presses Back: the dialog closes', actions: 'dismissModal' },
        'dialog.closed': [
          // closing returns focus to what opened it: a control of the player's bar (Settings) keeps it, the bar shows
          {
            description: 'The dialog closes: focus returns to the player controls',
            guard: 'backToPlayerControl',
            target: '#tvShell.player.controls',
            actions: command('activity'),
          },
          { description: 'The dialog closes: the video is shown again', guard: 'inPlayer', target: 'player' },
          { description: 'The dialog closes: the page is back', target: 'browsing' },
        ],
        'route.changed': { description: 'Another page opens behind the dialog', actions: ['setRoute', 'enterPage'] },
      },
    },
    exitPrompt: {
      description: 'The member is asked "Close the app?"',
      tags: ['modal', 'askingToExit'],
      on: {
        ...arrows('exit'),
        'key.ok': { description: 'The member presses OK on a choice', actions: 'activateFocused' },
        'key.back': { description: 'The member presses Back again: the app stays open', target: 'browsing' },
        'key.exit': { description: 'The member presses Exit again: the app stays open', target: 'browsing' },
        'user.cancelExit': { description: 'The member chooses to stay in the app', target: 'browsing' },
        'user.confirmExit': {
          description: 'The member chooses to close the app',
          target: 'browsing',
          actions: 'closeApp',
        },
        'route.changed': { description: 'Another page opens behind the question', actions: ['setRoute', 'enterPage'] },
      },
    },
    player: {
      description: 'The member watches a video in the player',
      initial: 'stage',
      on: {
        ...mediaKeys,
        'dialog.opened': { description: 'A dialog opens over the player', target: 'modal' },
        'route.changed': [
          {
            description: 'Another video opens in the player',
            guard: 'toPlayer',
            target: '.stage',
            actions: ['setRoute', 'enterPage', 'restoreFocus'],
          },
          {
            description: 'The member leaves the player for another page',
            target: 'browsing',
            actions: ['setRoute', 'enterPage', 'restoreFocus'],
          },
        ],
      },
      states: {
        stage: {
          description: 'The video fills the screen, controls out of focus',
          entry: 'focusStage',
          on: {
            'key.ok': { description: 'The member presses OK: playback plays or pauses', actions: command('toggle') },
            'key.left': { description: 'The member presses Left: the video jumps back', actions: command('rewind') },
            'key.right': {
              description: 'The member presses Right: the video jumps ahead',
              actions: command('forward'),
            },
            'key.up': {
              description: 'The member presses Up: the controls show, focused',
              target: 'controls',
              actions: [command('activity'), 'focusControls'],
            },
            'key.down': {
              description: 'The member presses Down: the controls show, focused',
              target: 'controls',
              actions: [command('activity'), 'focusControls'],
            },
          },
        },
        controls: {
          description: 'The member moves among the player controls',
          on: {
            ...arrows('player', [command('activity')]),
            'key.left': [
              {
                description: 'The member presses Left on the seek bar: the video jumps back',
                guard: 'onSlider',
                actions: command('rewind'),
              },
              {
                description: 'The member presses Left: focus moves to the previous control',
                actions: [{ type: 'moveFocus', params: { direction: 'left', region: 'player' } }, command('activity')],
              },
            ],
            'key.right': [
              {
                description: 'The member presses Right on the seek bar: the video jumps ahead',
                guard: 'onSlider',
                actions: command('forward'),
              },
              {
                description: 'The member presses Right: focus moves to the next control',
                actions: [{ type: 'moveFocus', params: { direction: 'right', region: 'player' } }, command('activity')],
              },
            ],
            'key.ok': {
              description: 'The member presses OK: the focused control acts',
              actions: ['activateFocused', command('activity')],
            },
            'focus.blocked': {
              description: 'The member presses Up from the top row: back to the video',
              guard: 'blockedUp',
              target: 'stage',
            },
          },
        },
      },
    },
  },
});
