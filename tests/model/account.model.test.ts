/**
 * Model-based tests of the account's profile machines: edit profile (required fields per spec §5, kept as typed on
 * failure, closed on success; the save itself, with the session, toast and language, is the `profileSave` child,
 * tested in profileSave.model.test.ts and replaced here by a controllable promise) and change password (the server judges). Generated paths replayed
 * on real actors with controllable actors; journeys pinned with their effects.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { profileEditMachine } from '~machines/account/profileEditMachine';
import * as profileSel from '~machines/account/profileEdit.selectors';
import { passwordChangeMachine, passwordMessages } from '~machines/account/passwordChangeMachine';
import * as passwordSel from '~machines/account/passwordChange.selectors';
import { isValidProfile } from '~machines/profile/validation';
import { aUser } from '../fixtures/domain';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';

const TODAY = '2025-06-01';
const user = aUser({ id: 9, gender: 'female', language: 'en', phone: '600', city: 'Madrid' });
const saved = aUser({ id: 9, gender: 'female', language: 'es', phone: '600', city: 'Madrid' });

const profileActors = {
  // the save child ends with the saved user, or null when it told the member why it could not save
  profileSave: {
    done: [{ user: saved }, { user: null }],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof profileEditMachine>;

modelSuite({
  name: 'profileEdit',
  machine: profileEditMachine,
  actors: profileActors,
  inputs: { default: { today: TODAY } },
  events: {
    'user.open': [{ type: 'user.open', user }],
    'user.change': [
      { type: 'user.change', field: 'firstName', value: '' },
      { type: 'user.change', field: 'firstName', value: 'Ana' },
      { type: 'user.change', field: 'phone', value: '' },
    ],
    'user.toggleTeam': [{ type: 'user.toggleTeam', teamId: 601 }],
    'user.submit': [{ type: 'user.submit' }],
    'user.dismiss': [{ type: 'user.dismiss' }],
  } satisfies EventFixtures<typeof profileEditMachine>,
  serializeState: (snap) =>
    JSON.stringify([
      snap.value,
      isValidProfile(snap.context.form, TODAY),
      snap.context.form.phone === '',
      snap.context.form.favoriteTeamIds.length,
      snap.context.submitted,
      Object.keys(profileSel.selectErrors(snap)),
    ]),
});

const passwordActors = {
  changePassword: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'refused', message: 'Wrong password' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof passwordChangeMachine>;

modelSuite({
  name: 'passwordChange',
  machine: passwordChangeMachine,
  effects: () => actionSpies(passwordChangeMachine),
  provide: provideSpies,
  actors: passwordActors,
  inputs: { default: undefined },
  simple: true,
  events: {
    'user.open': [{ type: 'user.open' }],
    'user.change': [{ type: 'user.change', field: 'oldPassword', value: 'Demo1234!' }],
    'user.submit': [{ type: 'user.submit' }],
    'user.dismiss': [{ type: 'user.dismiss' }],
  } satisfies EventFixtures<typeof passwordChangeMachine>,
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.form.oldPassword !== '']),
});

describe('profileEdit journeys', () => {
  function start() {
    const { machine, controls } = withControls(profileEditMachine, profileActors);
    const actor = createActor(machine, { input: { today: TODAY } }).start();
    return { actor, saveProfile: controls.profileSave };
  }

  it('opens pre-filled (optional fields included), email apart', () => {
    const { actor } = start();
    actor.send({ type: 'user.open', user });
    const s = actor.getSnapshot();
    expect(profileSel.selectOpen(s)).toBe(true);
    expect(profileSel.selectEmail(s)).toBe(user.email);
    expect(profileSel.selectForm(s)).toMatchObject({ firstName: user.firstName, phone: '600', city: 'Madrid' });
  });

  it('refuses an empty required field without calling the server; optional ones may be empty', async () => {
    const { actor, saveProfile } = start();
    actor.send({ type: 'user.open', user });
    actor.send({ type: 'user.change', field: 'lastName', value: ' ' });
    actor.send({ type: 'user.change', field: 'phone', value: '' });
    actor.send({ type: 'user.submit' });
    expect(profileSel.selectErrors(actor.getSnapshot())).toEqual({ lastName: 'required' });
    expect(saveProfile.inputs).toEqual([]);
    actor.send({ type: 'user.change', field: 'lastName', value: 'Ruiz' });
    expect(profileSel.selectErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'user.submit' });
    expect(profileSel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(saveProfile.inputs[0]?.form.phone).toBe('');
  });

  it('toggles favourite teams (GPT) and sends them with the profile', () => {
    const { actor, saveProfile } = start();
    actor.send({
      type: 'user.open',
      user: { ...user, favoriteTeams: [{ id: 601, name: 'A', shortName: 'A', image: '', pathToDetail: '' }] },
    });
    expect(profileSel.selectForm(actor.getSnapshot()).favoriteTeamIds).toEqual([601]);
    actor.send({ type: 'user.toggleTeam', teamId: 602 });
    actor.send({ type: 'user.toggleTeam', teamId: 601 });
    actor.send({ type: 'user.submit' });
    expect(saveProfile.inputs[0]?.form.favoriteTeamIds).toEqual([602]);
  });

  it('keeps what was typed when the save fails (the save child told why), and can save again', async () => {
    const { actor, saveProfile } = start();
    actor.send({ type: 'user.open', user });
    actor.send({ type: 'user.change', field: 'city', value: 'Bilbao' });
    actor.send({ type: 'user.submit' });
    saveProfile.resolve({ user: null });
    await flush();
    expect(profileSel.selectOpen(actor.getSnapshot())).toBe(true);
    expect(profileSel.selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(profileSel.selectForm(actor.getSnapshot()).city).toBe('Bilbao');
    actor.send({ type: 'user.submit' });
    saveProfile.reject(new Error('boom'));
    await flush();
    expect(profileSel.selectForm(actor.getSnapshot()).city).toBe('Bilbao');
    expect(profileSel.selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  it('saves the user with the form (the child updates session, toast and language), then closes', async () => {
    const { actor, saveProfile } = start();
    actor.send({ type: 'user.open', user });
    actor.send({ type: 'user.change', field: 'language', value: 'es' });
    actor.send({ type: 'user.submit' });
    expect(saveProfile.inputs[0]).toMatchObject({ user, form: { language: 'es', city: 'Madrid' } });
    saveProfile.resolve({ user: saved });
    await flush();
    expect(profileSel.selectOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.user).toEqual(saved);
  });
});

describe('passwordChange journeys', () => {
  function start() {
    const { machine: withChange, controls } = withControls(passwordChangeMachine, passwordActors);
    const changePassword = controls.changePassword;
    const effects = { notifySaved: vi.fn(), notifySaveFailed: vi.fn() };
    const machine = withChange.provide({
      actions: {
        notifySaved: (_, p) => effects.notifySaved(p),
        notifySaveFailed: (_, p) => effects.notifySaveFailed(p),
      },
    });
    const actor = createActor(machine).start();
    return { actor, changePassword, effects };
  }

  it('sends the three fields as typed, with no client-side rule', () => {
    const { actor, changePassword } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.change', field: 'oldPassword', value: 'a' });
    actor.send({ type: 'user.change', field: 'newPassword', value: 'b' });
    actor.send({ type: 'user.change', field: 'newPasswordConfirmation', value: 'c' });
    actor.send({ type: 'user.submit' });
    expect(changePassword.inputs).toEqual([{ oldPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'c' }]);
  });

  it('server message on failure, fields kept; the key when there is none; success clears and closes', async () => {
    const { actor, changePassword, effects } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.change', field: 'oldPassword', value: 'wrong' });
    actor.send({ type: 'user.submit' });
    changePassword.resolve({ ok: false, error: 'refused', message: 'The current password is not correct' });
    await flush();
    expect(effects.notifySaveFailed).toHaveBeenLastCalledWith({
      message: 'The current password is not correct',
      fallback: passwordMessages.error,
    });
    expect(passwordSel.selectForm(actor.getSnapshot()).oldPassword).toBe('wrong');
    actor.send({ type: 'user.submit' });
    changePassword.resolve({ ok: false, error: 'refused' });
    await flush();
    expect(effects.notifySaveFailed).toHaveBeenLastCalledWith({ message: null, fallback: passwordMessages.error });
    actor.send({ type: 'user.submit' });
    changePassword.resolve({ ok: true, value: null });
    await flush();
    expect(effects.notifySaved).toHaveBeenCalledWith({ message: passwordMessages.updated });
    expect(passwordSel.selectOpen(actor.getSnapshot())).toBe(false);
    expect(passwordSel.selectForm(actor.getSnapshot()).oldPassword).toBe('');
  });
});
