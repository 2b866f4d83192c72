/**
 * Model-based tests of the player's control bar visibility: generated paths (with the 2.5 s hide timer on a simulated
 * clock) are replayed on a real actor; journeys pin the timing: hidden 2.5 s after the last activity while playing,
 * never while paused, never while keyboard focus is inside the bar.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { playerControlsMachine } from '../../machines/player/playerControlsMachine';
import * as sel from '../../machines/player/playerControls.selectors';
import { CONTROLS_HIDE_MS } from '../../machines/player/playback';
import { activeStateIds, allStateIds, getTransitionPaths, replayPath, transitionCoverage } from '../support/model';

const events = [
  { type: 'user.activity' },
  { type: 'user.focusIn' },
  { type: 'user.focusOut' },
  { type: 'playback.playing' },
  { type: 'playback.stopped' },
  { type: 'xstate.after.controlsHide.playerControls.visible' },
] as EventObject[];
const delays = { controlsHide: CONTROLS_HIDE_MS };

type Path = StatePath<Snapshot<unknown>, EventObject>;

const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.PlayerControlsSnapshot;
  return JSON.stringify([snap.value, snap.context.playing]);
};
const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect(serializeState(actual)).toEqual(serializeState(expected));
  const a = actual as sel.PlayerControlsSnapshot;
  // hidden only while playing
  if (!sel.selectControlsVisible(a)) expect(a.context.playing).toBe(true);
};

function generate() {
  const options = { events, serializeState };
  const shortest = getShortestPaths(playerControlsMachine, options as never) as unknown as Path[];
  const transitions = getTransitionPaths(playerControlsMachine, options as never);
  return { shortest, transitions };
}

describe('playerControlsMachine paths', () => {
  const { shortest, transitions } = generate();
  for (const [kind, paths] of [
    ['shortest', shortest],
    ['transition', transitions],
  ] as const) {
    for (const path of paths) {
      const label = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
      it(`${kind}: ${label}`, async () => {
        const { actor } = await replayPath(playerControlsMachine, path, { controls: {}, delays, check });
        actor.stop();
      });
    }
  }

  it('reaches every state and covers every transition', () => {
    const all = [...shortest, ...transitions];
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    expect(allStateIds(playerControlsMachine).filter((id) => !reached.has(id))).toEqual([]);
    const coverage = transitionCoverage(playerControlsMachine, all);
    console.info(`playerControls transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
});

describe('playerControlsMachine journeys', () => {
  function start() {
    const clock = new SimulatedClock();
    const actor = createActor(playerControlsMachine, { clock }).start();
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
});
