/**
 * Model-based tests of the header trailer: autoplays muted, stops on end or error, replay and mute toggle; reduced
 * motion waits for the user. Paths replayed on a real actor, every state and transition covered.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { trailerMachine, type TrailerInput } from '../../machines/product/trailerMachine';
import * as sel from '../../machines/product/trailer.selectors';
import { activeStateIds, allStateIds, getTransitionPaths, replayPath, transitionCoverage } from '../support/model';

const events: EventObject[] = [
  { type: 'user.replay' },
  { type: 'user.toggleMute' },
  { type: 'player.ended' },
  { type: 'player.error' },
];

const inputs: Record<string, TrailerInput> = {
  trailer: { hasTrailer: true, reducedMotion: false },
  'reduced motion': { hasTrailer: true, reducedMotion: true },
  'no trailer': { hasTrailer: false, reducedMotion: false },
};

type Path = StatePath<Snapshot<unknown>, EventObject>;
// run grows on every replay: it is not part of a state's identity (it only restarts the element)
const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.TrailerSnapshot;
  return JSON.stringify([snap.value, snap.context.muted]);
};

function generate(input: TrailerInput) {
  const options = { input, events, serializeState };
  return {
    shortest: getShortestPaths(trailerMachine, options as never) as unknown as Path[],
    transitions: getTransitionPaths(trailerMachine, options as never),
  };
}

describe('trailerMachine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const g = generate(input);
      for (const [kind, paths] of [
        ['shortest', g.shortest],
        ['transition', g.transitions],
      ] as const) {
        for (const path of paths) {
          const label = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
          it(`${kind}: ${label}`, async () => {
            const { actor } = await replayPath(trailerMachine, path, {
              input,
              controls: {},
              check: (a, e) => {
                expect(serializeState(a)).toBe(serializeState(e));
                // the element restarts exactly when it (re)starts playing
                if (sel.selectPlaying(a as sel.TrailerSnapshot))
                  expect(sel.selectRun(a as sel.TrailerSnapshot)).toBeGreaterThan(0);
              },
            });
            actor.stop();
          });
        }
      }
    });
  }

  it('reaches every state and covers every transition', () => {
    const all = Object.values(inputs).flatMap((input) => {
      const g = generate(input);
      return [...g.shortest, ...g.transitions];
    });
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    const transient = ['trailer.starting'];
    expect(allStateIds(trailerMachine).filter((id) => !reached.has(id) && !transient.includes(id))).toEqual([]);
    const coverage = transitionCoverage(trailerMachine, all);
    console.info(`trailer transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
});

describe('trailerMachine journeys', () => {
  it('autoplays muted, stops at the end, replays from the start keeping the sound choice', () => {
    const actor = createActor(trailerMachine, { input: inputs.trailer! }).start();
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(true);
    expect(sel.selectMuted(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.toggleMute' });
    expect(sel.selectMuted(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'player.ended' });
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(false);
    const run = sel.selectRun(actor.getSnapshot());
    actor.send({ type: 'user.replay' });
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(true);
    expect(sel.selectRun(actor.getSnapshot())).toBe(run + 1);
    expect(sel.selectMuted(actor.getSnapshot())).toBe(false);
  });

  it('an error stops it and shows the image; replay tries again', () => {
    const actor = createActor(trailerMachine, { input: inputs.trailer! }).start();
    actor.send({ type: 'player.error' });
    expect(sel.selectFailed(actor.getSnapshot())).toBe(true);
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(false);
    expect(sel.selectCanReplay(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.replay' });
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(true);
  });

  it('without a trailer nothing plays and nothing can be replayed', () => {
    const actor = createActor(trailerMachine, { input: inputs['no trailer']! }).start();
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(false);
    expect(sel.selectCanReplay(actor.getSnapshot())).toBe(false);
  });

  it('with reduced motion it waits for the user', () => {
    const actor = createActor(trailerMachine, { input: inputs['reduced motion']! }).start();
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.replay' });
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(true);
  });
});
