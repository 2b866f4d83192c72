/**
 * Model-based tests of the TV QR login machine: generated paths (including the 3 s poll timers) are replayed on a
 * real actor with controllable actors and a simulated clock. Journeys pin the polling cadence (every 3 s, nothing
 * sooner), the silent failures, the new code after expiry, the session hand-over and that stopping the actor (leaving
 * the route) stops the polling.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { qrLoginMachine } from '~machines/auth/qrLoginMachine';
import * as sel from '~machines/auth/qrLogin.selectors';
import { aUser } from '../fixtures/domain';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const POLL = 3000;
const user = aUser();
const session = { token: 'tok-tv', user, language: 'en' as const };

const actors = {
  getTvLoginCode: {
    done: [
      { ok: true, value: 123456 },
      { ok: false, error: 'failed' },
    ],
    error: [new Error('boom')],
  },
  validateTvCode: {
    done: [
      { ok: true, value: { status: 'pending' } },
      { ok: true, value: { status: 'authorized', ...session } },
      { ok: false, error: 'expired' },
      { ok: false, error: 'failed' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof qrLoginMachine>;

const effects = () => ({ loggedIn: vi.fn() });

function provide(machine: typeof qrLoginMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({ actions: { loggedIn: (_, p) => spies.loggedIn(p) } });
}

function providedMachine() {
  const spies = effects();
  const { machine, controls } = withControls(qrLoginMachine, actors);
  return { machine: provide(machine, spies), controls, effects: spies };
}

modelSuite({
  name: 'qrLogin',
  machine: qrLoginMachine,
  events: {} satisfies EventFixtures<typeof qrLoginMachine>,
  actors,
  delays: { pollInterval: POLL },
  inputs: { default: undefined },
  simple: true,
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.code]),
  effects,
  provide,
  // the session is handed over exactly once, when the path ends logged in
  afterPath: (path, _actor, spies) => {
    expect(spies.loggedIn).toHaveBeenCalledTimes(path.steps.at(-1)!.state.matches('done') ? 1 : 0);
  },
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
