// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SignupTextField, SignupValues } from '~machines/auth/validation';
import { emptySignupValues } from '~machines/auth/validation';
import { countryOptions } from '~/i18n/countries';
import { SignupView } from '~/features/signup/SignupView';
import { signupClubId, type SignupOn, type SignupVm } from '~/features/signup/useSignup';
import { WithI18n } from '../support/render';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const countries = [
  { value: 'ES', label: 'Spain' },
  { value: 'FR', label: 'France' },
];

function vm(over: Partial<SignupVm> = {}, values: Partial<SignupValues> = {}): SignupVm {
  return {
    step: 'credentials',
    values: { ...emptySignupValues, ...values },
    errors: {},
    busy: false,
    externalUrl: null,
    countries,
    maxBirthdate: '2025-01-31',
    ...over,
  };
}

function on(): SignupOn & {
  change: ReturnType<typeof vi.fn<(field: SignupTextField, value: string) => void>>;
  acceptPrivacy: ReturnType<typeof vi.fn<(accepted: boolean) => void>>;
  submit: ReturnType<typeof vi.fn<() => void>>;
  back: ReturnType<typeof vi.fn<() => void>>;
} {
  return {
    change: vi.fn<(field: SignupTextField, value: string) => void>(),
    acceptPrivacy: vi.fn<(accepted: boolean) => void>(),
    submit: vi.fn<() => void>(),
    back: vi.fn<() => void>(),
  };
}

const renderView = (v: SignupVm, o: SignupOn) => render(<SignupView vm={v} on={o} />, { wrapper: WithI18n });

describe('SignupView step 1 (credentials)', () => {
  it('shows email and two password fields with show/hide and the right autocomplete', () => {
    renderView(vm(), on());
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2 · Your account')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    const confirm = screen.getByLabelText(/^Repeat the password/) as HTMLInputElement;
    for (const input of [password, confirm]) {
      expect(input.type).toBe('password');
      expect(input.autocomplete).toBe('new-password');
    }
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password.type).toBe('text');
    // step 2 fields are not there yet
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });

  it('sends each edit and the submit as intents', () => {
    const o = on();
    renderView(vm(), o);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@demo.club' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret123!' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the password/), { target: { value: 'Secret124!' } });
    expect(o.change.mock.calls).toEqual([
      ['email', 'ana@demo.club'],
      ['password', 'Secret123!'],
      ['confirmPassword', 'Secret124!'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(o.submit).toHaveBeenCalledTimes(1);
  });

  it('shows a field message under the field that failed, linked to it', () => {
    renderView(
      vm({
        errors: {
          confirmPassword: {
            id: 'signup.error_verification_password',
            message: 'verification password does not match',
          },
        },
      }),
      on(),
    );
    const confirm = screen.getByLabelText(/^Repeat the password/);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(confirm.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('verification password does not match');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBeNull();
  });

  it('offers the login page', () => {
    renderView(vm(), on());
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login');
  });
});

describe('SignupView step 2 (details)', () => {
  const filled = { firstName: 'Ana', gender: 'female', country: 'ES', acceptPrivacy: false };

  it('shows the personal details with the values kept, country names and the privacy checkbox', () => {
    renderView(vm({ step: 'details' }, filled), on());
    expect(screen.getByText('Step 2 of 2 · About you')).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).autocomplete).toBe('given-name');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).autocomplete).toBe('family-name');
    const gender = screen.getByLabelText(/^Gender/) as HTMLSelectElement;
    expect(gender.value).toBe('female');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['', 'male', 'female', 'do_not_say']);
    const birthdate = screen.getByLabelText(/^Date of birth/) as HTMLInputElement;
    expect(birthdate.type).toBe('date');
    expect(birthdate.max).toBe('2025-01-31');
    const country = screen.getByLabelText(/^Country/) as HTMLSelectElement;
    expect(country.value).toBe('ES');
    expect(within(country).getByRole('option', { name: 'France' })).toBeTruthy();
    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ }) as HTMLInputElement;
    expect(privacy.checked).toBe(false);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/legal/cookies');
  });

  it('sends edits, the privacy choice, back and submit', () => {
    const o = on();
    renderView(vm({ step: 'details' }), o);
    fireEvent.change(screen.getByLabelText(/^Gender/), { target: { value: 'do_not_say' } });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'FR' } });
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    expect(o.change.mock.calls).toEqual([
      ['gender', 'do_not_say'],
      ['country', 'FR'],
      ['birthdate', '1990-05-17'],
    ]);
    expect(o.acceptPrivacy).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(o.back).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(o.submit).toHaveBeenCalledTimes(1);
  });

  it('shows the required and privacy messages', () => {
    renderView(
      vm({
        step: 'details',
        errors: {
          firstName: { id: 'signup.error_required', message: 'This field is required' },
          acceptPrivacy: { id: 'signup.error_privacy', message: 'You must accept the privacy policy' },
        },
      }),
      on(),
    );
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('You must accept the privacy policy')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /privacy policy/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('while registering the fields and Back are disabled and the button shows progress', () => {
    renderView(vm({ step: 'details', busy: true }), on());
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    const submit = screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
  });
});

describe('SignupView external registration', () => {
  it('shows only a redirecting note with a link to the external page', () => {
    renderView(vm({ step: 'external', externalUrl: 'https://example.com/register' }), on());
    expect(screen.getByRole('status').textContent).toBe('Redirecting…');
    expect(screen.getByRole('link', { name: 'Continue to the registration page' }).getAttribute('href')).toBe(
      'https://example.com/register',
    );
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });
});

describe('signup helpers', () => {
  it('a numeric clubId in the address overrides the club id', () => {
    expect(signupClubId(undefined, 2)).toBe(2);
    expect(signupClubId('4', 2)).toBe(4);
    expect(signupClubId('mct', 2)).toBe(2);
    expect(signupClubId('4x', 2)).toBe(2);
  });
  it('country names come from the browser in the user language, sorted', () => {
    const en = countryOptions('en');
    const es = countryOptions('es');
    expect(en.find((c) => c.value === 'ES')?.label).toBe('Spain');
    expect(es.find((c) => c.value === 'ES')?.label).toBe('España');
    expect(en.length).toBeGreaterThan(240);
    const labels = en.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
