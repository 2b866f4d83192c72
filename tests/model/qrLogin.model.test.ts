/**
 * Model-based tests of the TV QR login machine: generated paths (including the 3 s poll timers) are replayed on a
 * real actor with controllable actors and a simulated clock. Journeys pin the polling cadence (every 3 s, nothing
 * sooner), the silent failures, the new code after expiry, the session hand-over and that stopping the actor (leaving
 * the route) stops the polling.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { qrLoginMachine } from '../../machines/auth/qrLoginMachine';
import * as sel from '../../machines/auth/qrLogin.selectors';
import { aUser } from '../fixtures/domain';
import {
  activeStateIds,
  allStateIds,
  controllablePromise,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
} from '../support/model';

const POLL = 3000;
const user = aUser();
const session = { token: 'tok-tv', user, language: 'en' as const };

const events = [
  { type: 'xstate.done.actor.getTvLoginCode', output: { ok: true, value: 123456 } },
  { type: 'xstate.done.actor.getTvLoginCode', output: { ok: false, error: 'failed' } },
  { type: 'xstate.error.actor.getTvLoginCode', error: new Error('boom') },
  { type: 'xstate.after.pollInterval.qrLogin.retrying' },
  { type: 'xstate.after.pollInterval.qrLogin.showing.waiting' },
  { type: 'xstate.done.actor.validateTvCode', output: { ok: true, value: { status: 'pending' } } },
  { type: 'xstate.done.actor.validateTvCode', output: { ok: true, value: { status: 'authorized', ...session } } },
  { type: 'xstate.done.actor.validateTvCode', output: { ok: false, error: 'expired' } },
  { type: 'xstate.done.actor.validateTvCode', output: { ok: false, error: 'failed' } },
  { type: 'xstate.error.actor.validateTvCode', error: new Error('boom') },
] as EventObject[];

type Path = StatePath<Snapshot<unknown>, EventObject>;

const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.QrLoginSnapshot;
  return JSON.stringify([snap.value, snap.context.code]);
};

const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect(serializeState(actual)).toEqual(serializeState(expected));
};

function providedMachine() {
  const controls = { getTvLoginCode: controllablePromise(), validateTvCode: controllablePromise() };
  const effects = { loggedIn: vi.fn() };
  const machine = qrLoginMachine.provide({
    actors: {
      getTvLoginCode: controls.getTvLoginCode.logic as never,
      validateTvCode: controls.validateTvCode.logic as never,
    },
    actions: { loggedIn: (_, p) => effects.loggedIn(p) },
  });
  return { machine, controls, effects };
}

/**
 * `getTransitionPaths` only takes `xstate.*` events that settle an invoked actor, so it skips the delayed
 * (`xstate.after.*`) transitions; this adds one path per delayed transition the same way: the shortest path to each
 * state that accepts it, then the timer firing. (Needed for retrying -> fetchingCode, whose target the simple paths
 * never revisit.)
 */
function afterTransitionPaths(shortest: Path[]): Path[] {
  const result: Path[] = [];
  for (const path of shortest) {
    const state = path.state as unknown as { can(e: EventObject): boolean };
    for (const event of events.filter((e) => e.type.startsWith('xstate.after.'))) {
      if (!state.can(event)) continue;
      const next = getShortestPaths(qrLoginMachine, {
        events: [event],
        serializeState,
        fromState: path.state,
      } as never) as unknown as Path[];
      const step = next.find((p) => p.steps.length === 2 && p.steps[1]!.event === event);
      if (!step) throw new Error(`no step for ${event.type}`);
      const target = step.steps[1]!.state;
      result.push({ state: target, weight: path.weight + 1, steps: [...path.steps, { event, state: target }] });
    }
  }
  return result;
}

function generate() {
  const options = { events, serializeState };
  const shortest = getShortestPaths(qrLoginMachine, options as never) as unknown as Path[];
  const simple = getSimplePaths(qrLoginMachine, options as never) as unknown as Path[];
  const transitions = [...getTransitionPaths(qrLoginMachine, options as never), ...afterTransitionPaths(shortest)];
  return { shortest, simple, transitions };
}

describe('qrLoginMachine paths', () => {
  const { shortest, simple, transitions } = generate();
  it('generates paths', () => {
    expect(shortest.length).toBeGreaterThan(3);
    expect(simple.length).toBeGreaterThanOrEqual(shortest.length);
  });
  for (const [kind, paths] of [
    ['shortest', shortest],
    ['simple', simple],
    ['transition', transitions],
  ] as const) {
    for (const path of paths) {
      const label = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
      it(`${kind}: ${label}`, async () => {
        const { machine, controls, effects } = providedMachine();
        const { actor } = await replayPath(machine, path, { controls, delays: { pollInterval: POLL }, check });
        const done = (path.steps.at(-1)!.state as sel.QrLoginSnapshot).matches('done');
        expect(effects.loggedIn).toHaveBeenCalledTimes(done ? 1 : 0);
        actor.stop();
      });
    }
  }

  it('reaches every state and covers every transition', () => {
    const all = [...simple, ...transitions];
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    expect(allStateIds(qrLoginMachine).filter((id) => !reached.has(id))).toEqual([]);
    const coverage = transitionCoverage(qrLoginMachine, all);
    console.info(`qrLogin transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
});

describe('qrLoginMachine journeys', () => {
  async function start() {
    const ctx = providedMachine();
    const clock = new SimulatedClock();
    const actor = createActor(ctx.machine, { clock }).start();
    await flush();
    return { ...ctx, actor, clock };
  }

  async function tick(clock: SimulatedClock, ms: number) {
    clock.increment(ms);
    await flush();
  }

  it('the poll interval is the spec value, 3 s', () => {
    expect(qrLoginMachine.implementations.delays.pollInterval).toBe(3000);
  });

  it('shows the code, then polls every 3 s (not sooner) while the code is pending', async () => {
    const { actor, controls, clock } = await start();
    expect(sel.selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(sel.selectCode(actor.getSnapshot())).toBeNull();
    controls.getTvLoginCode.resolve({ ok: true, value: 654321 });
    await flush();
    expect(sel.selectCode(actor.getSnapshot())).toBe(654321);
    expect(sel.selectIsLoading(actor.getSnapshot())).toBe(false);

    await tick(clock, POLL - 1);
    expect(controls.validateTvCode.inputs).toHaveLength(0);
    await tick(clock, 1);
    expect(controls.validateTvCode.inputs).toEqual([{ loginCode: 654321 }]);

    controls.validateTvCode.resolve({ ok: true, value: { status: 'pending' } });
    await flush();
    await tick(clock, POLL - 1);
    expect(controls.validateTvCode.inputs).toHaveLength(1);
    await tick(clock, 1);
    expect(controls.validateTvCode.inputs).toHaveLength(2);

    // failures are silent: polling goes on, the code stays on screen
    controls.validateTvCode.resolve({ ok: false, error: 'failed' });
    await flush();
    expect(sel.selectCode(actor.getSnapshot())).toBe(654321);
    await tick(clock, POLL);
    expect(controls.validateTvCode.inputs).toHaveLength(3);
    controls.validateTvCode.reject(new Error('offline'));
    await flush();
    await tick(clock, POLL);
    expect(controls.validateTvCode.inputs).toHaveLength(4);
    actor.stop();
  });

  it('stops polling when the actor stops (the route is left)', async () => {
    const { actor, controls, clock } = await start();
    controls.getTvLoginCode.resolve({ ok: true, value: 111111 });
    await flush();
    await tick(clock, POLL);
    controls.validateTvCode.resolve({ ok: true, value: { status: 'pending' } });
    await flush();
    expect(controls.validateTvCode.inputs).toHaveLength(1);
    actor.stop();
    await tick(clock, POLL * 10);
    expect(controls.validateTvCode.inputs).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('a code that cannot be fetched is fetched again after 3 s', async () => {
    const { actor, controls, clock } = await start();
    controls.getTvLoginCode.resolve({ ok: false, error: 'failed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('retrying');
    await tick(clock, POLL - 1);
    expect(controls.getTvLoginCode.inputs).toHaveLength(1);
    await tick(clock, 1);
    expect(controls.getTvLoginCode.inputs).toHaveLength(2);
    controls.getTvLoginCode.reject(new Error('offline'));
    await flush();
    await tick(clock, POLL);
    expect(controls.getTvLoginCode.inputs).toHaveLength(3);
    controls.getTvLoginCode.resolve({ ok: true, value: 222222 });
    await flush();
    expect(sel.selectCode(actor.getSnapshot())).toBe(222222);
    actor.stop();
  });

  it('an expired code is replaced by a new one', async () => {
    const { actor, controls, clock } = await start();
    controls.getTvLoginCode.resolve({ ok: true, value: 333333 });
    await flush();
    await tick(clock, POLL);
    controls.validateTvCode.resolve({ ok: false, error: 'expired' });
    await flush();
    expect(controls.getTvLoginCode.inputs).toHaveLength(2);
    expect(sel.selectCode(actor.getSnapshot())).toBeNull();
    controls.getTvLoginCode.resolve({ ok: true, value: 444444 });
    await flush();
    await tick(clock, POLL);
    expect(controls.validateTvCode.inputs.at(-1)).toEqual({ loginCode: 444444 });
    actor.stop();
  });

  it('once authorised it hands over the session and stops polling', async () => {
    const { actor, controls, clock, effects } = await start();
    controls.getTvLoginCode.resolve({ ok: true, value: 555555 });
    await flush();
    await tick(clock, POLL);
    controls.validateTvCode.resolve({ ok: true, value: { status: 'authorized', ...session } });
    await flush();
    expect(effects.loggedIn).toHaveBeenCalledWith(session);
    expect(sel.selectIsDone(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    await tick(clock, POLL * 5);
    expect(controls.validateTvCode.inputs).toHaveLength(1);
  });

  it('the QR encodes the web verify-qr address of the code', () => {
    expect(sel.verifyQrUrl('https://ttt.example', 123456)).toBe('https://ttt.example/verify-qr?qrCode=123456');
    expect(sel.verifyQrUrl('http://localhost:4374/', 7)).toBe('http://localhost:4374/verify-qr?qrCode=7');
  });
});
