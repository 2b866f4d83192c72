/**
 * Model-based tests of vote and favourite (optimistic, rolled back on failure; anonymous gets the login modal):
 * generated paths replayed on a real actor with controllable `vote` and `favorite` actors, every state reached,
 * every transition covered; the toggles and rollbacks pinned by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { voteMachine, type VoteInput } from '~machines/product/voteMachine';
import * as sel from '~machines/product/vote.selectors';
import { flush } from '../support/model';
import { underParent } from '../support/underParent';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const actors = {
  vote: {
    done: [
      { ok: true, value: 1 },
      { ok: false, error: 'http', message: 'Server says no' },
    ],
    error: [new Error('offline')],
  },
  favorite: {
    done: [
      { ok: true, value: true },
      { ok: false, error: 'http' },
    ],
    error: [new Error('offline')],
  },
} satisfies ActorFixtures<typeof voteMachine>;

const inputs: Record<string, VoteInput> = {
  member: { productId: 1014, like: 0, favorite: false, loggedIn: true },
  anonymous: { productId: 2014, like: 0, favorite: false, loggedIn: false },
};

const effects = () => ({ requireLogin: vi.fn(), notifyFailure: vi.fn() });

function provide(machine: typeof voteMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: { requireLogin: () => spies.requireLogin(), notifyFailure: (_, p) => spies.notifyFailure(p) },
  });
}

function provided() {
  const spies = effects();
  const { machine, controls } = withControls(voteMachine, actors);
  return { machine: provide(machine, spies), controls, effects: spies };
}

modelSuite({
  name: 'vote',
  machine: voteMachine,
  events: {
    'user.like': [{ type: 'user.like' }],
    'user.dislike': [{ type: 'user.dislike' }],
    'user.favorite': [{ type: 'user.favorite' }],
    'product.synced': [{ type: 'product.synced', like: 1, favorite: true }],
  } satisfies EventFixtures<typeof voteMachine>,
  actors,
  inputs,
  serializeState: (snap) => {
    const c = snap.context;
    return JSON.stringify([
      snap.value,
      c.like,
      c.favorite,
      c.previousLike,
      c.previousFavorite,
      c.savingLike,
      c.savingFavorite,
    ]);
  },
  effects,
  provide,
  afterPath: (path, actor, spies, controls, input) => {
    if (!input.loggedIn) {
      // anonymous: nothing is sent, nothing changes, the login modal is asked for
      expect(controls.vote.inputs).toEqual([]);
      expect(controls.favorite.inputs).toEqual([]);
      const clicks = path.steps.filter((s) => /^user\./.test(s.event.type)).length;
      expect(spies.requireLogin).toHaveBeenCalledTimes(clicks);
    } else {
      expect(spies.requireLogin).not.toHaveBeenCalled();
      // a call always sends the value shown when it started; a press during it changes what is shown, never the call
      const snap = actor.getSnapshot();
      const saving = snap.value as { vote: string; favorite: string };
      if (saving.vote === 'saving')
        expect(controls.vote.inputs.at(-1)).toMatchObject({ value: snap.context.savingLike });
      if (saving.favorite === 'saving')
        expect(controls.favorite.inputs.at(-1)).toMatchObject({ favorite: snap.context.savingFavorite });
    }
  },
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

  it('a failed favourite rolls back to the server value, a press made during the call included', async () => {
    const { actor, controls, effects } = await start();
    actor.send({ type: 'user.favorite' });
    expect(sel.selectFavorite(actor.getSnapshot())).toBe(true);
    expect(sel.selectFavouriting(actor.getSnapshot())).toBe(true);
    await flush();
    actor.send({ type: 'user.favorite' });
    expect(sel.selectFavorite(actor.getSnapshot())).toBe(false);
    controls.favorite.reject(new Error('offline'));
    await flush();
    expect(controls.favorite.inputs).toEqual([{ productId: 1014, favorite: true }]);
    expect(sel.selectFavorite(actor.getSnapshot())).toBe(false);
    expect(sel.selectFavouriting(actor.getSnapshot())).toBe(false);
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null });
  });

  it('a dislike pressed while the like is saved shows at once and is sent when the like is saved', async () => {
    const { actor, controls } = await start();
    actor.send({ type: 'user.like' });
    await flush();
    actor.send({ type: 'user.dislike' });
    expect(sel.selectDisliked(actor.getSnapshot())).toBe(true);
    expect(sel.selectVoting(actor.getSnapshot())).toBe(true);
    controls.vote.resolve({ ok: true, value: 1 });
    await flush();
    expect(controls.vote.inputs).toEqual([
      { productId: 1014, value: 1 },
      { productId: 1014, value: -1 },
    ]);
    expect(sel.selectVoting(actor.getSnapshot())).toBe(true);
    controls.vote.resolve({ ok: true, value: -1 });
    await flush();
    expect(sel.selectDisliked(actor.getSnapshot())).toBe(true);
    expect(sel.selectVoting(actor.getSnapshot())).toBe(false);
    expect(controls.vote.inputs).toHaveLength(2);
  });

  it('presses during a call that come back to the value being saved send nothing more', async () => {
    const { actor, controls } = await start();
    actor.send({ type: 'user.like' });
    await flush();
    actor.send({ type: 'user.like' });
    expect(sel.selectLike(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'user.like' });
    controls.vote.resolve({ ok: true, value: 1 });
    await flush();
    expect(controls.vote.inputs).toEqual([{ productId: 1014, value: 1 }]);
    expect(sel.selectLiked(actor.getSnapshot())).toBe(true);
    expect(sel.selectVoting(actor.getSnapshot())).toBe(false);
  });

  it('a failure of the second call rolls back to what the first one saved', async () => {
    const { actor, controls, effects } = await start();
    actor.send({ type: 'user.like' });
    await flush();
    actor.send({ type: 'user.like' });
    controls.vote.resolve({ ok: true, value: 1 });
    await flush();
    expect(controls.vote.inputs.at(-1)).toEqual({ productId: 1014, value: 0 });
    controls.vote.resolve({ ok: false, error: 'http', message: 'Server says no' });
    await flush();
    expect(sel.selectLike(actor.getSnapshot())).toBe(1);
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: 'Server says no' });
  });

  it('a favourite pressed twice while saved ends as the last press', async () => {
    const { actor, controls } = await start();
    actor.send({ type: 'user.favorite' });
    await flush();
    actor.send({ type: 'user.favorite' });
    controls.favorite.resolve({ ok: true, value: true });
    await flush();
    controls.favorite.resolve({ ok: true, value: false });
    await flush();
    expect(controls.favorite.inputs.map((i) => (i as { favorite: boolean }).favorite)).toEqual([true, false]);
    expect(sel.selectFavorite(actor.getSnapshot())).toBe(false);
    expect(sel.selectFavouriting(actor.getSnapshot())).toBe(false);
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

describe('voteMachine under the page: what it reports and asks', () => {
  const none = { liked: false, disliked: false, favorite: false, voting: false, favouriting: false };
  function underPage(input: VoteInput) {
    const { machine, controls } = withControls(voteMachine, actors);
    const spies = effects();
    // the real `requireLogin` (a message to the parent); only the toast is a spy
    const logic = machine.provide({ actions: { notifyFailure: (_, p) => spies.notifyFailure(p) } });
    return { page: underParent(logic, { input, report: sel.selectVoteView }), controls };
  }

  it('reports each change of its buttons: the press at once, the call running, the rollback, a reload', async () => {
    const { page, controls } = underPage(inputs.member!);
    expect(page.reports).toEqual([none]);
    page.send({ type: 'user.like' });
    expect(page.last()).toEqual({ ...none, liked: true, voting: true });
    await flush();
    page.send({ type: 'user.favorite' });
    expect(page.last()).toEqual({ ...none, liked: true, voting: true, favorite: true, favouriting: true });
    controls.vote.resolve({ ok: false, error: 'http', message: 'Server says no' });
    await flush();
    expect(page.last()).toEqual({ ...none, favorite: true, favouriting: true });
    controls.favorite.resolve({ ok: true, value: true });
    await flush();
    expect(page.last()).toEqual({ ...none, favorite: true });
    page.send({ type: 'product.synced', like: -1, favorite: false });
    expect(page.last()).toEqual({ ...none, disliked: true });
    expect(page.messages).toEqual([]);
    page.stop();
  });

  it('anonymous: asks the page for the login on each press, and reports nothing changed', () => {
    const { page, controls } = underPage(inputs.anonymous!);
    page.send({ type: 'user.like' });
    page.send({ type: 'user.favorite' });
    expect(page.messages).toEqual([{ type: 'vote.requireLogin' }, { type: 'vote.requireLogin' }]);
    expect(page.last()).toEqual(none);
    expect(controls.vote.inputs).toEqual([]);
    page.stop();
  });
});
