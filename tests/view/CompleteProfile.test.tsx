// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { completeProfileMachine, type CompleteProfileEvent } from '~machines/profile/completeProfileMachine';
import { profileSaveMachine } from '~machines/profile/profileSaveMachine';
import * as sel from '~machines/profile/completeProfile.selectors';
import { CompleteProfileView } from '~/features/completeProfile/CompleteProfileView';
import type { CompleteProfileOn, CompleteProfileVm } from '~/features/completeProfile/useCompleteProfile';
import { countryOptions } from '~/i18n/countries';
import { aUser } from '../fixtures/domain';
import { flush } from '../support/model';
import { withControls } from '../support/modelSuite';
import { WithI18n } from '../support/render';

const incomplete = aUser({
  id: 404,
  firstName: 'Iván',
  lastName: 'Incompleto',
  country: '',
  birthdate: '',
  gender: null,
});

function setup() {
  // the real save child, with a controllable `updateUser` and spies for its effects
  const effects = { updateSession: vi.fn(), notifySaved: vi.fn(), notifySaveFailed: vi.fn(), rememberLater: vi.fn() };
  const child = withControls(profileSaveMachine, { updateUser: { done: [] } });
  const save = child.controls.updateUser;
  const profileSave = child.machine.provide({
    actions: {
      updateSession: (_, p) => effects.updateSession(p),
      notifySaved: (_, p) => effects.notifySaved(p),
      notifySaveFailed: (_, p) => effects.notifySaveFailed(p),
      changeLanguage: () => {},
    },
  });
  const { machine } = withControls(completeProfileMachine, {
    profileSave: { logic: profileSave },
    watchSession: { logic: fromCallback<CompleteProfileEvent>(() => {}) },
    watchConsent: { logic: fromCallback<CompleteProfileEvent>(() => {}) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actions: { rememberLater: (_, p) => effects.rememberLater(p) } }), {
    input: { user: incomplete, cookiesAccepted: true, postponedUserId: null, today: '2025-06-01' },
    clock,
  }).start();
  function Connected() {
    const vm: CompleteProfileVm = {
      visible: useSelector(actor, sel.selectVisible),
      busy: useSelector(actor, sel.selectIsBusy),
      form: useSelector(actor, sel.selectForm),
      errors: useSelector(actor, sel.selectErrors),
      today: '2025-06-01',
      countries: countryOptions('en'),
    };
    const on: CompleteProfileOn = {
      change: (field, value) => actor.send({ type: 'user.change', field, value }),
      submit: () => actor.send({ type: 'user.submit' }),
      later: () => actor.send({ type: 'user.later' }),
    };
    return <CompleteProfileView vm={vm} on={on} />;
  }
  render(<Connected />, { wrapper: WithI18n });
  return { actor, clock, save, effects };
}

const dialog = () => screen.getByRole('dialog', { name: 'Complete your profile' });

describe('CompleteProfileView driven by the machine', () => {
  it('appears after 1.5 s, pre-filled from the user, with every field labelled and required', () => {
    const { clock } = setup();
    expect(screen.queryByRole('dialog', { name: 'Complete your profile' })).toBeNull();
    act(() => clock.increment(1500));
    const d = within(dialog());
    expect((d.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Iván');
    expect((d.getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Incompleto');
    expect((d.getByLabelText(/Date of birth/) as HTMLInputElement).type).toBe('date');
    expect((d.getByLabelText(/Language/) as HTMLSelectElement).value).toBe('en');
    const country = d.getByLabelText(/Country/) as HTMLSelectElement;
    expect(country.value).toBe('');
    expect(within(country).getByRole('option', { name: 'Spain' })).toBeTruthy();
    expect(d.getByLabelText(/First name/).getAttribute('autocomplete')).toBe('given-name');
    expect(d.getByLabelText(/Date of birth/).getAttribute('autocomplete')).toBe('bday');
    expect(country.getAttribute('autocomplete')).toBe('country');
  });

  it('empty submit shows a message under each missing field and does not save', () => {
    const { clock, save } = setup();
    act(() => clock.increment(1500));
    const d = within(dialog());
    fireEvent.change(d.getByLabelText(/First name/), { target: { value: '' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(d.getByText('Enter your first name')).toBeTruthy();
    expect(d.getByText('Enter your date of birth')).toBeTruthy();
    expect(d.getByText('Choose your country')).toBeTruthy();
    expect(d.getByText('Choose an option for gender')).toBeTruthy();
    expect(d.queryByText('Enter your last name')).toBeNull();
    expect(d.getByLabelText(/First name/).getAttribute('aria-invalid')).toBe('true');
    expect(save.inputs).toEqual([]);
  });

  it('fill and save: busy while saving, closes on success; a failure keeps the values', async () => {
    const { clock, save, effects } = setup();
    act(() => clock.increment(1500));
    const d = within(dialog());
    fireEvent.change(d.getByLabelText(/Date of birth/), { target: { value: '1991-07-15' } });
    fireEvent.change(d.getByLabelText(/Country/), { target: { value: 'PT' } });
    fireEvent.change(d.getByLabelText(/Gender/), { target: { value: 'do_not_say' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(d.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBe('true');
    expect(save.inputs).toEqual([
      {
        user: incomplete,
        form: {
          firstName: 'Iván',
          lastName: 'Incompleto',
          birthdate: '1991-07-15',
          country: 'PT',
          gender: 'do_not_say',
          language: 'en',
        },
      },
    ]);
    await act(async () => {
      save.resolve({ ok: false, error: 'failed', message: 'Server says no' });
      await flush();
    });
    expect(effects.notifySaveFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'Server says no' }));
    expect((d.getByLabelText(/Country/) as HTMLSelectElement).value).toBe('PT');
    expect((d.getByLabelText(/Date of birth/) as HTMLInputElement).value).toBe('1991-07-15');

    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    const saved = { ...incomplete, birthdate: '1991-07-15', country: 'PT', gender: 'do_not_say' as const };
    await act(async () => {
      save.resolve({ ok: true, value: saved });
      await flush();
    });
    expect(screen.queryByRole('dialog', { name: 'Complete your profile' })).toBeNull();
    expect(effects.updateSession).toHaveBeenCalledWith({ user: saved });
  });

  it('"Later" closes it and remembers the choice for the session', () => {
    const { clock, effects } = setup();
    act(() => clock.increment(1500));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog', { name: 'Complete your profile' })).toBeNull();
    expect(effects.rememberLater).toHaveBeenCalledWith({ userId: 404 });
  });
});
