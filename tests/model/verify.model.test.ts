/**
 * Model-based tests of the verify-user and verify-qr machines: generated paths replayed on real actors with
 * controllable actors; journeys pin the order of the effects (navigation first, the loading toast replaced by the
 * outcome) and the integer parsing of the QR code.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { verifyUserMachine, verifyUserMessages } from '~machines/auth/verifyUserMachine';
import * as userSel from '~machines/auth/verifyUser.selectors';
import { parseLoginCode, verifyQrMachine, verifyQrMessages, type VerifyQrInput } from '~machines/auth/verifyQrMachine';
import * as qrSel from '~machines/auth/verifyQr.selectors';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';

// ---------------------------------------------------------------------------------------------------------------
// verify-user

const userActors = {
  verifyEmail: {
    done: [
      { ok: true, value: undefined },
      { ok: false, error: 'failed' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof verifyUserMachine>;

function providedVerifyUser() {
  const { machine: withActors, controls } = withControls(verifyUserMachine, userActors);
  const log: string[] = [];
  const effects = {
    goToLogin: vi.fn(() => log.push('goToLogin')),
    notifyLoading: vi.fn((p: { message: { id: string } }) => log.push(p.message.id)),
    notifySucceeded: vi.fn((p: { message: { id: string } }) => log.push(p.message.id)),
    notifyFailure: vi.fn((p: { message: { id: string } }) => log.push(p.message.id)),
  };
  const machine = withActors.provide({
    actions: {
      goToLogin: () => effects.goToLogin(),
      notifyLoading: (_, p) => effects.notifyLoading(p),
      notifySucceeded: (_, p) => effects.notifySucceeded(p),
      notifyFailure: (_, p) => effects.notifyFailure(p),
    },
  });
  return { machine, controls, effects, log };
}

// The state value is the whole story of these flows (context is fixed by the input).
modelSuite({
  name: 'verifyUser',
  machine: verifyUserMachine,
  effects: () => actionSpies(verifyUserMachine),
  provide: provideSpies,
  events: {} satisfies EventFixtures<typeof verifyUserMachine>,
  actors: userActors,
  inputs: { token: { verificationToken: 'verify-abc' } },
  simple: true,
  serializeState: (snap) => JSON.stringify(snap.value),
});

type VerifyEmail = ReturnType<typeof providedVerifyUser>['controls']['verifyEmail'];

describe('verifyUserMachine journeys', () => {
  it('goes to /auth/login first, shows the loading toast, verifies the token, then the success toast', async () => {
    const { machine, controls, log } = providedVerifyUser();
    const actor = createActor(machine, { input: { verificationToken: 'verify-abc' } }).start();
    await flush();
    expect(userSel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(log).toEqual(['goToLogin', 'verifyUser.loading']);
    expect(controls.verifyEmail.inputs).toEqual([{ verificationToken: 'verify-abc' }]);
    controls.verifyEmail.resolve({ ok: true, value: undefined });
    await flush();
    expect(log).toEqual(['goToLogin', 'verifyUser.loading', 'verifyUser.succeeded']);
    expect(userSel.selectOutcome(actor.getSnapshot())).toBe('verified');
    // the flow ends by itself
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused or failed verification shows verifyUser.error with the spec text', async () => {
    for (const settle of [
      (c: VerifyEmail) => c.resolve({ ok: false, error: 'failed' }),
      (c: VerifyEmail) => c.reject(new Error('offline')),
    ]) {
      const { machine, controls, effects } = providedVerifyUser();
      const actor = createActor(machine, { input: { verificationToken: 'bad' } }).start();
      await flush();
      settle(controls.verifyEmail);
      await flush();
      expect(effects.notifyFailure).toHaveBeenCalledWith({ message: verifyUserMessages.error });
      expect(effects.notifySucceeded).not.toHaveBeenCalled();
      expect(userSel.selectOutcome(actor.getSnapshot())).toBe('failed');
    }
    expect(verifyUserMessages.error).toMatchObject({ id: 'verifyUser.error', message: 'User could not be verified' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// verify-qr

const qrActors = {
  waitForSession: { done: [{ authenticated: true }, { authenticated: false }], error: [new Error('boom')] },
  authorizeTvCode: {
    done: [
      { ok: true, value: undefined },
      { ok: false, error: 'failed' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof verifyQrMachine>;

function providedVerifyQr() {
  const { machine: withActors, controls } = withControls(verifyQrMachine, qrActors);
  const log: string[] = [];
  const note = (p: { message: { id: string } }) => log.push(p.message.id);
  const effects = {
    goHome: vi.fn(() => log.push('goHome')),
    goToLogin: vi.fn((p: { returnTo: string }) => log.push(`goToLogin ${p.returnTo}`)),
    notifyLoading: vi.fn(note),
    notifySucceeded: vi.fn(note),
    notifyFailure: vi.fn(note),
    notifyInfo: vi.fn(note),
  };
  const machine = withActors.provide({
    actions: {
      goHome: () => effects.goHome(),
      goToLogin: (_, p) => effects.goToLogin(p),
      notifyLoading: (_, p) => effects.notifyLoading(p),
      notifySucceeded: (_, p) => effects.notifySucceeded(p),
      notifyFailure: (_, p) => effects.notifyFailure(p),
      notifyInfo: (_, p) => effects.notifyInfo(p),
    },
  });
  return { machine, controls, effects, log };
}

const qrInputs: Record<string, VerifyQrInput> = {
  'numeric code': { qrCode: '123456', returnTo: '/verify-qr?qrCode=123456' },
  'not a number': { qrCode: 'abc', returnTo: '/verify-qr?qrCode=abc' },
};

modelSuite({
  name: 'verifyQr',
  machine: verifyQrMachine,
  effects: () => actionSpies(verifyQrMachine),
  provide: provideSpies,
  events: {} satisfies EventFixtures<typeof verifyQrMachine>,
  actors: qrActors,
  inputs: qrInputs,
  simple: true,
  serializeState: (snap) => JSON.stringify(snap.value),
});

describe('verifyQrMachine journeys', () => {
  async function start(input: VerifyQrInput, authenticated: boolean) {
    const ctx = providedVerifyQr();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    expect(ctx.log).toEqual([]); // nothing is decided before the session settles
    ctx.controls.waitForSession.resolve({ authenticated });
    await flush();
    return { ...ctx, actor };
  }

  it('parses the code as an integer (parseInt, base 10)', () => {
    expect(parseLoginCode('123456')).toBe(123456);
    expect(parseLoginCode('0123')).toBe(123);
    expect(parseLoginCode('42abc')).toBe(42);
    expect(parseLoginCode('abc')).toBeNull();
    expect(parseLoginCode('')).toBeNull();
    expect(parseLoginCode(undefined)).toBeNull();
  });

  it('logged in: goes home, shows the loading toast, authorises the code, then the success toast', async () => {
    const { actor, controls, log } = await start(qrInputs['numeric code']!, true);
    expect(log).toEqual(['goHome', 'verifyQR.loading']);
    expect(controls.authorizeTvCode.inputs).toEqual([{ loginCode: 123456 }]);
    controls.authorizeTvCode.resolve({ ok: true, value: undefined });
    await flush();
    expect(log).toEqual(['goHome', 'verifyQR.loading', 'verifyQR.succeeded']);
    expect(qrSel.selectOutcome(actor.getSnapshot())).toBe('authorized');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('logged in, refused: the error toast (spec text) replaces the loading one', async () => {
    const { actor, controls, log, effects } = await start(qrInputs['numeric code']!, true);
    controls.authorizeTvCode.resolve({ ok: false, error: 'failed' });
    await flush();
    expect(log).toEqual(['goHome', 'verifyQR.loading', 'verifyQR.error']);
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: verifyQrMessages.error });
    expect(verifyQrMessages.error).toMatchObject({ message: 'QR could not be verified' });
    expect(qrSel.selectOutcome(actor.getSnapshot())).toBe('failed');
  });

  it('logged in with a code that is not a number: home and the error toast, nothing sent', async () => {
    const { actor, controls, log } = await start(qrInputs['not a number']!, true);
    expect(log).toEqual(['goHome', 'verifyQR.error']);
    expect(controls.authorizeTvCode.inputs).toEqual([]);
    expect(qrSel.selectOutcome(actor.getSnapshot())).toBe('failed');
  });

  it('anonymous: to /auth/login with a returnTo back here and the not-authenticated message', async () => {
    const { actor, controls, log } = await start(qrInputs['numeric code']!, false);
    expect(log).toEqual(['goToLogin /verify-qr?qrCode=123456', 'verifyQR.message_not_authenticated']);
    expect(controls.authorizeTvCode.inputs).toEqual([]);
    expect(qrSel.selectOutcome(actor.getSnapshot())).toBe('notAuthenticated');
  });
});
