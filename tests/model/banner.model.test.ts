/**
 * Model-based tests of the home banner autoplay machine: paths generated on the model (no invoked actors, so no
 * replay: it would compare the machine with itself), the play invariant checked in every generated state, every state
 * reached, every transition covered, the `autoplay` delay named with its value; the main journeys pinned by hand: nothing at 9999 ms, the next slide at 10000 ms, rewind, pause on hover and focus,
 * reduced motion, resume with a full period.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { bannerMachine, type BannerInput } from '~machines/banner/bannerMachine';
import * as sel from '~machines/banner/banner.selectors';
import { modelSuite, type EventFixtures } from '../support/modelSuite';

modelSuite({
  name: 'banner',
  machine: bannerMachine,
  events: {
    'user.next': [{ type: 'user.next' }],
    'user.prev': [{ type: 'user.prev' }],
    'user.goTo': [{ type: 'user.goTo', index: 1 }],
    'user.pointerEnter': [{ type: 'user.pointerEnter' }],
    'user.pointerLeave': [{ type: 'user.pointerLeave' }],
    'user.focusIn': [{ type: 'user.focusIn' }],
    'user.focusOut': [{ type: 'user.focusOut' }],
    'user.reducedMotion': [
      { type: 'user.reducedMotion', reduce: true },
      { type: 'user.reducedMotion', reduce: false },
    ],
    'player.play': [{ type: 'player.play' }],
    'player.stop': [{ type: 'player.stop' }],
  } satisfies EventFixtures<typeof bannerMachine>,
  actors: {},
  delays: { autoplay: 10000 },
  inputs: {
    'two slides': { count: 2, reducedMotion: false },
    'one slide': { count: 1, reducedMotion: false },
  } satisfies Record<string, BannerInput>,
  transient: ['banner.deciding'],
  serializeState: (snap) => {
    const c = snap.context;
    return JSON.stringify([snap.value, c.index, c.hovered, c.focused, c.reducedMotion, c.videoPlaying]);
  },
  invariant: (snap) => {
    const c = snap.context;
    // it plays exactly when nothing holds it
    expect(sel.selectPlaying(snap)).toBe(
      !(c.count <= 1 || c.hovered || c.focused || c.reducedMotion || c.videoPlaying),
    );
    expect(sel.selectIndex(snap)).toBeGreaterThanOrEqual(0);
    expect(sel.selectIndex(snap)).toBeLessThan(Math.max(1, c.count));
  },
});

function start(input: BannerInput = { count: 3, reducedMotion: false }) {
  const clock = new SimulatedClock();
  const actor = createActor(bannerMachine, { input, clock });
  actor.start();
  return { actor, clock, index: () => sel.selectIndex(actor.getSnapshot()) };
}

describe('bannerMachine journeys', () => {
  it('does not advance at 9999 ms and advances at 10000 ms', () => {
    const { actor, clock, index } = start();
    expect(sel.selectPlaying(actor.getSnapshot())).toBe(true);
    clock.increment(9999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(10000);
    expect(index()).toBe(2);
  });

  it('rewinds from the last slide to the first', () => {
    const { clock, index } = start();
    clock.increment(10000);
    clock.increment(10000);
    expect(index()).toBe(2);
    clock.increment(10000);
    expect(index()).toBe(0);
  });

  it('pauses while hovered and resumes with a full period after the pointer leaves', () => {
    const { actor, clock, index } = start();
    clock.increment(5000);
    actor.send({ type: 'user.pointerEnter' });
    expect(sel.selectPaused(actor.getSnapshot())).toBe(true);
    clock.increment(60000);
    expect(index()).toBe(0);
    actor.send({ type: 'user.pointerLeave' });
    clock.increment(9999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('pauses while focus is inside and until both hover and focus end', () => {
    const { actor, clock, index } = start();
    actor.send({ type: 'user.focusIn' });
    actor.send({ type: 'user.pointerEnter' });
    actor.send({ type: 'user.focusOut' });
    clock.increment(20000);
    expect(index()).toBe(0);
    actor.send({ type: 'user.pointerLeave' });
    clock.increment(10000);
    expect(index()).toBe(1);
  });

  it('never plays under reduced motion, but arrows and dots still move', () => {
    const { actor, clock, index } = start({ count: 3, reducedMotion: true });
    clock.increment(50000);
    expect(index()).toBe(0);
    actor.send({ type: 'user.prev' });
    expect(index()).toBe(2);
    actor.send({ type: 'user.next' });
    expect(index()).toBe(0);
    actor.send({ type: 'user.goTo', index: 1 });
    expect(index()).toBe(1);
    actor.send({ type: 'user.reducedMotion', reduce: false });
    clock.increment(10000);
    expect(index()).toBe(2);
  });

  it('an arrow restarts the period', () => {
    const { actor, clock, index } = start();
    clock.increment(8000);
    actor.send({ type: 'user.next' });
    expect(index()).toBe(1);
    clock.increment(9999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it('holds while a slide video plays', () => {
    const { actor, clock, index } = start();
    actor.send({ type: 'player.play' });
    clock.increment(30000);
    expect(index()).toBe(0);
    actor.send({ type: 'player.stop' });
    clock.increment(10000);
    expect(index()).toBe(1);
  });

  it('remembers the slide the active one replaced (it stays under it while the new one fades in)', () => {
    const { actor, clock } = start();
    const previous = () => sel.selectPrevious(actor.getSnapshot());
    expect(previous()).toBeNull();
    clock.increment(10000);
    expect(previous()).toBe(0);
    actor.send({ type: 'user.goTo', index: 2 });
    expect(previous()).toBe(1);
    actor.send({ type: 'user.goTo', index: 2 });
    expect(previous()).toBe(1);
    actor.send({ type: 'user.prev' });
    expect([sel.selectIndex(actor.getSnapshot()), previous()]).toEqual([1, 2]);
  });

  it('a single slide never plays', () => {
    const { actor, clock, index } = start({ count: 1, reducedMotion: false });
    expect(sel.selectHasControls(actor.getSnapshot())).toBe(false);
    clock.increment(100000);
    expect(index()).toBe(0);
    expect(sel.selectPaused(actor.getSnapshot())).toBe(true);
  });
});
