/**
 * Model-based tests of the restore-password machine: generated shortest, simple and per-transition paths replayed on
 * a real actor with a controllable reset actor (password empty or set, confirmation empty, matching or not), plus the
 * pinned journeys.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  restorePasswordMachine,
  type RestorePasswordEvent,
  type RestorePasswordInput,
} from '../../machines/auth/restorePasswordMachine';
import * as sel from '../../machines/auth/restorePassword.selectors';
import {
  activeStateIds,
  allStateIds,
  controllablePromise,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
} from '../support/model';

const input: RestorePasswordInput = { token: 'reset-abc' };

const events = [
  { type: 'user.change', field: 'password', value: 'NewPass1!' },
  { type: 'user.change', field: 'confirmPassword', value: 'NewPass1!' },
  { type: 'user.change', field: 'confirmPassword', value: 'Other1!' },
  { type: 'user.submit' },
  { type: 'xstate.done.actor.resetPassword', output: { ok: true, value: null } },
  { type: 'xstate.done.actor.resetPassword', output: { ok: false, error: 'failed', message: 'Invalid token' } },
  { type: 'xstate.error.actor.resetPassword', error: new Error('boom') },
] as EventObject[];

type Path = StatePath<Snapshot<unknown>, EventObject>;

const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.RestorePasswordSnapshot;
  return JSON.stringify([snap.value, snap.context.values, Object.keys(snap.context.errors).sort()]);
};

const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect(serializeState(actual)).toEqual(serializeState(expected));
};

function providedMachine() {
  const controls = { resetPassword: controllablePromise() };
  const effects = { notifyRestoreSuccess: vi.fn(), notifyRestoreError: vi.fn(), goToLogin: vi.fn() };
  const machine = restorePasswordMachine.provide({
    actors: { resetPassword: controls.resetPassword.logic as never },
    actions: {
      notifyRestoreSuccess: () => effects.notifyRestoreSuccess(),
      notifyRestoreError: (_, p) => effects.notifyRestoreError(p),
      goToLogin: () => effects.goToLogin(),
    },
  });
  return { machine, controls, effects };
}

const options = { input, events: events as RestorePasswordEvent[], serializeState };
const shortest = getShortestPaths(restorePasswordMachine, options) as unknown as Path[];
const simple = getSimplePaths(restorePasswordMachine, options) as unknown as Path[];
const transitions = getTransitionPaths(restorePasswordMachine, options as never);

const label = (path: Path) =>
  path.steps
    .map((s) => {
      const e = s.event as EventObject & { field?: string; value?: string; output?: { ok: boolean; error?: string } };
      const type = e.type.replace('xstate.', '');
      if (e.type === 'user.change') return `${type}(${e.field}=${e.value})`;
      return e.output ? `${type}(${e.output.ok ? 'ok' : e.output.error})` : type;
    })
    .join(' → ');

describe('restorePasswordMachine paths', () => {
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
      it(`${kind}: ${label(path)}`, async () => {
        const { machine, controls } = providedMachine();
        const { actor } = await replayPath(machine, path, { input, controls, check });
        actor.stop();
      });
    }
  }

  it('reaches every state and covers every transition', () => {
    const all = [...simple, ...transitions];
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    expect(allStateIds(restorePasswordMachine).filter((id) => !reached.has(id))).toEqual([]);
    const coverage = transitionCoverage(restorePasswordMachine, all);
    console.info(`restorePassword transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
});

describe('restorePasswordMachine journeys', () => {
  async function start() {
    const ctx = providedMachine();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    return { ...ctx, actor };
  }
  const errorIds = (actor: Awaited<ReturnType<typeof start>>['actor']) =>
    Object.fromEntries(Object.entries(sel.selectErrors(actor.getSnapshot())).map(([f, d]) => [f, d?.id]));

  it('mismatching passwords show restore_password.restore_error_match_passwords under the confirmation', async () => {
    const { actor, controls } = await start();
    actor.send({ type: 'user.change', field: 'password', value: 'NewPass1!' });
    actor.send({ type: 'user.change', field: 'confirmPassword', value: 'NewPass2!' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(errorIds(actor)).toEqual({ confirmPassword: 'restore_password.restore_error_match_passwords' });
    expect(sel.selectErrors(actor.getSnapshot()).confirmPassword?.message).toBe('The passwords do not match');
    expect(controls.resetPassword.inputs).toEqual([]);
    // changing the password clears the stale mismatch message too
    actor.send({ type: 'user.change', field: 'password', value: 'NewPass2!' });
    expect(errorIds(actor)).toEqual({});
  });

  it('empty fields are required', async () => {
    const { actor } = await start();
    actor.send({ type: 'user.submit' });
    expect(errorIds(actor)).toEqual({
      password: 'restore_password.error_required',
      confirmPassword: 'restore_password.error_required',
    });
  });

  it('matching passwords reset with the token, toast success and go to the login', async () => {
    const { actor, controls, effects } = await start();
    actor.send({ type: 'user.change', field: 'password', value: 'NewPass1!' });
    actor.send({ type: 'user.change', field: 'confirmPassword', value: 'NewPass1!' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(controls.resetPassword.inputs).toEqual([{ password: 'NewPass1!', token: 'reset-abc' }]);
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    controls.resetPassword.resolve({ ok: true, value: null });
    await flush();
    expect(sel.selectIsDone(actor.getSnapshot())).toBe(true);
    expect(effects.notifyRestoreSuccess).toHaveBeenCalledTimes(1);
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a refused token toasts the server message and keeps what was typed', async () => {
    const { actor, controls, effects } = await start();
    actor.send({ type: 'user.change', field: 'password', value: 'NewPass1!' });
    actor.send({ type: 'user.change', field: 'confirmPassword', value: 'NewPass1!' });
    actor.send({ type: 'user.submit' });
    await flush();
    controls.resetPassword.resolve({ ok: false, error: 'failed', message: 'Invalid token' });
    await flush();
    expect(effects.notifyRestoreError).toHaveBeenCalledWith({ message: 'Invalid token' });
    expect(sel.selectValues(actor.getSnapshot())).toEqual({ password: 'NewPass1!', confirmPassword: 'NewPass1!' });
    expect(effects.goToLogin).not.toHaveBeenCalled();
    actor.send({ type: 'user.submit' });
    await flush();
    controls.resetPassword.reject(new Error('network'));
    await flush();
    expect(effects.notifyRestoreError).toHaveBeenLastCalledWith({ message: null });
  });
});
