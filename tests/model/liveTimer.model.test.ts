/**
 * Model-based tests of the live event timer: every state and transition covered by paths generated on the model (no
 * invoked actors: nothing to replay), the `tick` delay named with its value (1000 ms); journeys on a simulated clock:
 * future with the time until start, current between start and end, past after the end.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { liveTimerMachine, type LiveTimerInput } from '~machines/product/liveTimerMachine';
import { underParent } from '../support/underParent';
import * as sel from '~machines/product/liveTimer.selectors';
import { modelSuite, type EventFixtures } from '../support/modelSuite';

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

/** Run on its own, the timer has no page to tell that the event started: `started` is provided. */
const standalone = liveTimerMachine.provide({ actions: { started: () => {} } });

modelSuite({
  name: 'liveTimer',
  machine: standalone,
  events: { 'clock.set': [{ type: 'clock.set', now: T0 - 10_000 }] } satisfies EventFixtures<typeof liveTimerMachine>,
  actors: {},
  delays: { tick: 1000 },
  inputs,
  transient: ['liveTimer.deciding', 'liveTimer.leavingFuture'],
  // the clock grows with every tick: a state's identity is its phase
  serializeState: (snap) => JSON.stringify(snap.value),
});

/** SimulatedClock fires one round of timers per increment: move it second by second, like the real clock. */
function advance(clock: SimulatedClock, ms: number) {
  for (let t = 0; t < ms; t += 1000) clock.increment(Math.min(1000, ms - t));
}

describe('liveTimerMachine journeys (simulated clock)', () => {
  it('counts down every second, then is current, then past', () => {
    const clock = new SimulatedClock();
    const input = { start: iso(T0 + 3000), end: iso(T0 + 5000), now: T0 };
    const actor = createActor(standalone, { input, clock }).start();
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
    const actor = createActor(standalone, {
      input: { start: iso(T0 + 60_000), end: iso(T0 + 120_000), now: T0 },
      clock,
    }).start();
    actor.send({ type: 'clock.set', now: T0 + 90_000 });
    expect(sel.selectPhase(actor.getSnapshot())).toBe('current');
  });

  it('runs `started` once when a future event starts (by a tick or a clock.set), never otherwise', () => {
    const clock = new SimulatedClock();
    const started = vi.fn();
    const machine = liveTimerMachine.provide({ actions: { started: () => started() } });
    const input = { start: iso(T0 + 2000), end: iso(T0 + 5000), now: T0 };
    const ticking = createActor(machine, { input, clock }).start();
    advance(clock, 1000);
    expect(started).not.toHaveBeenCalled();
    advance(clock, 4000);
    expect(sel.selectPhase(ticking.getSnapshot())).toBe('current');
    expect(started).toHaveBeenCalledTimes(1);
    const set = createActor(machine, { input, clock }).start();
    set.send({ type: 'clock.set', now: T0 + 1000 });
    expect(started).toHaveBeenCalledTimes(1);
    set.send({ type: 'clock.set', now: T0 + 3000 });
    expect(started).toHaveBeenCalledTimes(2);
    createActor(machine, { input: { ...input, now: T0 + 3000 }, clock }).start(); // already current: no start
    createActor(machine, { input, clock })
      .start()
      .send({ type: 'clock.set', now: T0 + 9000 }); // straight to past
    expect(started).toHaveBeenCalledTimes(2);
  });

  it('without a schedule it is none, and ticks only when watching thumbnails', () => {
    const clock = new SimulatedClock();
    const a = createActor(standalone, { input: { start: null, end: null, now: T0 }, clock }).start();
    const b = createActor(standalone, { input: { start: null, end: null, now: T0, watch: true }, clock }).start();
    advance(clock, 3000);
    expect(sel.selectPhase(a.getSnapshot())).toBe('none');
    expect(sel.selectNow(a.getSnapshot())).toBe(T0);
    expect(sel.selectNow(b.getSnapshot())).toBe(T0 + 3000);
  });
});

describe('liveTimerMachine under the page: what it reports and tells', () => {
  it('reports the countdown each second, tells the page once that the event started, then reports it current', () => {
    const clock = new SimulatedClock();
    const input = { start: iso(T0 + 2000), end: iso(T0 + 60_000), now: T0 };
    const page = underParent(liveTimerMachine, { input, report: sel.selectLiveView, clock });
    expect(page.last()).toEqual({ phase: 'future', untilStart: 2000, now: T0 });
    clock.increment(1000);
    expect(page.last()).toEqual({ phase: 'future', untilStart: 1000, now: T0 + 1000 });
    expect(page.messages).toEqual([]);
    clock.increment(1000);
    expect(page.last()).toEqual({ phase: 'current', untilStart: null, now: T0 + 2000 });
    expect(page.messages).toEqual([{ type: 'live.started' }]);
    page.send({ type: 'clock.set', now: T0 + 120_000 });
    expect(page.last()).toEqual({ phase: 'past', untilStart: null, now: T0 + 120_000 });
    expect(page.messages).toEqual([{ type: 'live.started' }]);
    page.stop();
  });
});
