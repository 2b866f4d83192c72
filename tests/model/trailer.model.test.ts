/**
 * Model-based tests of the header trailer: autoplays muted, stops on end or error, replay and mute toggle; reduced
 * motion waits for the user. Generated paths (no invoked actors: not replayed) cover every state and transition and
 * keep the invariant (playing only after a (re)start).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { trailerMachine, type TrailerInput } from '~machines/product/trailerMachine';
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
