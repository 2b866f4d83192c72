/**
 * Model-based tests of the product page's play button: every path of the resolution (spec §4, in order) replayed on
 * a real actor, every state reached, every transition covered; the order itself pinned by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { playButtonMachine, type PlayFacts } from '../../machines/product/playButtonMachine';
import * as sel from '../../machines/product/playButton.selectors';
import { modelSuite, type EventFixtures } from '../support/modelSuite';

const facts = (over: Partial<PlayFacts>): PlayFacts => ({
  hasVideo: false,
  isTranscoding: false,
  rentable: false,
  available: true,
  loggedIn: true,
  ...over,
});

const effects = () => ({ openPlayer: vi.fn(), goToLogin: vi.fn() });

function provide(machine: typeof playButtonMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: { openPlayer: () => spies.openPlayer(), goToLogin: () => spies.goToLogin() },
  });
}

function provided() {
  const spies = effects();
  return { machine: provide(playButtonMachine, spies), effects: spies };
}

modelSuite({
  name: 'playButton',
  machine: playButtonMachine,
  events: {
    'user.play': [
      { type: 'user.play', ...facts({ hasVideo: true }) },
      { type: 'user.play', ...facts({ isTranscoding: true }) },
      { type: 'user.play', ...facts({ rentable: true, available: false }) },
      { type: 'user.play', ...facts({ rentable: true, available: false, loggedIn: false }) },
      { type: 'user.play', ...facts({ available: false }) },
      { type: 'user.play', ...facts({ available: true }) },
      { type: 'user.play', ...facts({ available: false, loggedIn: false }) },
    ],
    'user.close': [{ type: 'user.close' }],
    'user.login': [{ type: 'user.login' }],
    'user.requireLogin': [{ type: 'user.requireLogin' }],
    'product.rented': [{ type: 'product.rented' }],
  } satisfies EventFixtures<typeof playButtonMachine>,
  actors: {},
  inputs: { default: undefined },
  serializeState: (snap) => JSON.stringify(snap.value),
  effects,
  provide,
  // the player opens only from idle with a video; the login hand-over only from the login modal (the reason to
  // replay a machine without actors)
  afterPath: (path, _actor, spies) => {
    const opens = path.steps.filter((s) => 'hasVideo' in s.event && s.event.hasVideo === true).length;
    const idleBefore = path.steps.filter(
      (s, i) => s.event.type === 'user.login' && i > 0 && path.steps[i - 1]!.state.matches('loginRequired'),
    ).length;
    expect(spies.openPlayer.mock.calls.length).toBeLessThanOrEqual(opens);
    expect(spies.goToLogin).toHaveBeenCalledTimes(idleBefore);
  },
});

describe('playButtonMachine resolution order (spec §4)', () => {
  const resolve = (f: PlayFacts) => {
    const { machine, effects } = provided();
    const actor = createActor(machine).start();
    actor.send({ type: 'user.play', ...f });
    return { modal: sel.selectModal(actor.getSnapshot()), opened: effects.openPlayer.mock.calls.length };
  };

  it('a video opens the player whatever else is true', () => {
    expect(resolve(facts({ hasVideo: true, isTranscoding: true, rentable: true, available: false }))).toEqual({
      modal: null,
      opened: 1,
    });
    expect(resolve(facts({ hasVideo: true, loggedIn: false }))).toEqual({ modal: null, opened: 1 });
  });

  it('then transcoding shows the being-processed modal (before a rental price)', () => {
    expect(resolve(facts({ isTranscoding: true, rentable: true, available: false }))).toEqual({
      modal: 'processing',
      opened: 0,
    });
  });

  it('then a rental price opens the rent modal, or the login modal for an anonymous visitor', () => {
    expect(resolve(facts({ rentable: true, available: false })).modal).toBe('rent');
    expect(resolve(facts({ rentable: true, available: false, loggedIn: false })).modal).toBe('loginRequired');
  });

  it('then a logged-in user whose plan lacks it gets the subscribe modal', () => {
    expect(resolve(facts({ available: false })).modal).toBe('subscribe');
  });

  it('else the not-available modal (anonymous, or in the plan but without a video yet)', () => {
    expect(resolve(facts({ available: false, loggedIn: false })).modal).toBe('notAvailable');
    expect(resolve(facts({ available: true })).modal).toBe('notAvailable');
  });

  it('a modal ignores further plays until it is closed; the login modal hands over to the login page', () => {
    const { machine, effects } = provided();
    const actor = createActor(machine).start();
    actor.send({ type: 'user.requireLogin' });
    expect(sel.selectModal(actor.getSnapshot())).toBe('loginRequired');
    actor.send({ type: 'user.play', ...facts({ hasVideo: true }) });
    expect(effects.openPlayer).not.toHaveBeenCalled();
    actor.send({ type: 'user.login' });
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
    expect(sel.selectModal(actor.getSnapshot())).toBeNull();
  });

  it('a successful rental closes the rent modal', () => {
    const { machine } = provided();
    const actor = createActor(machine).start();
    actor.send({ type: 'user.play', ...facts({ rentable: true, available: false }) });
    actor.send({ type: 'product.rented' });
    expect(sel.selectModal(actor.getSnapshot())).toBeNull();
  });
});
