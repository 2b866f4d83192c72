/**
 * Model-based tests of the web login machine: generated shortest, simple and per-transition paths are replayed on a
 * real actor with a controllable `login` actor; after each step the actor must be in the predicted state with the
 * same form facts. Main journeys are pinned by hand below.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { loginMachine, loginMessages, type LoginMachineInput } from '../../machines/auth/loginMachine';
import * as sel from '../../machines/auth/login.selectors';
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

const user = aUser();
const session = { token: 'tok-1', user, language: 'es' };

const events = [
  { type: 'user.change', field: 'email', value: 'member@demo.club' },
  { type: 'user.change', field: 'email', value: '' },
  { type: 'user.change', field: 'password', value: 'Demo1234!' },
  { type: 'user.submit' },
  { type: 'xstate.done.actor.login', output: { ok: true, value: session } },
  {
    type: 'xstate.done.actor.login',
    output: { ok: false, error: 'rejected', message: 'The email and password do not match' },
  },
  { type: 'xstate.done.actor.login', output: { ok: false, error: 'rejected' } },
  { type: 'xstate.error.actor.login', error: new Error('boom') },
] as EventObject[];

const inputs: Record<string, LoginMachineInput> = {
  'empty form': { companyCode: 'TTT' },
  'email from the address': { companyCode: 'MCT', email: 'member@demo.club' },
};

type Path = StatePath<Snapshot<unknown>, EventObject>;

// Context is part of a state's identity: keep the facts that change behaviour (filled or not, which errors show).
const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.LoginSnapshot;
  const { values, errors } = snap.context;
  return JSON.stringify([
    snap.value,
    values.email !== '',
    values.password !== '',
    errors.email?.id ?? null,
    errors.password?.id ?? null,
  ]);
};

const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect(serializeState(actual)).toEqual(serializeState(expected));
  // what was typed is never lost: the replayed form holds exactly the modelled values
  expect((actual as sel.LoginSnapshot).context.values).toEqual((expected as sel.LoginSnapshot).context.values);
};

function providedMachine() {
  const controls = { login: controllablePromise() };
  const effects = { loggedIn: vi.fn(), notifyFailure: vi.fn() };
  const machine = loginMachine.provide({
    actors: { login: controls.login.logic as never },
    actions: {
      loggedIn: (_, p) => effects.loggedIn(p),
      notifyFailure: (_, p) => effects.notifyFailure(p),
    },
  });
  return { machine, controls, effects };
}

function generate(input: LoginMachineInput) {
  const options = { input, events, serializeState };
  const shortest = getShortestPaths(loginMachine, options as never) as unknown as Path[];
  const simple = getSimplePaths(loginMachine, options as never) as unknown as Path[];
  const transitions = getTransitionPaths(loginMachine, options as never);
  return { shortest, simple, transitions };
}

describe('loginMachine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { shortest, simple, transitions } = generate(input);
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
          const label = path.steps
            .map((s) => {
              const e = s.event as EventObject & { field?: string; value?: string };
              return e.type === 'user.change' ? `${e.field}=${e.value ? 'x' : '∅'}` : e.type.replace('xstate.', '');
            })
            .join(' → ');
          it(`${kind}: ${label}`, async () => {
            const { machine, controls, effects } = providedMachine();
            const { actor } = await replayPath(machine, path, { input, controls, check });
            // effects follow the outcome: a session only on success, a toast only on failure
            const last = path.steps.at(-1)!;
            if ((last.state as sel.LoginSnapshot).matches('done')) expect(effects.loggedIn).toHaveBeenCalledTimes(1);
            else expect(effects.loggedIn).not.toHaveBeenCalled();
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
    expect(allStateIds(loginMachine).filter((id) => !reached.has(id))).toEqual([]);
    const coverage = transitionCoverage(loginMachine, all);
    console.info(`login transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
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
