import { describe, expect, it } from 'vitest';
import {
  emptySignupValues,
  isEmail,
  validateConfirmation,
  validateCredentials,
  validateDetails,
  validateEmail,
  validateForgottenPassword,
  validateRestorePassword,
  type SignupValues,
} from '~machines/auth/validation';

const valid: SignupValues = {
  email: 'ana@demo.club',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  firstName: 'Ana',
  lastName: 'García',
  gender: 'do_not_say',
  birthdate: '1990-02-28',
  country: 'ES',
  acceptPrivacy: true,
};

describe('email', () => {
  it.each(['ana@demo.club', ' ana@demo.club ', 'a.b+c@sub.example.es'])('accepts %j', (v) => {
    expect(isEmail(v)).toBe(true);
    expect(validateEmail(v)).toBeNull();
  });
  it.each(['ana', 'ana@', 'ana@demo', '@demo.club', 'ana @demo.club', 'ana@demo .club'])('rejects %j', (v) => {
    expect(isEmail(v)).toBe(false);
    expect(validateEmail(v)).toBe('email');
  });
  it('blank is required, not malformed', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
  });
});

describe('confirmation', () => {
  it('must be present and equal to the password', () => {
    expect(validateConfirmation('a', '')).toBe('required');
    expect(validateConfirmation('Secret1', 'secret1')).toBe('mismatch');
    expect(validateConfirmation('Secret1', 'Secret1')).toBeNull();
  });
});

describe('signup step 1 (credentials)', () => {
  it('passes with a valid email and matching passwords', () => {
    expect(validateCredentials(valid)).toEqual({});
  });
  it('requires every field of the step (and only those)', () => {
    expect(validateCredentials(emptySignupValues)).toEqual({
      email: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
  });
  it('reports a mismatching confirmation on the confirmation field', () => {
    expect(validateCredentials({ ...valid, confirmPassword: 'Secret123?' })).toEqual({ confirmPassword: 'mismatch' });
  });
  it('reports a malformed email', () => {
    expect(validateCredentials({ ...valid, email: 'ana@demo' })).toEqual({ email: 'email' });
  });
});

const TODAY = '2026-11-29';

describe('signup step 2 (details)', () => {
  it('passes with every detail and the privacy policy accepted', () => {
    expect(validateDetails(valid, TODAY)).toEqual({});
  });
  it('requires every detail and the privacy policy', () => {
    expect(validateDetails(emptySignupValues, TODAY)).toEqual({
      firstName: 'required',
      lastName: 'required',
      gender: 'required',
      birthdate: 'required',
      country: 'required',
      acceptPrivacy: 'privacy',
    });
  });
  it('whitespace-only names count as missing', () => {
    expect(validateDetails({ ...valid, firstName: '  ', lastName: '\t' }, TODAY)).toEqual({
      firstName: 'required',
      lastName: 'required',
    });
  });
  it('only the spec genders, real dates and ISO2 countries', () => {
    expect(validateDetails({ ...valid, gender: 'other' }, TODAY)).toEqual({ gender: 'gender' });
    for (const gender of ['male', 'female', 'do_not_say'])
      expect(validateDetails({ ...valid, gender }, TODAY)).toEqual({});
    expect(validateDetails({ ...valid, birthdate: '1990-02-31' }, TODAY)).toEqual({ birthdate: 'date' });
    expect(validateDetails({ ...valid, country: 'Spain' }, TODAY)).toEqual({ country: 'country' });
    expect(validateDetails({ ...valid, country: 'es' }, TODAY)).toEqual({ country: 'country' });
  });
  it('a birthdate after today is refused; today itself is accepted', () => {
    expect(validateDetails({ ...valid, birthdate: '2026-11-30' }, TODAY)).toEqual({ birthdate: 'future' });
    expect(validateDetails({ ...valid, birthdate: TODAY }, TODAY)).toEqual({});
  });
  it('does not look at step 1 fields', () => {
    expect(validateDetails({ ...valid, email: '', password: '' }, TODAY)).toEqual({});
  });
});

describe('recovery', () => {
  it('forgotten password needs a well-formed email', () => {
    expect(validateForgottenPassword({ email: '' })).toEqual({ email: 'required' });
    expect(validateForgottenPassword({ email: 'x@' })).toEqual({ email: 'email' });
    expect(validateForgottenPassword({ email: 'member@demo.club' })).toEqual({});
  });
  it('restore password needs both fields, equal', () => {
    expect(validateRestorePassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'required',
      confirmPassword: 'required',
    });
    expect(validateRestorePassword({ password: 'a', confirmPassword: 'b' })).toEqual({ confirmPassword: 'mismatch' });
    expect(validateRestorePassword({ password: 'a', confirmPassword: 'a' })).toEqual({});
  });
});
