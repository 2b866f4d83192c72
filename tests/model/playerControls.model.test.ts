/**
 * Model-based tests of the player's control bar visibility: generated paths (no invoked actors: not replayed) cover
 * every state and transition and keep the invariant (hidden only while playing), the 2.5 s hide delay named with its
 * value; journeys pin the timing: hidden 2.5 s after the last activity while playing,
 * never while paused, never while keyboard focus is inside the bar; a touch tap on the video shows hidden controls and
 * hides shown ones (playing or paused).
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { playerControlsMachine } from '~machines/player/playerControlsMachine';
import * as sel from '~machines/player/playerControls.selectors';
import { CONTROLS_HIDE_MS } from '~machines/player/playback';
import { modelSuite, type EventFixtures } from '../support/modelSuite';

modelSuite({
  name: 'playerControls',
  // standalone (the player is its parent in the app): shown and hidden are not sent anywhere
  machine: playerControlsMachine.provide({ actions: { shown: () => {}, hidden: () => {} } }),
  events: {
    'user.activity': [{ type: 'user.activity' }],
    'user.tap': [{ type: 'user.tap' }],
    'user.focusIn': [{ type: 'user.focusIn' }],
    'user.focusOut': [{ type: 'user.focusOut' }],
    'playback.playing': [{ type: 'playback.playing' }],
    'playback.stopped': [{ type: 'playback.stopped' }],
  } satisfies EventFixtures<typeof playerControlsMachine>,
  actors: {},
  delays: { controlsHide: CONTROLS_HIDE_MS },
  inputs: { default: undefined },
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.playing]),
  // hidden by the countdown only while playing; a tap hides them whatever the playback
  invariant: (snap) => {
    if (snap.matches('hidden')) expect(snap.context.playing).toBe(true);
    expect(sel.selectControlsVisible(snap)).toBe(snap.matches('visible') || snap.matches('pinned'));
  },
});

describe('playerControlsMachine journeys', () => {
  function start() {
    const clock = new SimulatedClock();
    // standalone (the player is its parent in the app): shown and hidden are recorded instead
    const told: string[] = [];
    const machine = playerControlsMachine.provide({
      actions: { shown: () => told.push('shown'), hidden: () => told.push('hidden') },
    });
    const actor = createActor(machine, { clock }).start();
    return { actor, clock, visible: () => sel.selectControlsVisible(actor.getSnapshot()) };
  }

  it(`hides ${CONTROLS_HIDE_MS} ms after the last mouse move while playing`, () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'playback.playing' });
    clock.increment(CONTROLS_HIDE_MS - 100);
    actor.send({ type: 'user.activity' });
    clock.increment(CONTROLS_HIDE_MS - 1);
    expect(visible()).toBe(true);
    clock.increment(1);
    expect(visible()).toBe(false);
    actor.send({ type: 'user.activity' });
    expect(visible()).toBe(true);
  });

  it('stays while paused, and shows again when playback stops', () => {
    const { actor, clock, visible } = start();
    clock.increment(CONTROLS_HIDE_MS * 4);
    expect(visible()).toBe(true);
    actor.send({ type: 'playback.playing' });
    clock.increment(CONTROLS_HIDE_MS);
    expect(visible()).toBe(false);
    actor.send({ type: 'playback.stopped' });
    expect(visible()).toBe(true);
    clock.increment(CONTROLS_HIDE_MS * 4);
    expect(visible()).toBe(true);
  });

  it('keyboard focus in the bar keeps it visible until focus leaves', () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'playback.playing' });
    actor.send({ type: 'user.focusIn' });
    clock.increment(CONTROLS_HIDE_MS * 4);
    expect(visible()).toBe(true);
    actor.send({ type: 'user.focusOut' });
    clock.increment(CONTROLS_HIDE_MS);
    expect(visible()).toBe(false);
  });

  it('a tap on the video shows hidden controls and hides shown ones, playing or paused', () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'playback.playing' });
    clock.increment(CONTROLS_HIDE_MS);
    expect(visible()).toBe(false);
    actor.send({ type: 'user.tap' });
    expect(visible()).toBe(true);
    // shown again: the countdown starts over
    clock.increment(CONTROLS_HIDE_MS - 1);
    expect(visible()).toBe(true);
    actor.send({ type: 'user.tap' });
    expect(visible()).toBe(false);
    actor.send({ type: 'user.tap' });
    expect(visible()).toBe(true);
    // paused: the controls stay, but a tap hides them until the next tap
    actor.send({ type: 'playback.stopped' });
    actor.send({ type: 'user.tap' });
    expect(visible()).toBe(false);
    clock.increment(CONTROLS_HIDE_MS * 4);
    expect(visible()).toBe(false);
    actor.send({ type: 'user.tap' });
    expect(visible()).toBe(true);
    clock.increment(CONTROLS_HIDE_MS * 4);
    expect(visible()).toBe(true);
  });
});
