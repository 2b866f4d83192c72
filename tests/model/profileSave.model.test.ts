/**
 * Model-based tests of the profile save child (shared by complete-profile and edit-profile): generated paths replayed
 * on a real actor with a controllable `updateUser`, the effects checked after each path (saved: session, toast with
 * the chosen language, then the language switch; refused: the server's message, else the flow's), the output read.
 * Journeys pinned with their effects.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  PROFILE_UPDATE_ERROR,
  PROFILE_UPDATED,
  profileSaveMachine,
  type ProfileSaveInput,
} from '~machines/profile/profileSaveMachine';
import { aUser } from '../fixtures/domain';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const user = aUser({ id: 9, gender: 'female', language: 'en', phone: '600', city: 'Madrid' });
const saved = aUser({ id: 9, gender: 'female', language: 'es', phone: '600', city: 'Madrid' });

const actors = {
  updateUser: {
    done: [
      { ok: true, value: saved },
      { ok: false, error: 'save_failed', message: 'Bad phone' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof profileSaveMachine>;

const profileForm = {
  firstName: 'Marta',
  lastName: 'Ruiz',
  birthdate: '1990-04-01',
  country: 'ES',
  gender: 'female',
  language: 'es',
} as const;

const inputs: Record<string, ProfileSaveInput> = {
  // complete-profile: the six required fields
  'the complete-profile form': { user, form: profileForm },
  // edit-profile: the optional fields and the teams too, the language left as it was
  'the edit-profile form': {
    user,
    form: { ...profileForm, language: '', phone: '', address: '', city: 'Bilbao', postalCode: '', favoriteTeamIds: [] },
  },
};

const effects = () => ({
  updateSession: vi.fn(),
  notifySaved: vi.fn(),
  changeLanguage: vi.fn(),
  notifySaveFailed: vi.fn(),
});

function provide(machine: typeof profileSaveMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: {
      updateSession: (_, p) => spies.updateSession(p),
      notifySaved: (_, p) => spies.notifySaved(p),
      changeLanguage: (_, p) => spies.changeLanguage(p),
      notifySaveFailed: (_, p) => spies.notifySaveFailed(p),
    },
  });
}

modelSuite({
  name: 'profileSave',
  machine: profileSaveMachine,
  events: {} satisfies EventFixtures<typeof profileSaveMachine>,
  actors,
  inputs,
  simple: true,
  serializeState: (snap) => JSON.stringify([snap.status, snap.value, snap.context.saved?.id ?? null]),
  invariant: (snap) => {
    // it ends with the saved user, or null when nothing was saved
    if (snap.status === 'done') expect(snap.output).toEqual({ user: snap.matches('saved') ? saved : null });
  },
  effects,
  provide,
  // saved: the session, the toast with the chosen language, then the switch; otherwise one failure toast
  afterPath: (path, actor, spies, _controls, input) => {
    const snap = actor.getSnapshot();
    const lang = input.form.language || saved.language;
    if (snap.matches('saved')) {
      expect(spies.updateSession).toHaveBeenCalledExactlyOnceWith({ user: saved });
      expect(spies.notifySaved).toHaveBeenCalledExactlyOnceWith({ message: PROFILE_UPDATED, lang });
      expect(spies.changeLanguage).toHaveBeenCalledExactlyOnceWith({ lang });
      expect(spies.updateSession.mock.invocationCallOrder[0]!).toBeLessThan(
        spies.notifySaved.mock.invocationCallOrder[0]!,
      );
      expect(spies.notifySaved.mock.invocationCallOrder[0]!).toBeLessThan(
        spies.changeLanguage.mock.invocationCallOrder[0]!,
      );
      expect(spies.notifySaveFailed).not.toHaveBeenCalled();
    } else {
      expect(spies.updateSession).not.toHaveBeenCalled();
      expect(spies.notifySaved).not.toHaveBeenCalled();
      expect(spies.changeLanguage).not.toHaveBeenCalled();
      const failed = path.steps.some((s) => /^xstate\.(done|error)\.actor\./.test(s.event.type));
      expect(spies.notifySaveFailed).toHaveBeenCalledTimes(failed ? 1 : 0);
    }
  },
});

describe('profileSave journeys', () => {
  function start(input: ProfileSaveInput) {
    const spies = effects();
    const { machine, controls } = withControls(profileSaveMachine, actors);
    const actor = createActor(provide(machine, spies), { input }).start();
    return { actor, updateUser: controls.updateUser, effects: spies };
  }

  it('sends the user with the form as typed (the provision applies it)', () => {
    const { updateUser } = start(inputs['the edit-profile form']!);
    expect(updateUser.inputs).toEqual([inputs['the edit-profile form']]);
  });

  it('saved: session updated, toast with the chosen language, then the language switched; ends with the user', async () => {
    const { actor, updateUser, effects } = start(inputs['the complete-profile form']!);
    updateUser.resolve({ ok: true, value: saved });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ user: saved });
    expect(effects.updateSession).toHaveBeenCalledWith({ user: saved });
    expect(effects.notifySaved).toHaveBeenCalledWith({ message: PROFILE_UPDATED, lang: 'es' });
    expect(PROFILE_UPDATED.id).toBe('user.modal_update.updated');
    expect(effects.changeLanguage).toHaveBeenCalledWith({ lang: 'es' });
  });

  it('no language chosen: the saved user keeps its own', async () => {
    const { updateUser, effects } = start(inputs['the edit-profile form']!);
    updateUser.resolve({ ok: true, value: { ...saved, language: 'en' } });
    await flush();
    expect(effects.changeLanguage).toHaveBeenCalledWith({ lang: 'en' });
  });

  it('refused: the server message, else user.modal_update.error; ends with null', async () => {
    const refused = start(inputs['the complete-profile form']!);
    refused.updateUser.resolve({ ok: false, error: 'save_failed', message: 'Birthdate is invalid' });
    await flush();
    expect(refused.effects.notifySaveFailed).toHaveBeenCalledWith({
      message: 'Birthdate is invalid',
      fallback: PROFILE_UPDATE_ERROR,
    });
    expect(refused.actor.getSnapshot().output).toEqual({ user: null });

    const silent = start(inputs['the complete-profile form']!);
    silent.updateUser.resolve({ ok: false, error: 'save_failed' });
    await flush();
    expect(silent.effects.notifySaveFailed).toHaveBeenCalledWith({ message: null, fallback: PROFILE_UPDATE_ERROR });

    const broken = start(inputs['the complete-profile form']!);
    broken.updateUser.reject(new Error('network'));
    await flush();
    expect(broken.effects.notifySaveFailed).toHaveBeenCalledWith({ message: null, fallback: PROFILE_UPDATE_ERROR });
    expect(PROFILE_UPDATE_ERROR.id).toBe('user.modal_update.error');
    expect(broken.actor.getSnapshot().output).toEqual({ user: null });
    expect(broken.effects.updateSession).not.toHaveBeenCalled();
  });
});
