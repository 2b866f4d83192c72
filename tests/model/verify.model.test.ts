/**
 * Model-based tests of the verify-user and verify-qr machines: generated paths replayed on real actors with
 * controllable actors; journeys pin the order of the effects (navigation first, the loading toast replaced by the
 * outcome) and the integer parsing of the QR code.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { verifyUserMachine, verifyUserMessages } from '../../machines/auth/verifyUserMachine';
import * as userSel from '../../machines/auth/verifyUser.selectors';
import {
  parseLoginCode,
  verifyQrMachine,
  verifyQrMessages,
  type VerifyQrInput,
} from '../../machines/auth/verifyQrMachine';
import * as qrSel from '../../machines/auth/verifyQr.selectors';
import {
  activeStateIds,
  allStateIds,
  controllablePromise,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
  type ControllablePromise,
} from '../support/model';

type Path = StatePath<Snapshot<unknown>, EventObject>;

// The state value is the whole story of these flows (context is fixed by the input).
const serializeState = (s: Snapshot<unknown>) => JSON.stringify((s as Snapshot<unknown> & { value: unknown }).value);
const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) =>
  expect(serializeState(actual)).toEqual(serializeState(expected));

function pathsOf(machine: AnyStateMachine, input: unknown, events: EventObject[]) {
  const options = { input, events, serializeState };
  const shortest = getShortestPaths(machine, options as never) as unknown as Path[];
  const simple = getSimplePaths(machine, options as never) as unknown as Path[];
  const transitions = getTransitionPaths(machine, options as never);
  return { shortest, simple, transitions };
}

function replayAll(
  name: string,
  machine: AnyStateMachine,
  inputs: Record<string, unknown>,
  events: EventObject[],
  provided: () => { machine: AnyStateMachine; controls: Record<string, ControllablePromise> },
) {
  describe(`${name} paths`, () => {
    for (const [inputName, input] of Object.entries(inputs)) {
      describe(inputName, () => {
        const { shortest, simple, transitions } = pathsOf(machine, input, events);
        it('generates paths', () => {
          expect(shortest.length).toBeGreaterThan(1);
          expect(simple.length).toBeGreaterThanOrEqual(shortest.length - 1);
        });
        for (const [kind, paths] of [
          ['shortest', shortest],
          ['simple', simple],
          ['transition', transitions],
        ] as const) {
          for (const path of paths) {
            const label = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
            it(`${kind}: ${label}`, async () => {
              const p = provided();
              const { actor } = await replayPath(p.machine, path, { input, controls: p.controls, check });
              actor.stop();
            });
          }
        }
      });
    }

    it('reaches every state and covers every transition', () => {
      const all = Object.values(inputs).flatMap((input) => {
        const g = pathsOf(machine, input, events);
        return [...g.simple, ...g.transitions];
      });
      const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
      expect(allStateIds(machine).filter((id) => !reached.has(id))).toEqual([]);
      const coverage = transitionCoverage(machine, all);
      console.info(`${name} transition coverage: ${coverage.covered}/${coverage.total}`);
      expect(coverage.missing).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// verify-user

function providedVerifyUser() {
  const controls = { verifyEmail: controllablePromise() };
  const log: string[] = [];
  const effects = {
    goToLogin: vi.fn(() => log.push('goToLogin')),
    notifyLoading: vi.fn((p: { message: { id: string } }) => log.push(p.message.id)),
    notifySucceeded: vi.fn((p: { message: { id: string } }) => log.push(p.message.id)),
    notifyFailure: vi.fn((p: { message: { id: string } }) => log.push(p.message.id)),
  };
  const machine = verifyUserMachine.provide({
    actors: { verifyEmail: controls.verifyEmail.logic as never },
    actions: {
      goToLogin: () => effects.goToLogin(),
      notifyLoading: (_, p) => effects.notifyLoading(p),
      notifySucceeded: (_, p) => effects.notifySucceeded(p),
      notifyFailure: (_, p) => effects.notifyFailure(p),
    },
  });
  return { machine, controls, effects, log };
}

replayAll(
  'verifyUser',
  verifyUserMachine,
  { token: { verificationToken: 'verify-abc' } },
  [
    { type: 'xstate.done.actor.verifyEmail', output: { ok: true, value: undefined } },
    { type: 'xstate.done.actor.verifyEmail', output: { ok: false, error: 'failed' } },
    { type: 'xstate.error.actor.verifyEmail', error: new Error('boom') },
  ] as unknown as EventObject[],
  providedVerifyUser,
);

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
      (c: ControllablePromise) => c.resolve({ ok: false, error: 'failed' }),
      (c: ControllablePromise) => c.reject(new Error('offline')),
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

function providedVerifyQr() {
  const controls = { waitForSession: controllablePromise(), authorizeTvCode: controllablePromise() };
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
  const machine = verifyQrMachine.provide({
    actors: {
      waitForSession: controls.waitForSession.logic as never,
      authorizeTvCode: controls.authorizeTvCode.logic as never,
    },
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

replayAll(
  'verifyQr',
  verifyQrMachine,
  qrInputs,
  [
    { type: 'xstate.done.actor.waitForSession', output: { authenticated: true } },
    { type: 'xstate.done.actor.waitForSession', output: { authenticated: false } },
    { type: 'xstate.error.actor.waitForSession', error: new Error('boom') },
    { type: 'xstate.done.actor.authorizeTvCode', output: { ok: true, value: undefined } },
    { type: 'xstate.done.actor.authorizeTvCode', output: { ok: false, error: 'failed' } },
    { type: 'xstate.error.actor.authorizeTvCode', error: new Error('boom') },
  ] as unknown as EventObject[],
  providedVerifyQr,
);

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
