/**
 * Model-based tests of the search debounce machine (spec §5, §8, §9): generated paths replayed on a real actor with a
 * controllable search call and a simulated clock, then the timing journeys pinned by hand (no call at 499 ms, a call
 * at 500 ms, typing restarts the wait, blank text never calls, a failure clears the results).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { searchMachine, type SearchInput, type SearchOutput } from '../../machines/search/searchMachine';
import * as sel from '../../machines/search/search.selectors';
import type { ProductCard } from '../../src/domain';
import {
  activeStateIds,
  allStateIds,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
} from '../support/model';

type Path = StatePath<Snapshot<unknown>, EventObject>;

const product = { id: 2014, title: 'Bouldering basics', fullTitle: 'Bouldering basics' } as ProductCard;
const found: SearchOutput = { ok: true, value: [product] };
const none: SearchOutput = { ok: true, value: [] };
const failed: SearchOutput = { ok: false, error: 'failed' };

const events = [
  { type: 'user.type', text: 'boul' },
  { type: 'user.type', text: '  ' },
  { type: 'user.search', text: '#tag' },
  { type: 'user.search', text: '' },
  { type: 'xstate.after.debounce.search.debouncing' },
  { type: 'xstate.done.actor.search', output: found },
  { type: 'xstate.done.actor.search', output: none },
  { type: 'xstate.done.actor.search', output: failed },
  { type: 'xstate.error.actor.search', error: new Error('boom') },
] as EventObject[];

const inputs: Record<string, SearchInput> = {
  'no text': { text: '' },
  'text in the URL': { text: 'climb' },
};

/**
 * The search call settles the LATEST pending call (a reentered `searching` state cancels the previous invoke, whose
 * promise is then ignored by the machine).
 */
function latestControllable() {
  const pending: Array<{ resolve: (v: SearchOutput) => void; reject: (e: unknown) => void }> = [];
  const inputs: Array<{ query: string }> = [];
  const logic = fromPromise<SearchOutput, { query: string }>(
    ({ input }) =>
      new Promise<SearchOutput>((resolve, reject) => {
        inputs.push(input);
        pending.push({ resolve, reject });
      }),
  );
  return {
    logic,
    inputs,
    get pendingCount() {
      return pending.length;
    },
    resolve(value: unknown) {
      const call = pending.pop();
      if (!call) throw new Error('no pending call');
      pending.length = 0;
      call.resolve(value as SearchOutput);
    },
    reject(error: unknown) {
      const call = pending.pop();
      if (!call) throw new Error('no pending call');
      pending.length = 0;
      call.reject(error);
    },
  };
}

function providedMachine() {
  const search = latestControllable();
  const notifyFailed = vi.fn();
  const machine = searchMachine.provide({
    actors: { search: search.logic as never },
    actions: { notifyFailed: () => notifyFailed() },
  });
  return { machine, search, notifyFailed };
}

const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as ReturnType<typeof searchMachine.getInitialSnapshot>;
  const c = snap.context;
  // context kept to the facts that change behaviour (blank text or not, results none / empty / some)
  return JSON.stringify([snap.value, c.text.trim() === '', c.results === null ? null : c.results.length > 0]);
};

const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect(serializeState(actual)).toEqual(serializeState(expected));
};

function generate(input: SearchInput) {
  const options = { input, events, serializeState };
  const shortest = getShortestPaths(searchMachine, options as never) as unknown as Path[];
  const simple = getSimplePaths(searchMachine, options as never) as unknown as Path[];
  const transitions = getTransitionPaths(searchMachine, options as never);
  return { shortest, simple, transitions };
}

describe('searchMachine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { shortest, simple, transitions } = generate(input);
      it('generates paths', () => {
        expect(shortest.length).toBeGreaterThan(3);
        expect(simple.length).toBeGreaterThanOrEqual(shortest.length);
      });
      for (const [kind, paths] of [
        ['shortest', shortest],
        ['transition', transitions],
      ] as const) {
        for (const path of paths) {
          const label = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
          it(`${kind}: ${label}`, async () => {
            const { machine, search } = providedMachine();
            const { actor } = await replayPath(machine, path, {
              input,
              controls: { search: search as never },
              delays: { debounce: 500 },
              check,
            });
            actor.stop();
          });
        }
      }
      it(`replays ${simple.length} simple paths`, async () => {
        for (const path of simple) {
          const { machine, search } = providedMachine();
          const { actor } = await replayPath(machine, path, {
            input,
            controls: { search: search as never },
            delays: { debounce: 500 },
            check,
          });
          actor.stop();
        }
      });
    });
  }

  it('reaches every state and covers every transition', () => {
    const all = Object.values(inputs).flatMap((input) => {
      const g = generate(input);
      return [...g.shortest, ...g.simple, ...g.transitions];
    });
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    // `starting` is transient (eventless): never a resting state
    const unreachable = allStateIds(searchMachine).filter((id) => !reached.has(id) && id !== 'search.starting');
    expect(unreachable).toEqual([]);
    const coverage = transitionCoverage(searchMachine, all);
    console.info(`search transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
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
