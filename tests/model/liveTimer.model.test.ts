/**
 * Model-based tests of the live event timer on a simulated clock (the `tick` delay by name, 1000 ms): future with
 * the time until start, current between start and end, past after the end; every state and transition covered.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  getInitialSnapshot,
  getNextSnapshot,
  SimulatedClock,
  type EventObject,
  type Snapshot,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { liveTimerMachine, type LiveTimerInput } from '../../machines/product/liveTimerMachine';
import * as sel from '../../machines/product/liveTimer.selectors';
import { activeStateIds, allStateIds, replayPath, transitionCoverage } from '../support/model';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

// each input sits one tick before a boundary, so a tick crosses it
const inputs: Record<string, LiveTimerInput> = {
  'starts in 1 s': { start: iso(T0 + 1000), end: iso(T0 + 2000), now: T0 },
  'ends in 1 s': { start: iso(T0 - 5000), end: iso(T0), now: T0 - 1000 },
  'ended, watching thumbnails': { start: iso(T0 - 5000), end: iso(T0 - 1000), now: T0, watch: true },
  'no schedule, watching thumbnails': { start: null, end: null, now: T0, watch: true },
  'no schedule': { start: null, end: null, now: T0 },
};

const events = [
  { type: 'xstate.after.tick.liveTimer.future' },
  { type: 'xstate.after.tick.liveTimer.current' },
  { type: 'xstate.after.tick.liveTimer.past' },
  { type: 'xstate.after.tick.liveTimer.none' },
  { type: 'clock.set', now: T0 - 10_000 },
] as EventObject[];

type Path = StatePath<Snapshot<unknown>, EventObject>;
// the clock grows with every tick: a state's identity is its phase (paths replay the exact ticks, so `now` matches)
const serializeState = (s: Snapshot<unknown>) => JSON.stringify((s as sel.LiveTimerSnapshot).value);

function generate(input: LiveTimerInput) {
  const options = { input, events, serializeState };
  // the clock only moves forward from a tick: bound the walk to a few seconds around the boundaries
  const limit = (p: Path) => p.steps.length <= 6;
  // value-only identity lets the generator keep one snapshot per phase, whichever came last: recompute every step's
  // snapshot from the machine along the path's own events, so each expected state carries its own clock
  const recompute = (steps: Path['steps']): Path['steps'] => {
    let snap = getInitialSnapshot(liveTimerMachine, input) as Snapshot<unknown>;
    return steps.map((step) => {
      if (step.event.type !== 'xstate.init')
        snap = getNextSnapshot(liveTimerMachine, snap as never, step.event as never);
      return { event: step.event, state: snap };
    });
  };
  const shortest = (getShortestPaths(liveTimerMachine, options as never) as unknown as Path[])
    .filter(limit)
    .map((p) => {
      const steps = recompute(p.steps);
      return { ...p, steps, state: steps.at(-1)!.state };
    });
  // one path per accepted event from each state
  const transitions: Path[] = [];
  for (const path of shortest) {
    for (const event of events) {
      const state = path.state as unknown as { can(e: EventObject): boolean };
      if (!state.can(event)) continue;
      const steps = recompute([...path.steps, { event, state: path.state }]);
      transitions.push({ state: steps.at(-1)!.state, weight: path.weight + 1, steps });
    }
  }
  return { shortest, transitions };
}

describe('liveTimerMachine paths', () => {
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
            const { actor } = await replayPath(liveTimerMachine, path, {
              input,
              controls: {},
              delays: { tick: 1000 },
              check: (a, e) => {
                expect(serializeState(a)).toBe(serializeState(e));
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
    const transient = ['liveTimer.deciding'];
    expect(allStateIds(liveTimerMachine).filter((id) => !reached.has(id) && !transient.includes(id))).toEqual([]);
    const coverage = transitionCoverage(liveTimerMachine, all);
    console.info(`liveTimer transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing.filter((m) => !m.endsWith('--> liveTimer.deciding'))).toEqual([]);
  });
});

/** SimulatedClock fires one round of timers per increment: move it second by second, like the real clock. */
function advance(clock: SimulatedClock, ms: number) {
  for (let t = 0; t < ms; t += 1000) clock.increment(Math.min(1000, ms - t));
}

describe('liveTimerMachine journeys (simulated clock)', () => {
  it('counts down every second, then is current, then past', () => {
    const clock = new SimulatedClock();
    const input = { start: iso(T0 + 3000), end: iso(T0 + 5000), now: T0 };
    const actor = createActor(liveTimerMachine, { input, clock }).start();
    expect(sel.selectPhase(actor.getSnapshot())).toBe('future');
    expect(sel.selectUntilStart(actor.getSnapshot())).toBe(3000);
    clock.increment(999);
    expect(sel.selectUntilStart(actor.getSnapshot())).toBe(3000);
    clock.increment(1);
    expect(sel.selectUntilStart(actor.getSnapshot())).toBe(2000);
    advance(clock, 2000);
    expect(sel.selectPhase(actor.getSnapshot())).toBe('current');
    expect(sel.selectUntilStart(actor.getSnapshot())).toBeNull();
    advance(clock, 2000);
    expect(sel.selectPhase(actor.getSnapshot())).toBe('current'); // the end itself is still current
    advance(clock, 1000);
    expect(sel.selectPhase(actor.getSnapshot())).toBe('past');
    const now = sel.selectNow(actor.getSnapshot());
    advance(clock, 5000);
    expect(sel.selectNow(actor.getSnapshot())).toBe(now); // nothing left to watch: the tick stops
  });

  it('clock.set resynchronises (a hidden tab slowed the timers)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(liveTimerMachine, {
      input: { start: iso(T0 + 60_000), end: iso(T0 + 120_000), now: T0 },
      clock,
    }).start();
    actor.send({ type: 'clock.set', now: T0 + 90_000 });
    expect(sel.selectPhase(actor.getSnapshot())).toBe('current');
  });

  it('without a schedule it is none, and ticks only when watching thumbnails', () => {
    const clock = new SimulatedClock();
    const a = createActor(liveTimerMachine, { input: { start: null, end: null, now: T0 }, clock }).start();
    const b = createActor(liveTimerMachine, { input: { start: null, end: null, now: T0, watch: true }, clock }).start();
    advance(clock, 3000);
    expect(sel.selectPhase(a.getSnapshot())).toBe('none');
    expect(sel.selectNow(a.getSnapshot())).toBe(T0);
    expect(sel.selectNow(b.getSnapshot())).toBe(T0 + 3000);
  });
});
