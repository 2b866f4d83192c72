/**
 * Model-based tests of the web login machine: generated shortest, simple and per-transition paths are replayed on a
 * real actor with a controllable `login` actor; after each step the actor must be in the predicted state with the
 * same form facts. Main journeys are pinned by hand below.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine, loginMessages, type LoginMachineInput } from '~machines/auth/loginMachine';
import * as sel from '~machines/auth/login.selectors';
import { aUser } from '../fixtures/domain';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const user = aUser();
const session = { token: 'tok-1', user, language: 'es' as const };

const actors = {
  login: {
    done: [
      { ok: true, value: session },
      { ok: false, error: 'rejected', message: 'The email and password do not match' },
      { ok: false, error: 'rejected' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof loginMachine>;

const inputs: Record<string, LoginMachineInput> = {
  'empty form': { companyCode: 'TTT' },
  'email from the address': { companyCode: 'MCT', email: 'member@demo.club' },
};

const effects = () => ({ loggedIn: vi.fn(), notifyFailure: vi.fn() });

function provide(machine: typeof loginMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: {
      loggedIn: (_, p) => spies.loggedIn(p),
      notifyFailure: (_, p) => spies.notifyFailure(p),
    },
  });
}

function providedMachine() {
  const spies = effects();
  const { machine, controls } = withControls(loginMachine, actors);
  return { machine: provide(machine, spies), controls, effects: spies };
}

modelSuite({
  name: 'login',
  machine: loginMachine,
  events: {
    'user.change': [
      { type: 'user.change', field: 'email', value: 'member@demo.club' },
      { type: 'user.change', field: 'email', value: '' },
      { type: 'user.change', field: 'password', value: 'Demo1234!' },
    ],
    'user.submit': [{ type: 'user.submit' }],
  } satisfies EventFixtures<typeof loginMachine>,
  actors,
  inputs,
  simple: true,
  // Context is part of a state's identity: keep the facts that change behaviour (filled or not, which errors show).
  serializeState: (snap) => {
    const { values, errors } = snap.context;
    return JSON.stringify([
      snap.value,
      values.email !== '',
      values.password !== '',
      errors.email?.id ?? null,
      errors.password?.id ?? null,
    ]);
  },
  // what was typed is never lost: the replayed form holds exactly the modelled values
  check: (actual, expected) => expect(actual.context.values).toEqual(expected.context.values),
  effects,
  provide,
  // effects follow the outcome: a session only on success
  afterPath: (path, _actor, spies) => {
    if (path.steps.at(-1)!.state.matches('done')) expect(spies.loggedIn).toHaveBeenCalledTimes(1);
    else expect(spies.loggedIn).not.toHaveBeenCalled();
  },
});

describe('loginMachine journeys', () => {
  async function start(input: LoginMachineInput) {
    const ctx = providedMachine();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    return { ...ctx, actor };
  }

  it('submitting an empty form shows both field messages and sends nothing', async () => {
    const { actor, controls } = await start(inputs['empty form']!);
    expect(sel.selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.submit' });
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(sel.selectErrors(s)).toEqual({
      email: loginMessages.emailRequired,
      password: loginMessages.passwordRequired,
    });
    expect(controls.login.inputs).toEqual([]);
    // typing clears only that field's message
    actor.send({ type: 'user.change', field: 'email', value: 'a@b.c' });
    expect(sel.selectErrors(actor.getSnapshot())).toEqual({ email: null, password: loginMessages.passwordRequired });
  });

  it('a blank email (spaces only) is not filled', async () => {
    const { actor, controls } = await start(inputs['empty form']!);
    actor.send({ type: 'user.change', field: 'email', value: '   ' });
    actor.send({ type: 'user.change', field: 'password', value: 'x' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(sel.selectErrors(actor.getSnapshot()).email).toEqual(loginMessages.emailRequired);
    expect(controls.login.inputs).toEqual([]);
  });

  it('success: sends the trimmed email, the password and the company code, then hands over the session', async () => {
    const { actor, controls, effects } = await start(inputs['email from the address']!);
    expect(sel.selectValues(actor.getSnapshot()).email).toBe('member@demo.club');
    actor.send({ type: 'user.change', field: 'email', value: ' member@demo.club ' });
    actor.send({ type: 'user.change', field: 'password', value: 'Demo1234!' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(sel.selectCanSubmit(actor.getSnapshot())).toBe(false);
    expect(controls.login.inputs).toEqual([{ email: 'member@demo.club', password: 'Demo1234!', companyCode: 'MCT' }]);
    controls.login.resolve({ ok: true, value: session });
    await flush();
    expect(sel.selectIsDone(actor.getSnapshot())).toBe(true);
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(effects.loggedIn).toHaveBeenCalledWith(session);
    expect(effects.notifyFailure).not.toHaveBeenCalled();
  });

  it('a refusal shows the server message, keeps what was typed and allows another try', async () => {
    const { actor, controls, effects } = await start(inputs['empty form']!);
    actor.send({ type: 'user.change', field: 'email', value: 'member@demo.club' });
    actor.send({ type: 'user.change', field: 'password', value: 'wrong' });
    actor.send({ type: 'user.submit' });
    await flush();
    controls.login.resolve({ ok: false, error: 'rejected', message: 'Nope, says the server' });
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(sel.selectIsBusy(s)).toBe(false);
    expect(sel.selectValues(s)).toEqual({ email: 'member@demo.club', password: 'wrong' });
    expect(effects.notifyFailure).toHaveBeenCalledWith({
      message: 'Nope, says the server',
      fallback: loginMessages.loginError,
    });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(controls.login.inputs).toHaveLength(2);
  });

  it('without a server message (or on an unexpected error) the spec fallback login.login_error is shown', async () => {
    const { actor, controls, effects } = await start(inputs['email from the address']!);
    actor.send({ type: 'user.change', field: 'password', value: 'x' });
    actor.send({ type: 'user.submit' });
    await flush();
    controls.login.resolve({ ok: false, error: 'rejected' });
    await flush();
    expect(effects.notifyFailure).toHaveBeenLastCalledWith({ message: null, fallback: loginMessages.loginError });
    expect(loginMessages.loginError).toMatchObject({
      id: 'login.login_error',
      message: 'The email and password do not match',
    });
    actor.send({ type: 'user.submit' });
    await flush();
    controls.login.reject(new Error('network down'));
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('typing while the request runs is kept (the request carries what was submitted)', async () => {
    const { actor, controls } = await start(inputs['email from the address']!);
    actor.send({ type: 'user.change', field: 'password', value: 'first' });
    actor.send({ type: 'user.submit' });
    await flush();
    actor.send({ type: 'user.change', field: 'password', value: 'second' });
    expect(controls.login.inputs[0]).toMatchObject({ password: 'first' });
    controls.login.resolve({ ok: false, error: 'rejected' });
    await flush();
    expect(sel.selectValues(actor.getSnapshot()).password).toBe('second');
  });
});
