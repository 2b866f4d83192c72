/**
 * Model-based tests of vote and favourite (optimistic, rolled back on failure; anonymous gets the login modal):
 * generated paths replayed on a real actor with controllable `vote` and `favorite` actors, every state reached,
 * every transition covered; the toggles and rollbacks pinned by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { voteMachine, type VoteInput } from '../../machines/product/voteMachine';
import * as sel from '../../machines/product/vote.selectors';
import {
  activeStateIds,
  allStateIds,
  controllablePromise,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
} from '../support/model';

const events = [
  { type: 'user.like' },
  { type: 'user.dislike' },
  { type: 'user.favorite' },
  { type: 'product.synced', like: 1, favorite: true },
  { type: 'xstate.done.actor.vote', output: { ok: true, value: 1 } },
  { type: 'xstate.done.actor.vote', output: { ok: false, error: 'http', message: 'Server says no' } },
  { type: 'xstate.error.actor.vote', error: new Error('offline') },
  { type: 'xstate.done.actor.favorite', output: { ok: true, value: true } },
  { type: 'xstate.done.actor.favorite', output: { ok: false, error: 'http' } },
  { type: 'xstate.error.actor.favorite', error: new Error('offline') },
] as EventObject[];

const inputs: Record<string, VoteInput> = {
  member: { productId: 1014, like: 0, favorite: false, loggedIn: true },
  anonymous: { productId: 2014, like: 0, favorite: false, loggedIn: false },
};

type Path = StatePath<Snapshot<unknown>, EventObject>;
const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.VoteSnapshot;
  const c = snap.context;
  return JSON.stringify([snap.value, c.like, c.favorite, c.previousLike, c.previousFavorite]);
};

function provided() {
  const controls = { vote: controllablePromise(), favorite: controllablePromise() };
  const effects = { requireLogin: vi.fn(), notifyFailure: vi.fn() };
  const machine = voteMachine.provide({
    actors: { vote: controls.vote.logic as never, favorite: controls.favorite.logic as never },
    actions: { requireLogin: () => effects.requireLogin(), notifyFailure: (_, p) => effects.notifyFailure(p) },
  });
  return { machine, controls, effects };
}

function generate(input: VoteInput) {
  const options = { input, events, serializeState };
  return {
    shortest: getShortestPaths(voteMachine, options as never) as unknown as Path[],
    transitions: getTransitionPaths(voteMachine, options as never),
  };
}

describe('voteMachine paths', () => {
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
            const { machine, controls, effects } = provided();
            const { actor } = await replayPath(machine, path, {
              input,
              controls,
              check: (a, e) => expect(serializeState(a)).toBe(serializeState(e)),
            });
            if (!input.loggedIn) {
              // anonymous: nothing is sent, nothing changes, the login modal is asked for
              expect(controls.vote.inputs).toEqual([]);
              expect(controls.favorite.inputs).toEqual([]);
              const clicks = path.steps.filter((s) => /^user\./.test(s.event.type)).length;
              expect(effects.requireLogin).toHaveBeenCalledTimes(clicks);
            } else expect(effects.requireLogin).not.toHaveBeenCalled();
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
    expect(allStateIds(voteMachine).filter((id) => !reached.has(id))).toEqual([]);
    const coverage = transitionCoverage(voteMachine, all);
    console.info(`vote transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
});

describe('voteMachine journeys', () => {
  async function start(input: VoteInput = inputs.member!) {
    const ctx = provided();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    return { ...ctx, actor };
  }

  it('like toggles 1/0 and dislike -1/0, applied at once and sent', async () => {
    const { actor, controls } = await start();
    actor.send({ type: 'user.like' });
    expect(sel.selectLike(actor.getSnapshot())).toBe(1);
    expect(sel.selectVoting(actor.getSnapshot())).toBe(true);
    await flush();
    controls.vote.resolve({ ok: true, value: 1 });
    await flush();
    actor.send({ type: 'user.like' });
    expect(sel.selectLike(actor.getSnapshot())).toBe(0);
    await flush();
    controls.vote.resolve({ ok: true, value: 0 });
    await flush();
    actor.send({ type: 'user.dislike' });
    expect(sel.selectDisliked(actor.getSnapshot())).toBe(true);
    await flush();
    controls.vote.resolve({ ok: true, value: -1 });
    await flush();
    actor.send({ type: 'user.like' });
    await flush();
    controls.vote.resolve({ ok: true, value: 1 });
    await flush();
    actor.send({ type: 'user.dislike' });
    await flush();
    expect(controls.vote.inputs.map((i) => (i as { value: number }).value)).toEqual([1, 0, -1, 1, -1]);
  });

  it('a failed vote rolls back and shows the server message', async () => {
    const { actor, controls, effects } = await start({ ...inputs.member!, like: -1 });
    actor.send({ type: 'user.like' });
    expect(sel.selectLike(actor.getSnapshot())).toBe(1);
    await flush();
    controls.vote.resolve({ ok: false, error: 'http', message: 'Server says no' });
    await flush();
    expect(sel.selectLike(actor.getSnapshot())).toBe(-1);
    expect(sel.selectVoting(actor.getSnapshot())).toBe(false);
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: 'Server says no' });
  });

  it('a failed favourite rolls back; clicks while saving are ignored', async () => {
    const { actor, controls, effects } = await start();
    actor.send({ type: 'user.favorite' });
    actor.send({ type: 'user.favorite' });
    expect(sel.selectFavorite(actor.getSnapshot())).toBe(true);
    expect(sel.selectFavouriting(actor.getSnapshot())).toBe(true);
    await flush();
    expect(controls.favorite.inputs).toEqual([{ productId: 1014, favorite: true }]);
    controls.favorite.reject(new Error('offline'));
    await flush();
    expect(sel.selectFavorite(actor.getSnapshot())).toBe(false);
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null });
  });

  it('vote and favourite run independently', async () => {
    const { actor, controls } = await start();
    actor.send({ type: 'user.like' });
    actor.send({ type: 'user.favorite' });
    await flush();
    expect(controls.vote.pendingCount).toBe(1);
    expect(controls.favorite.pendingCount).toBe(1);
  });
});
