/**
 * Model-based tests of the search debounce machine (spec §5, §8, §9): generated paths replayed on a real actor with a
 * controllable search call and a simulated clock, then the timing journeys pinned by hand (no call at 499 ms, a call
 * at 500 ms, typing restarts the wait, blank text never calls, a failure clears the results).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { searchMachine, type SearchInput, type SearchOutput } from '~machines/search/searchMachine';
import * as sel from '~machines/search/search.selectors';
import type { ProductCard } from '~/domain';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';

const product = { id: 2014, title: 'Bouldering basics', fullTitle: 'Bouldering basics' } as ProductCard;
const found: SearchOutput = { ok: true, value: [product] };
const none: SearchOutput = { ok: true, value: [] };
const failed: SearchOutput = { ok: false, error: 'failed' };

/**
 * The search call settles the LATEST pending call (a reentered `searching` state cancels the previous invoke, whose
 * promise is then ignored by the machine).
 */
const actors = {
  search: { done: [found, none, failed], error: [new Error('boom')], latest: true },
} satisfies ActorFixtures<typeof searchMachine>;

const inputs: Record<string, SearchInput> = {
  'no text': { text: '' },
  'text in the URL': { text: 'climb' },
};

function providedMachine() {
  const { machine, controls } = withControls(searchMachine, actors);
  const notifyFailed = vi.fn();
  return {
    machine: machine.provide({ actions: { notifyFailed: () => notifyFailed() } }),
    search: controls.search,
    notifyFailed,
  };
}

modelSuite({
  name: 'search',
  machine: searchMachine,
  effects: () => actionSpies(searchMachine),
  provide: provideSpies,
  events: {
    'user.type': [
      { type: 'user.type', text: 'boul' },
      { type: 'user.type', text: '  ' },
    ],
    'user.search': [
      { type: 'user.search', text: '#tag' },
      { type: 'user.search', text: '' },
    ],
  } satisfies EventFixtures<typeof searchMachine>,
  actors,
  delays: { debounce: 500 },
  inputs,
  simple: true,
  // `starting` is transient (eventless): never a resting state
  transient: ['search.starting'],
  // context kept to the facts that change behaviour (blank text or not, results none / empty / some)
  serializeState: (snap) => {
    const c = snap.context;
    return JSON.stringify([snap.value, c.text.trim() === '', c.results === null ? null : c.results.length > 0]);
  },
});

describe('searchMachine journeys (simulated clock)', () => {
  async function start(text = '') {
    const ctx = providedMachine();
    const clock = new SimulatedClock();
    const actor = createActor(ctx.machine, { input: { text }, clock }).start();
    await flush();
    return { ...ctx, actor, clock };
  }

  it('calls 500 ms after the last keystroke, not at 499 ms', async () => {
    const { actor, clock, search } = await start();
    actor.send({ type: 'user.type', text: 'boulder' });
    clock.increment(499);
    await flush();
    expect(search.inputs).toEqual([]);
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    await flush();
    expect(search.inputs).toEqual([{ query: 'boulder' }]);
    search.resolve(found);
    await flush();
    expect(sel.selectResults(actor.getSnapshot())).toEqual([product]);
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(sel.selectQuery(actor.getSnapshot())).toBe('boulder');
    actor.stop();
  });

  it('each keystroke restarts the wait; only the last text is searched', async () => {
    const { actor, clock, search } = await start();
    actor.send({ type: 'user.type', text: 'b' });
    clock.increment(400);
    actor.send({ type: 'user.type', text: 'bo' });
    clock.increment(400);
    actor.send({ type: 'user.type', text: 'bou' });
    clock.increment(499);
    await flush();
    expect(search.inputs).toEqual([]);
    clock.increment(1);
    await flush();
    expect(search.inputs).toEqual([{ query: 'bou' }]);
    actor.stop();
  });

  it('blank text never calls and clears the results', async () => {
    const { actor, clock, search } = await start();
    actor.send({ type: 'user.type', text: 'x' });
    clock.increment(500);
    await flush();
    search.resolve(found);
    await flush();
    actor.send({ type: 'user.type', text: '   ' });
    clock.increment(10_000);
    actor.send({ type: 'user.search', text: '' });
    clock.increment(10_000);
    await flush();
    expect(search.inputs).toEqual([{ query: 'x' }]);
    expect(sel.selectResults(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });

  it('a failure clears the results and notifies once', async () => {
    const { actor, clock, search, notifyFailed } = await start();
    actor.send({ type: 'user.type', text: 'rope' });
    clock.increment(500);
    await flush();
    search.resolve(found);
    await flush();
    actor.send({ type: 'user.type', text: 'ropes' });
    clock.increment(500);
    await flush();
    search.resolve(failed);
    await flush();
    expect(sel.selectFailed(actor.getSnapshot())).toBe(true);
    expect(sel.selectResults(actor.getSnapshot())).toBeNull();
    expect(sel.selectIsEmpty(actor.getSnapshot())).toBe(false);
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('an unexpected rejection is a failure too', async () => {
    const { actor, clock, search, notifyFailed } = await start();
    actor.send({ type: 'user.type', text: 'rope' });
    clock.increment(500);
    await flush();
    search.reject(new Error('network'));
    await flush();
    expect(sel.selectFailed(actor.getSnapshot())).toBe(true);
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('text from the URL is searched at once; an empty answer is "no product found"', async () => {
    const { actor, search } = await start('#trail');
    expect(search.inputs).toEqual([{ query: '#trail' }]);
    search.resolve(none);
    await flush();
    expect(sel.selectIsEmpty(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('user.search skips the debounce; typing during a call cancels it (its late answer is ignored)', async () => {
    const { actor, clock, search } = await start();
    actor.send({ type: 'user.search', text: ' climb ' });
    await flush();
    expect(search.inputs).toEqual([{ query: 'climb' }]);
    actor.send({ type: 'user.type', text: 'climbing' });
    await flush();
    expect(actor.getSnapshot().value).toBe('debouncing');
    clock.increment(500);
    await flush();
    expect(search.inputs).toEqual([{ query: 'climb' }, { query: 'climbing' }]);
    search.resolve(none);
    await flush();
    expect(sel.selectQuery(actor.getSnapshot())).toBe('climbing');
    actor.stop();
  });
});
