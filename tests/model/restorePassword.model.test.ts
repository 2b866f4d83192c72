/**
 * Model-based tests of the restore-password machine: generated shortest, simple and per-transition paths replayed on
 * a real actor with a controllable reset actor (password empty or set, confirmation empty, matching or not), plus the
 * pinned journeys.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { restorePasswordMachine, type RestorePasswordInput } from '~machines/auth/restorePasswordMachine';
import * as sel from '~machines/auth/restorePassword.selectors';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';

const input: RestorePasswordInput = { token: 'reset-abc' };

const actors = {
  resetPassword: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'failed', message: 'Invalid token' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof restorePasswordMachine>;

function providedMachine() {
  const { machine, controls } = withControls(restorePasswordMachine, actors);
  const effects = { notifyRestoreSuccess: vi.fn(), notifyRestoreError: vi.fn(), goToLogin: vi.fn() };
  const provided = machine.provide({
    actions: {
      notifyRestoreSuccess: () => effects.notifyRestoreSuccess(),
      notifyRestoreError: (_, p) => effects.notifyRestoreError(p),
      goToLogin: () => effects.goToLogin(),
    },
  });
  return { machine: provided, controls, effects };
}

modelSuite({
  name: 'restorePassword',
  machine: restorePasswordMachine,
  effects: () => actionSpies(restorePasswordMachine),
  provide: provideSpies,
  events: {
    'user.change': [
      { type: 'user.change', field: 'password', value: 'NewPass1!' },
      { type: 'user.change', field: 'confirmPassword', value: 'NewPass1!' },
      { type: 'user.change', field: 'confirmPassword', value: 'Other1!' },
    ],
    'user.submit': [{ type: 'user.submit' }],
  } satisfies EventFixtures<typeof restorePasswordMachine>,
  actors,
  inputs: { default: input },
  simple: true,
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.values, Object.keys(snap.context.errors).sort()]),
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
