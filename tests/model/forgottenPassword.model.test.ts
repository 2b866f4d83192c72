/**
 * Model-based tests of the forgotten-password machine: generated shortest, simple and per-transition paths replayed
 * on a real actor with a controllable request actor (the email takes three values: empty, malformed, valid), plus
 * the pinned journeys.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { forgottenPasswordMachine, type ForgottenPasswordInput } from '~machines/auth/forgottenPasswordMachine';
import * as sel from '~machines/auth/forgottenPassword.selectors';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';

const inputs: Record<string, ForgottenPasswordInput> = {
  'empty form': {},
  'email pre-filled': { email: 'member@demo.club' },
};

const actors = {
  requestNewPassword: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'failed', message: 'Unknown email' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof forgottenPasswordMachine>;

function providedMachine() {
  const { machine, controls } = withControls(forgottenPasswordMachine, actors);
  const effects = { notifyRequestSuccess: vi.fn(), notifyRequestError: vi.fn(), goToLogin: vi.fn() };
  const provided = machine.provide({
    actions: {
      notifyRequestSuccess: (_, p) => effects.notifyRequestSuccess(p),
      notifyRequestError: (_, p) => effects.notifyRequestError(p),
      goToLogin: (_, p) => effects.goToLogin(p),
    },
  });
  return { machine: provided, controls, effects };
}

modelSuite({
  name: 'forgottenPassword',
  machine: forgottenPasswordMachine,
  effects: () => actionSpies(forgottenPasswordMachine),
  provide: provideSpies,
  events: {
    'user.change': [
      { type: 'user.change', field: 'email', value: '' },
      { type: 'user.change', field: 'email', value: 'member@' },
      { type: 'user.change', field: 'email', value: 'member@demo.club' },
    ],
    'user.submit': [{ type: 'user.submit' }],
  } satisfies EventFixtures<typeof forgottenPasswordMachine>,
  actors,
  inputs,
  simple: true,
  serializeState: (snap) =>
    JSON.stringify([snap.value, snap.context.values.email, Object.keys(snap.context.errors).sort()]),
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
