/**
 * Model-based tests of the header trailer: autoplays muted, stops on end or error, replay and mute toggle; reduced
 * motion waits for the user. Generated paths (no invoked actors: not replayed) cover every state and transition and
 * keep the invariant (playing only after a (re)start).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { trailerMachine, type TrailerInput } from '~machines/product/trailerMachine';
import { underParent } from '../support/underParent';
import * as sel from '~machines/product/trailer.selectors';
import { modelSuite, type EventFixtures } from '../support/modelSuite';

const inputs: Record<string, TrailerInput> = {
  trailer: { hasTrailer: true, reducedMotion: false },
  'reduced motion': { hasTrailer: true, reducedMotion: true },
  'no trailer': { hasTrailer: false, reducedMotion: false },
};

modelSuite({
  name: 'trailer',
  machine: trailerMachine,
  events: {
    'user.replay': [{ type: 'user.replay' }],
    'user.toggleMute': [{ type: 'user.toggleMute' }],
    'player.ended': [{ type: 'player.ended' }],
    'player.error': [{ type: 'player.error' }],
  } satisfies EventFixtures<typeof trailerMachine>,
  actors: {},
  inputs,
  transient: ['trailer.starting'],
  // run grows on every replay: it is not part of a state's identity (it only restarts the element)
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.muted]),
  // the element restarts exactly when it (re)starts playing
  invariant: (snap) => {
    if (sel.selectPlaying(snap)) expect(sel.selectRun(snap)).toBeGreaterThan(0);
  },
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

describe('trailerMachine under the page: what it reports', () => {
  it('reports what the header shows on each change: playing muted, the sound, the end, each replay', () => {
    const page = underParent(trailerMachine, { input: inputs.trailer!, report: sel.selectTrailerView });
    expect(page.reports).toEqual([{ playing: true, muted: true, run: 1, canReplay: true }]);
    page.send({ type: 'user.toggleMute' });
    expect(page.last()).toEqual({ playing: true, muted: false, run: 1, canReplay: true });
    page.send({ type: 'player.ended' });
    expect(page.last()).toEqual({ playing: false, muted: false, run: 1, canReplay: true });
    page.send({ type: 'user.replay' });
    expect(page.last()).toEqual({ playing: true, muted: false, run: 2, canReplay: true });
    page.send({ type: 'player.error' });
    expect(page.last()).toEqual({ playing: false, muted: false, run: 2, canReplay: true });
    expect(page.messages).toEqual([]);
    page.stop();
  });

  it('without a trailer it reports nothing to play or replay; with reduced motion it waits', () => {
    const none = underParent(trailerMachine, { input: inputs['no trailer']!, report: sel.selectTrailerView });
    expect(none.last()).toEqual({ playing: false, muted: true, run: 0, canReplay: false });
    const still = underParent(trailerMachine, { input: inputs['reduced motion']!, report: sel.selectTrailerView });
    expect(still.last()).toEqual({ playing: false, muted: true, run: 0, canReplay: true });
  });
});
