/**
 * Model-based tests of the signup machine: generated shortest, simple and per-transition paths are replayed on a real
 * actor with a controllable register actor; after each step the actor must be in the predicted state with the same
 * values and the same field messages. The main journeys are pinned by hand below.
 *
 * The graph is bounded by its events: the model starts from a blank, a filled or an external-signup club and only
 * toggles the facts that decide the steps (the confirmation matching, the privacy checkbox), so the serialised values
 * stay a handful. A failure without a server message is pinned in the journeys.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { signupMachine, type SignupInput } from '~machines/auth/signupMachine';
import * as sel from '~machines/auth/signup.selectors';
import type { SignupValues } from '~machines/auth/validation';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';

const filled: SignupValues = {
  email: 'ana@demo.club',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  firstName: 'Ana',
  lastName: 'García',
  gender: 'female',
  birthdate: '1990-05-17',
  country: 'ES',
  acceptPrivacy: true,
};

const club = { companyCode: 'MCT', clubId: 2, language: 'en' as const, externalSignup: null, today: '2026-11-29' };

const inputs: Record<string, SignupInput> = {
  'blank form': club,
  'filled form': { ...club, values: filled },
  'external registration': { ...club, companyCode: 'KNC', clubId: 5, externalSignup: 'https://example.com/register' },
};

const actors = {
  register: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'rejected', message: 'Email already registered' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof signupMachine>;

function providedMachine() {
  const { machine, controls } = withControls(signupMachine, actors);
  const effects = {
    goToExternalSignup: vi.fn(),
    notifySignupSuccess: vi.fn(),
    notifySignupError: vi.fn(),
    goToLogin: vi.fn(),
  };
  const provided = machine.provide({
    actions: {
      goToExternalSignup: (_, p) => effects.goToExternalSignup(p),
      notifySignupSuccess: (_, p) => effects.notifySignupSuccess(p),
      notifySignupError: (_, p) => effects.notifySignupError(p),
      goToLogin: (_, p) => effects.goToLogin(p),
    },
  });
  return { machine: provided, controls, effects };
}

modelSuite({
  name: 'signup',
  machine: signupMachine,
  effects: () => actionSpies(signupMachine),
  provide: provideSpies,
  events: {
    'user.change': [
      { type: 'user.change', field: 'confirmPassword', value: 'Other123!' },
      { type: 'user.change', field: 'confirmPassword', value: 'Secret123!' },
    ],
    'user.acceptPrivacy': [
      { type: 'user.acceptPrivacy', accepted: false },
      { type: 'user.acceptPrivacy', accepted: true },
    ],
    'user.submit': [{ type: 'user.submit' }],
    'user.back': [{ type: 'user.back' }],
  } satisfies EventFixtures<typeof signupMachine>,
  actors,
  inputs,
  simple: true,
  // Context is part of a state's identity: the values (few, given the events) and which fields show a message.
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.values, Object.keys(snap.context.errors).sort()]),
});

describe('signupMachine journeys', () => {
  async function start(input: SignupInput = inputs['blank form']!) {
    const ctx = providedMachine();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    return { ...ctx, actor };
  }

  type Actor = Awaited<ReturnType<typeof start>>['actor'];
  const type = (actor: Actor, values: Partial<SignupValues>) => {
    for (const [field, value] of Object.entries(values) as Array<[keyof SignupValues, string | boolean]>) {
      if (field === 'acceptPrivacy') actor.send({ type: 'user.acceptPrivacy', accepted: value as boolean });
      else actor.send({ type: 'user.change', field, value: value as string });
    }
  };
  const errorIds = (actor: Actor) =>
    Object.fromEntries(Object.entries(sel.selectErrors(actor.getSnapshot())).map(([f, d]) => [f, d?.id]));

  it('two steps: the first submit validates and advances, the second registers and goes to the login', async () => {
    const { actor, controls, effects } = await start();
    type(actor, { email: ' ana@demo.club ', password: 'Secret123!', confirmPassword: 'Secret123!' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(sel.selectStep(actor.getSnapshot())).toBe('details');
    expect(controls.register.inputs).toEqual([]);

    type(actor, {
      firstName: 'Ana',
      lastName: 'García',
      gender: 'female',
      birthdate: '1990-05-17',
      country: 'ES',
      acceptPrivacy: true,
    });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(controls.register.inputs).toEqual([
      {
        email: 'ana@demo.club',
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        firstName: 'Ana',
        lastName: 'García',
        gender: 'female',
        birthdate: '1990-05-17',
        country: 'ES',
        companyCode: 'MCT',
        clubId: 2,
        language: 'en',
      },
    ]);
    controls.register.resolve({ ok: true, value: null });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.goToLogin).toHaveBeenCalledWith({ email: 'ana@demo.club' });
    expect(effects.notifySignupSuccess).toHaveBeenCalledTimes(1);
    expect(effects.notifySignupError).not.toHaveBeenCalled();
  });

  it('a mismatching confirmation shows signup.error_verification_password under it and does not advance', async () => {
    const { actor } = await start();
    type(actor, { email: 'ana@demo.club', password: 'Secret123!', confirmPassword: 'Secret124!' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(sel.selectStep(actor.getSnapshot())).toBe('credentials');
    expect(errorIds(actor)).toEqual({ confirmPassword: 'signup.error_verification_password' });
    // editing the confirmation clears its message; fixing it lets the step advance
    type(actor, { confirmPassword: 'Secret123!' });
    expect(errorIds(actor)).toEqual({});
    actor.send({ type: 'user.submit' });
    expect(sel.selectStep(actor.getSnapshot())).toBe('details');
  });

  it('every field is required; the email must look like one; the privacy policy must be accepted', async () => {
    const { actor } = await start();
    actor.send({ type: 'user.submit' });
    expect(errorIds(actor)).toEqual({
      email: 'signup.error_required',
      password: 'signup.error_required',
      confirmPassword: 'signup.error_required',
    });
    type(actor, { email: 'ana@', password: 'x', confirmPassword: 'x' });
    actor.send({ type: 'user.submit' });
    expect(errorIds(actor)).toEqual({ email: 'signup.error_email' });
    type(actor, { email: 'ana@demo.club' });
    actor.send({ type: 'user.submit' });
    expect(sel.selectStep(actor.getSnapshot())).toBe('details');
    actor.send({ type: 'user.submit' });
    expect(errorIds(actor)).toEqual({
      firstName: 'signup.error_required',
      lastName: 'signup.error_required',
      gender: 'signup.error_required',
      birthdate: 'signup.error_required',
      country: 'signup.error_required',
      acceptPrivacy: 'signup.error_privacy',
    });
    type(actor, { firstName: 'Ana', lastName: 'G', gender: 'male', birthdate: '1990-01-01', country: 'ES' });
    actor.send({ type: 'user.submit' });
    expect(errorIds(actor)).toEqual({ acceptPrivacy: 'signup.error_privacy' });
    expect(sel.selectStep(actor.getSnapshot())).toBe('details');
  });

  it('a birthdate after today is refused with its own message, the rest kept', async () => {
    const { actor } = await start({ ...club, values: { ...filled, birthdate: '2026-11-30' } });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.submit' });
    expect(errorIds(actor)).toEqual({ birthdate: 'signup.error_birthdate_future' });
    expect(sel.selectStep(actor.getSnapshot())).toBe('details');
    expect(sel.selectValues(actor.getSnapshot()).firstName).toBe(filled.firstName);
  });

  it('Back returns to step 1 keeping every value', async () => {
    const { actor } = await start({ ...club, values: filled });
    actor.send({ type: 'user.submit' });
    type(actor, { firstName: 'Marta', acceptPrivacy: false });
    actor.send({ type: 'user.submit' });
    expect(errorIds(actor)).toEqual({ acceptPrivacy: 'signup.error_privacy' });
    actor.send({ type: 'user.back' });
    expect(sel.selectStep(actor.getSnapshot())).toBe('credentials');
    // step 2 messages do not follow the user back to step 1
    expect(errorIds(actor)).toEqual({});
    expect(sel.selectValues(actor.getSnapshot())).toEqual({ ...filled, firstName: 'Marta', acceptPrivacy: false });
    actor.send({ type: 'user.submit' });
    expect(sel.selectValues(actor.getSnapshot()).firstName).toBe('Marta');
  });

  it('a server refusal shows its message and keeps the values on step 2', async () => {
    const { actor, controls, effects } = await start({ ...club, values: filled });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.submit' });
    await flush();
    controls.register.resolve({ ok: false, error: 'rejected', message: 'Email already registered' });
    await flush();
    expect(sel.selectStep(actor.getSnapshot())).toBe('details');
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(sel.selectValues(actor.getSnapshot())).toEqual(filled);
    expect(effects.notifySignupError).toHaveBeenCalledWith({ message: 'Email already registered' });
    expect(effects.goToLogin).not.toHaveBeenCalled();

    // a failure without a message falls back to signup.signup_error (message null); the user can try again
    actor.send({ type: 'user.submit' });
    await flush();
    controls.register.reject(new Error('network'));
    await flush();
    expect(effects.notifySignupError).toHaveBeenLastCalledWith({ message: null });
    expect(sel.selectValues(actor.getSnapshot())).toEqual(filled);
    expect(controls.register.inputs).toHaveLength(2);
  });

  it('a club with an external registration page sends the browser there and never shows the form', async () => {
    const { actor, effects, controls } = await start(inputs['external registration']!);
    expect(sel.selectStep(actor.getSnapshot())).toBe('external');
    expect(sel.selectExternalUrl(actor.getSnapshot())).toBe('https://example.com/register');
    expect(effects.goToExternalSignup).toHaveBeenCalledWith({ url: 'https://example.com/register' });
    expect(controls.register.inputs).toEqual([]);
  });
});
