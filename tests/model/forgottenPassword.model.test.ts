/**
 * Model-based tests of the forgotten-password machine: generated shortest, simple and per-transition paths replayed
 * on a real actor with a controllable request actor (the email takes three values: empty, malformed, valid), plus
 * the pinned journeys.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  forgottenPasswordMachine,
  type ForgottenPasswordEvent,
  type ForgottenPasswordInput,
} from '../../machines/auth/forgottenPasswordMachine';
import * as sel from '../../machines/auth/forgottenPassword.selectors';
import {
  activeStateIds,
  allStateIds,
  controllablePromise,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
} from '../support/model';

const inputs: Record<string, ForgottenPasswordInput> = {
  'empty form': {},
  'email pre-filled': { email: 'member@demo.club' },
};

const events = [
  { type: 'user.change', field: 'email', value: '' },
  { type: 'user.change', field: 'email', value: 'member@' },
  { type: 'user.change', field: 'email', value: 'member@demo.club' },
  { type: 'user.submit' },
  { type: 'xstate.done.actor.requestNewPassword', output: { ok: true, value: null } },
  { type: 'xstate.done.actor.requestNewPassword', output: { ok: false, error: 'failed', message: 'Unknown email' } },
  { type: 'xstate.error.actor.requestNewPassword', error: new Error('boom') },
] as EventObject[];

type Path = StatePath<Snapshot<unknown>, EventObject>;

const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.ForgottenPasswordSnapshot;
  return JSON.stringify([snap.value, snap.context.values.email, Object.keys(snap.context.errors).sort()]);
};

const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect(serializeState(actual)).toEqual(serializeState(expected));
};

function providedMachine() {
  const controls = { requestNewPassword: controllablePromise() };
  const effects = { notifyRequestSuccess: vi.fn(), notifyRequestError: vi.fn(), goToLogin: vi.fn() };
  const machine = forgottenPasswordMachine.provide({
    actors: { requestNewPassword: controls.requestNewPassword.logic as never },
    actions: {
      notifyRequestSuccess: (_, p) => effects.notifyRequestSuccess(p),
      notifyRequestError: (_, p) => effects.notifyRequestError(p),
      goToLogin: (_, p) => effects.goToLogin(p),
    },
  });
  return { machine, controls, effects };
}

function generate(input: ForgottenPasswordInput) {
  const options = { input, events: events as ForgottenPasswordEvent[], serializeState };
  const shortest = getShortestPaths(forgottenPasswordMachine, options) as unknown as Path[];
  const simple = getSimplePaths(forgottenPasswordMachine, options) as unknown as Path[];
  const transitions = getTransitionPaths(forgottenPasswordMachine, options as never);
  return { shortest, simple, transitions };
}

const label = (path: Path) =>
  path.steps
    .map((s) => {
      const e = s.event as EventObject & { value?: string; output?: { ok: boolean; error?: string } };
      const type = e.type.replace('xstate.', '');
      if (e.type === 'user.change') return `${type}(${JSON.stringify(e.value)})`;
      return e.output ? `${type}(${e.output.ok ? 'ok' : e.output.error})` : type;
    })
    .join(' → ');

describe('forgottenPasswordMachine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { shortest, simple, transitions } = generate(input);
      it('generates paths', () => {
        expect(shortest.length).toBeGreaterThan(2);
        expect(simple.length).toBeGreaterThanOrEqual(shortest.length);
      });
      for (const [kind, paths] of [
        ['shortest', shortest],
        ['simple', simple],
        ['transition', transitions],
      ] as const) {
        for (const path of paths) {
          it(`${kind}: ${label(path)}`, async () => {
            const { machine, controls } = providedMachine();
            const { actor } = await replayPath(machine, path, { input, controls, check });
            actor.stop();
          });
        }
      }
    });
  }

  it('reaches every state and covers every transition', () => {
    const all = Object.values(inputs).flatMap((input) => {
      const g = generate(input);
      return [...g.simple, ...g.transitions];
    });
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    expect(allStateIds(forgottenPasswordMachine).filter((id) => !reached.has(id))).toEqual([]);
    const coverage = transitionCoverage(forgottenPasswordMachine, all);
    console.info(`forgottenPassword transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
});

describe('forgottenPasswordMachine journeys', () => {
  async function start(input: ForgottenPasswordInput = {}) {
    const ctx = providedMachine();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    return { ...ctx, actor };
  }

  it('requests the link, then goes to the login with the email and a success toast', async () => {
    const { actor, controls, effects } = await start();
    actor.send({ type: 'user.change', field: 'email', value: ' member@demo.club ' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(controls.requestNewPassword.inputs).toEqual([{ email: 'member@demo.club' }]);
    controls.requestNewPassword.resolve({ ok: true, value: null });
    await flush();
    expect(sel.selectIsDone(actor.getSnapshot())).toBe(true);
    expect(effects.goToLogin).toHaveBeenCalledWith({ email: 'member@demo.club' });
    expect(effects.notifyRequestSuccess).toHaveBeenCalledTimes(1);
  });

  it('an empty or malformed email is reported under the field without a request', async () => {
    const { actor, controls } = await start();
    actor.send({ type: 'user.submit' });
    expect(sel.selectErrors(actor.getSnapshot()).email?.id).toBe('forgotten_password.error_required');
    actor.send({ type: 'user.change', field: 'email', value: 'member@' });
    expect(sel.selectErrors(actor.getSnapshot()).email).toBeUndefined();
    actor.send({ type: 'user.submit' });
    expect(sel.selectErrors(actor.getSnapshot()).email?.id).toBe('forgotten_password.error_email');
    await flush();
    expect(controls.requestNewPassword.inputs).toEqual([]);
  });

  it('a failure toasts the server message (or the flow message) and keeps the email', async () => {
    const { actor, controls, effects } = await start({ email: 'member@demo.club' });
    actor.send({ type: 'user.submit' });
    await flush();
    controls.requestNewPassword.resolve({ ok: false, error: 'failed', message: 'Unknown email' });
    await flush();
    expect(effects.notifyRequestError).toHaveBeenCalledWith({ message: 'Unknown email' });
    expect(sel.selectValues(actor.getSnapshot()).email).toBe('member@demo.club');
    actor.send({ type: 'user.submit' });
    await flush();
    controls.requestNewPassword.resolve({ ok: false, error: 'failed' });
    await flush();
    expect(effects.notifyRequestError).toHaveBeenLastCalledWith({ message: null });
    expect(effects.goToLogin).not.toHaveBeenCalled();
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(false);
  });
});
