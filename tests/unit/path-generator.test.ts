/**
 * The one path generator (tests/support/paths.ts) the model suites and `npm run qa-paths` share, the journey fixtures
 * typed against their machines, and the model suites' coverage recorded as data (tests/support/coverage.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import type { rentMachine } from '~machines/product/rentMachine';
import { clearCoverage, readCoverage, recordCoverage } from '../support/coverage';
import { applicable, generatePaths } from '../support/paths';
import type { JourneyFixture } from '../pathModels/types';
import { model as rentFixture } from '../pathModels/rent';

const machine = setup({
  types: { events: {} as { type: 'go' } | { type: 'back' } },
  actors: { load: fromPromise<number>(async () => 1) },
  delays: { wait: 1000 },
}).createMachine({
  id: 'tiny',
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading' } },
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'shown' },
      on: { back: 'idle' },
    },
    shown: { after: { wait: 'idle' } },
  },
});

const events = [
  { type: 'go' },
  { type: 'back' },
  { type: 'xstate.done.actor.load', output: 1 },
  { type: 'xstate.after.wait.tiny.shown' },
];
const serializeState = (s: unknown) => JSON.stringify((s as { value: unknown }).value);

describe('the path generator', () => {
  it('tries an actor’s answer only while it is invoked and a delay only in the state that set it', () => {
    const { shortest } = generatePaths(machine, { events, serializeState });
    const loading = shortest.find((p) => p.state.matches('loading'))!.state;
    const shown = shortest.find((p) => p.state.matches('shown'))!.state;
    expect(applicable(events)(loading).map((e) => e.type)).toEqual(['back', 'xstate.done.actor.load']);
    expect(applicable(events)(shown).map((e) => e.type)).toEqual(['xstate.after.wait.tiny.shown']);
  });

  it('adds one path per transition: the shortest path to a state, then one more event', () => {
    const { shortest, transitions } = generatePaths(machine, {
      events,
      serializeState,
      transitions: { key: serializeState },
    });
    expect(shortest.map((p) => serializeState(p.state)).sort()).toEqual(['"idle"', '"loading"', '"shown"']);
    const names = transitions.map((p) => p.steps.slice(1).map((s) => s.event.type));
    expect(names).toContainEqual(['go', 'back']);
    expect(names).toContainEqual(['go', 'xstate.done.actor.load', 'xstate.after.wait.tiny.shown']);
  });

  it('gives the events a browser may drive from a state when they depend on it', () => {
    const { shortest } = generatePaths(machine, {
      events: (s) => (serializeState(s) === '"loading"' ? events.filter((e) => e.type !== 'back') : events),
      serializeState,
      transitions: { key: serializeState },
    });
    expect(shortest).toHaveLength(3);
  });
});

describe('journey fixtures are typed against their machine', () => {
  it('accepts the rent fixture and refuses a renamed event, actor or state', () => {
    expect(rentFixture.flow).toBe('rent');
    const typed = (f: JourneyFixture<typeof rentMachine>) => f;
    typed({
      flow: 'rent',
      // @ts-expect-error an event the machine does not take
      events: [{ key: 'x', event: { type: 'user.rentNow' }, browser: true }],
    });
    typed({
      flow: 'rent',
      // @ts-expect-error an actor the machine does not invoke
      events: [{ key: 'x', event: { type: 'xstate.done.actor.loadCardz', output: null }, browser: true }],
    });
    typed({
      flow: 'rent',
      events: [],
      // @ts-expect-error a state the machine does not have
      raceInBrowser: [{ from: 'choosingg', key: 'x', reason: 'none' }],
    });
  });
});

describe('model coverage as data', () => {
  const dir = mkdtempSync(join(tmpdir(), 'model-coverage-'));
  afterEach(() => clearCoverage(dir));

  it('keeps, per machine, the widest measure the suites recorded', () => {
    recordCoverage({ suite: 'verifyA', machine: 'verify', covered: 3, total: 5 }, dir);
    recordCoverage({ suite: 'verifyB', machine: 'verify', covered: 6, total: 7 }, dir);
    recordCoverage({ suite: 'rent', machine: 'rent', covered: 16, total: 16 }, dir);
    expect(Object.fromEntries(readCoverage(dir))).toEqual({
      verify: { covered: 6, total: 7 },
      rent: { covered: 16, total: 16 },
    });
    rmSync(dir, { recursive: true, force: true });
    expect(readCoverage(dir).size).toBe(0);
  });
});
