/**
 * Model-based tests of the product page's play button: every path of the resolution (spec §4, in order) replayed on
 * a real actor, every state reached, every transition covered; the order itself pinned by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { playButtonMachine, type PlayFacts } from '../../machines/product/playButtonMachine';
import * as sel from '../../machines/product/playButton.selectors';
import { activeStateIds, allStateIds, getTransitionPaths, replayPath, transitionCoverage } from '../support/model';

const facts = (over: Partial<PlayFacts>): PlayFacts => ({
  hasVideo: false,
  isTranscoding: false,
  rentable: false,
  available: true,
  loggedIn: true,
  ...over,
});

const events: EventObject[] = [
  { type: 'user.play', ...facts({ hasVideo: true }) },
  { type: 'user.play', ...facts({ isTranscoding: true }) },
  { type: 'user.play', ...facts({ rentable: true, available: false }) },
  { type: 'user.play', ...facts({ rentable: true, available: false, loggedIn: false }) },
  { type: 'user.play', ...facts({ available: false }) },
  { type: 'user.play', ...facts({ available: true }) },
  { type: 'user.play', ...facts({ available: false, loggedIn: false }) },
  { type: 'user.close' },
  { type: 'user.login' },
  { type: 'user.requireLogin' },
  { type: 'product.rented' },
];

type Path = StatePath<Snapshot<unknown>, EventObject>;
const serializeState = (s: Snapshot<unknown>) => JSON.stringify((s as sel.PlayButtonSnapshot).value);

function provided() {
  const effects = { openPlayer: vi.fn(), goToLogin: vi.fn() };
  const machine = playButtonMachine.provide({
    actions: { openPlayer: () => effects.openPlayer(), goToLogin: () => effects.goToLogin() },
  });
  return { machine, effects };
}

function generate() {
  const options = { events, serializeState };
  return {
    shortest: getShortestPaths(playButtonMachine, options as never) as unknown as Path[],
    simple: getSimplePaths(playButtonMachine, options as never) as unknown as Path[],
    transitions: getTransitionPaths(playButtonMachine, options as never),
  };
}

describe('playButtonMachine paths', () => {
  const g = generate();
  for (const [kind, paths] of [
    ['shortest', g.shortest],
    ['transition', g.transitions],
  ] as const) {
    for (const path of paths) {
      const label = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
      it(`${kind}: ${label} → ${serializeState(path.state)}`, async () => {
        const { machine, effects } = provided();
        const { actor } = await replayPath(machine, path, {
          controls: {},
          check: (a, e) => expect(serializeState(a)).toBe(serializeState(e)),
        });
        const opens = path.steps.filter((s) => (s.event as { hasVideo?: boolean }).hasVideo === true).length;
        const idleBefore = path.steps.filter(
          (s, i) =>
            s.event.type === 'user.login' &&
            i > 0 &&
            (path.steps[i - 1]!.state as sel.PlayButtonSnapshot).matches('loginRequired'),
        ).length;
        // the player opens only from idle with a video; the login hand-over only from the login modal
        expect(effects.openPlayer.mock.calls.length).toBeLessThanOrEqual(opens);
        expect(effects.goToLogin).toHaveBeenCalledTimes(idleBefore);
        actor.stop();
      });
    }
  }

  it('reaches every state and covers every transition', () => {
    const all = [...g.simple, ...g.transitions];
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    expect(allStateIds(playButtonMachine).filter((id) => !reached.has(id))).toEqual([]);
    const coverage = transitionCoverage(playButtonMachine, all);
    console.info(`playButton transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
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
