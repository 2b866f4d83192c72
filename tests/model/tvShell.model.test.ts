/**
 * Model-based tests of the TV shell (docs/tv.md): paths generated with `xstate/graph` over every remote key, every
 * page fact (route, dialog, focus) and the exit prompt's choices, replayed on a real actor whose effects are spies.
 * After every step an oracle written from the key table ("what each key means in each mode") says which
 * effects the step must have called: every mode, every key, Back in every mode. Then every state reached and every
 * transition covered, and the main journeys pinned by hand.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { RemoteKey } from '~machines/tv/remoteKeys';
import {
  tvShellMachine,
  type Direction,
  type FocusRegion,
  type PlayerCommand,
  type PlayerRemoteRef,
  type RemoteCommandEvent,
  type TvShellEvent,
} from '~machines/tv/tvShellMachine';
import * as sel from '~machines/tv/tvShell.selectors';
import { focusMemoryMachine } from '~machines/tv/focusMemoryMachine';
import { modelSuite, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

type Effect = string;

/** Every remote key (a new key fails to compile until it is listed here). */
const KEYS = {
  exit: null,
  back: null,
  up: null,
  down: null,
  left: null,
  right: null,
  ok: null,
  play: null,
  pause: null,
  playPause: null,
  stop: null,
  rewind: null,
  forward: null,
  next: null,
} satisfies Record<RemoteKey, null>;

type KeyFixtures = { [K in RemoteKey as `key.${K}`]: Array<{ type: `key.${K}` }> };
const keyFixtures = Object.fromEntries(
  Object.keys(KEYS).map((k) => [`key.${k}`, [{ type: `key.${k}` }]]),
) as KeyFixtures;

const actors = {
  remoteKeys: { logic: fromCallback(() => {}) },
  focusEvents: { logic: fromCallback(() => {}) },
  focusMemory: { logic: focusMemoryMachine },
} satisfies ActorFixtures<typeof tvShellMachine>;

const serializeState = (snap: Snap) =>
  JSON.stringify([
    snap.value,
    snap.context.atRoot,
    snap.context.inPlayer,
    snap.context.focusKind,
    snap.context.player !== null,
  ]);

/** A player's remote as the shell sees it: an actor recording the commands it is sent. */
function playerRemote() {
  const heard: PlayerCommand[] = [];
  const ref = createActor(
    fromCallback<RemoteCommandEvent>(({ receive }) => receive(({ command }) => void heard.push(command))),
  ).start() as PlayerRemoteRef;
  return { ref, heard };
}
const fixtureRemote = playerRemote().ref;

const effects = () => [] as Effect[];

function provide(machine: typeof tvShellMachine, calls: Effect[]) {
  const record = (name: string) => () => void calls.push(name);
  return machine.provide({
    actors: {
      remoteKeys: actors.remoteKeys.logic,
      focusEvents: actors.focusEvents.logic,
      focusMemory: actors.focusMemory.logic,
    },
    actions: {
      moveFocus: (_: unknown, p: { direction: Direction; region: FocusRegion }) =>
        void calls.push(`moveFocus:${p.direction}:${p.region}`),
      toPlayer: (_: unknown, p: unknown) => void calls.push(`player:${(p as { command: PlayerCommand }).command}`),
      activateFocused: record('activate'),
      dismissModal: record('dismissModal'),
      beginTextEntry: record('beginTextEntry'),
      endTextEntry: record('endTextEntry'),
      restoreFocus: record('restoreFocus'),
      leavePage: record('leavePage'),
      focusStage: record('focusStage'),
      focusControls: record('focusControls'),
      goBack: record('goBack'),
      closeApp: record('closeApp'),
    },
  });
}

function provided() {
  const calls = effects();
  return { machine: provide(tvShellMachine, calls), calls };
}

type Snap = ReturnType<ReturnType<typeof createActor<typeof tvShellMachine>>['getSnapshot']>;

const seek: Partial<Record<string, PlayerCommand>> = {
  'key.play': 'toggle',
  'key.playPause': 'toggle',
  'key.pause': 'pause',
  'key.rewind': 'rewind',
  'key.forward': 'forward',
  'key.next': 'next',
};

/** What a step must do, from the mode it starts in: the table, written independently of the machine. */
function expected(before: Snap, event: TvShellEvent): Effect[] {
  const mode = sel.selectMode(before);
  const ctx = before.context;
  const t = event.type;
  const dir = t.startsWith('key.') ? (t.slice(4) as Direction) : null;
  const arrow = dir === 'up' || dir === 'down' || dir === 'left' || dir === 'right';
  const playerSub = mode === 'player' ? Object.values(before.value as Record<string, string>)[0] : null;
  const route = (to: { player: boolean }, extra: Effect[] = []) => [
    ...extra,
    'restoreFocus',
    ...(to.player && mode !== 'player' ? ['focusStage'] : []),
  ];
  // in every mode: the engine learns the member left the page (keys pressed until the next one resolves are kept)
  if (t === 'page.left') return ['leavePage'];
  switch (mode) {
    case 'browsing':
      if (arrow) return [`moveFocus:${dir}:page`];
      if (t === 'key.ok') return ctx.focusKind === 'text' ? ['beginTextEntry'] : ['activate'];
      if (t === 'key.back') return ctx.atRoot ? [] : ['goBack']; // at root: the exit prompt opens
      if (t === 'route.changed') return route(event as { player: boolean });
      return [];
    case 'textEntry':
      if (t === 'key.back' || t === 'key.ok') return ['endTextEntry'];
      if (t === 'key.up' || t === 'key.down') return ['endTextEntry', `moveFocus:${dir}:page`];
      if (t === 'focus.kind') return (event as { kind: string }).kind === 'text' ? [] : ['endTextEntry'];
      if (t === 'dialog.opened') return ['endTextEntry'];
      if (t === 'route.changed') return route(event as { player: boolean }, ['endTextEntry']);
      return []; // left/right move the caret, media keys mean nothing while typing
    case 'modal':
      if (arrow) return [`moveFocus:${dir}:modal`];
      if (t === 'key.ok') return ['activate'];
      if (t === 'key.back') return ['dismissModal'];
      if (t === 'dialog.closed') {
        // closing returns focus to what opened it: a control of the player's bar keeps it (the bar shows)
        if (ctx.inPlayer && (event as { toOpener?: boolean }).toOpener) return ['player:activity'];
        return ctx.inPlayer ? ['focusStage'] : [];
      }
      return [];
    case 'exitPrompt':
      if (arrow) return [`moveFocus:${dir}:exit`];
      if (t === 'key.ok') return ['activate'];
      if (t === 'user.confirmExit') return ['closeApp'];
      return []; // back, exit or "Stay": the prompt closes
    case 'player': {
      if (seek[t]) return [`player:${seek[t]}`];
      // the player stops and leaves by itself (it tells the provider first); none attached yet: the shell leaves
      if (t === 'key.stop') return ctx.player ? ['player:stop'] : ['goBack'];
      if (t === 'key.back') return ['goBack'];
      if (t === 'route.changed') {
        // another player route (the next product) starts on its stage again
        const to = event as { player: boolean };
        return to.player ? ['restoreFocus', 'focusStage'] : ['restoreFocus'];
      }
      if (playerSub === 'stage') {
        if (t === 'key.ok') return ['player:toggle'];
        if (t === 'key.left') return ['player:rewind'];
        if (t === 'key.right') return ['player:forward'];
        if (t === 'key.up' || t === 'key.down') return ['player:activity', 'focusControls'];
        return [];
      }
      // on the seek bar, left and right seek instead of moving focus
      if (ctx.focusKind === 'slider' && dir === 'left') return ['player:rewind'];
      if (ctx.focusKind === 'slider' && dir === 'right') return ['player:forward'];
      if (arrow) return [`moveFocus:${dir}:player`, 'player:activity'];
      if (t === 'key.ok') return ['activate', 'player:activity'];
      if (t === 'focus.blocked' && (event as { direction: string }).direction === 'up') return ['focusStage'];
      return [];
    }
  }
}

const inputs = {
  'starts on home': { atRoot: true, player: false },
  'starts on a page': { atRoot: false, player: false },
  'starts in the player': { atRoot: false, player: true },
};

modelSuite({
  name: 'tvShell',
  machine: tvShellMachine,
  events: {
    ...keyFixtures,
    'route.changed': [
      { type: 'route.changed', atRoot: true, player: false, page: 'home', href: '/' },
      { type: 'route.changed', atRoot: false, player: false, page: 'product', href: '/product/1' },
      { type: 'route.changed', atRoot: false, player: true, page: 'play', href: '/product/1/play' },
    ],
    'focus.moved': [{ type: 'focus.moved', region: 'row-1', index: 2 }],
    'page.left': [
      { type: 'page.left', scrollY: 300, atRoot: false },
      { type: 'page.left', scrollY: 0, atRoot: true },
    ],
    'dialog.opened': [{ type: 'dialog.opened' }],
    'dialog.closed': [{ type: 'dialog.closed' }, { type: 'dialog.closed', toOpener: true }],
    'focus.kind': [
      { type: 'focus.kind', kind: 'text' },
      { type: 'focus.kind', kind: 'control' },
      { type: 'focus.kind', kind: 'slider' },
    ],
    'focus.blocked': [
      { type: 'focus.blocked', direction: 'up' },
      { type: 'focus.blocked', direction: 'down' },
    ],
    'user.confirmExit': [{ type: 'user.confirmExit' }],
    'user.cancelExit': [{ type: 'user.cancelExit' }],
    'player.attached': [{ type: 'player.attached', player: fixtureRemote }],
    'player.detached': [{ type: 'player.detached', player: fixtureRemote }],
  } satisfies EventFixtures<typeof tvShellMachine>,
  actors,
  inputs,
  serializeState,
  // the oracle: after every step, exactly the effects the key table asks for in the mode the step started in
  effects,
  provide,
  check: (_actual, _expected, step, calls) => {
    // entering the player on start focuses the stage
    if (!step.before) calls.length = 0;
    else {
      const want = expected(step.before, step.event as TvShellEvent);
      expect(calls.splice(0), `${sel.selectMode(step.before)} + ${step.event.type}`).toEqual(want);
    }
  },
});

describe('tvShellMachine journeys', () => {
  it('home: Back asks to close the app, Back again stays; "Close" closes it', () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: inputs['starts on home'] }).start();
    actor.send({ type: 'key.back' });
    expect(sel.selectAskingToExit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'key.right' });
    expect(calls).toContain('moveFocus:right:exit');
    actor.send({ type: 'key.back' });
    expect(sel.selectAskingToExit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'key.back' });
    actor.send({ type: 'user.confirmExit' });
    expect(calls.filter((c) => c === 'closeApp')).toHaveLength(1);
    expect(calls).not.toContain('goBack');
  });

  it('search: OK on the field types, Down leaves the keyboard into the results', () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: inputs['starts on a page'] }).start();
    actor.send({ type: 'focus.kind', kind: 'text' });
    actor.send({ type: 'key.ok' });
    expect(sel.selectTyping(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'key.left' }); // the caret, not focus
    actor.send({ type: 'key.down' });
    expect(sel.selectMode(actor.getSnapshot())).toBe('browsing');
    expect(calls).toEqual(['beginTextEntry', 'endTextEntry', 'moveFocus:down:page']);
  });

  it('Back pressed on home while the opened page still loads goes back, without asking to close', () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: inputs['starts on home'] }).start();
    actor.send({ type: 'key.ok' }); // a tile
    actor.send({ type: 'page.left', scrollY: 0, atRoot: false }); // its page's address, not drawn yet
    actor.send({ type: 'key.back' });
    expect(sel.selectMode(actor.getSnapshot())).toBe('browsing');
    expect(calls).toEqual(['activate', 'leavePage', 'goBack']);
  });

  it('product -> play -> seek -> pause -> Back -> Back', () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: inputs['starts on a page'] }).start();
    actor.send({ type: 'key.ok' }); // the play button
    actor.send({ type: 'route.changed', atRoot: false, player: true, page: 'play', href: '/product/1/play' });
    expect(sel.selectMode(actor.getSnapshot())).toBe('player');
    actor.send({ type: 'key.right' });
    actor.send({ type: 'key.pause' });
    actor.send({ type: 'key.down' });
    actor.send({ type: 'key.right' });
    actor.send({ type: 'focus.blocked', direction: 'up' });
    actor.send({ type: 'key.back' });
    actor.send({ type: 'route.changed', atRoot: false, player: false, page: 'product', href: '/product/1' });
    actor.send({ type: 'key.back' });
    expect(calls).toEqual([
      'activate',
      'restoreFocus',
      'focusStage',
      'player:forward',
      'player:pause',
      'player:activity',
      'focusControls',
      'moveFocus:right:player',
      'player:activity',
      'focusStage',
      'goBack',
      'restoreFocus',
      'goBack',
    ]);
  });

  it('player: Down shows the controls; left/right on the seek bar seek; stop and next go to the player, which leaves', () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: inputs['starts in the player'] }).start();
    actor.send({ type: 'route.changed', atRoot: false, player: true, page: 'play', href: '/product/1/play' });
    actor.send({ type: 'player.attached', player: playerRemote().ref });
    calls.length = 0;
    actor.send({ type: 'key.down' });
    actor.send({ type: 'focus.kind', kind: 'control' });
    actor.send({ type: 'key.up' });
    actor.send({ type: 'focus.kind', kind: 'slider' });
    actor.send({ type: 'key.right' });
    actor.send({ type: 'key.left' });
    actor.send({ type: 'key.next' });
    actor.send({ type: 'key.stop' });
    expect(calls).toEqual([
      'player:activity',
      'focusControls',
      'moveFocus:up:player',
      'player:activity',
      'player:forward',
      'player:rewind',
      'player:next',
      'player:stop',
    ]);
    expect(calls).not.toContain('goBack');
  });

  it('the settings over the player: Back closes them, focus is back on Settings in the control bar', () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: inputs['starts in the player'] }).start();
    actor.send({ type: 'key.down' });
    actor.send({ type: 'dialog.opened' });
    calls.length = 0;
    actor.send({ type: 'key.back' });
    actor.send({ type: 'dialog.closed', toOpener: true });
    expect(actor.getSnapshot().value).toEqual({ player: 'controls' });
    expect(calls).toEqual(['dismissModal', 'player:activity']);
    // the next key moves on from Settings along the bar
    actor.send({ type: 'key.left' });
    expect(calls).toContain('moveFocus:left:player');
  });

  it('a modal over the player: Back closes it, then the stage has focus again', () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: inputs['starts in the player'] }).start();
    calls.length = 0;
    actor.send({ type: 'dialog.opened' });
    actor.send({ type: 'key.play' }); // nothing behind a dialog
    actor.send({ type: 'key.back' });
    actor.send({ type: 'dialog.closed' });
    expect(sel.selectMode(actor.getSnapshot())).toBe('player');
    expect(calls).toEqual(['dismissModal', 'focusStage']);
  });

  it("the remote's player commands reach the attached player's remote as events; none before it attaches", () => {
    const calls = effects();
    // the shell's own toPlayer: every effect recorded but the command to the player
    const machine = provide(tvShellMachine, calls).provide({
      actions: { toPlayer: tvShellMachine.implementations.actions.toPlayer as never },
    });
    const actor = createActor(machine, { input: inputs['starts in the player'] }).start();
    actor.send({ type: 'route.changed', atRoot: false, player: true, page: 'play', href: '/product/1/play' });
    const first = playerRemote();
    actor.send({ type: 'key.ok' }); // the video still loading: nobody hears it
    actor.send({ type: 'player.attached', player: first.ref });
    actor.send({ type: 'key.ok' });
    actor.send({ type: 'key.right' });
    actor.send({ type: 'key.down' });
    expect(first.heard).toEqual(['toggle', 'forward', 'activity']);
    // the next product's player replaces it; the old one detaching late does not take the new one away
    const next = playerRemote();
    actor.send({ type: 'player.attached', player: next.ref });
    actor.send({ type: 'player.detached', player: first.ref });
    actor.send({ type: 'key.stop' });
    expect(next.heard).toEqual(['stop']);
    expect(first.heard).toHaveLength(3);
    expect(calls).not.toContain('goBack');
  });

  it('stop before any player attached: the shell leaves the player page itself', () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: inputs['starts in the player'] }).start();
    actor.send({ type: 'route.changed', atRoot: false, player: true, page: 'play', href: '/product/1/play' });
    calls.length = 0;
    actor.send({ type: 'key.stop' });
    expect(calls).toEqual(['goBack']);
    const remote = playerRemote();
    actor.send({ type: 'player.attached', player: remote.ref });
    actor.send({ type: 'player.detached', player: remote.ref });
    actor.send({ type: 'key.stop' });
    expect(calls).toEqual(['goBack', 'goBack']);
  });
});
