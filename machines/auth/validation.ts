/**
 * Pure validation of the signup and password-recovery forms (spec §5 "Signup", "Restore password").
 *
 * Helpers answer with codes, never text: the machines map codes to Lingui message descriptors, the unit tests read
 * the codes. A field that passes has no entry in the result.
 */
import { isGender, isIsoDate } from '~/domain';

export type ValidationCode = 'required' | 'email' | 'mismatch' | 'date' | 'future' | 'country' | 'gender' | 'privacy';
export type FieldErrors<F extends string> = Partial<Record<F, ValidationCode>>;

/** Deliberately loose (the server has the last word): something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO2 = /^[A-Z]{2}$/;

export const isBlank = (value: string): boolean => value.trim() === '';
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

export const isCountryCode = (value: string): boolean => ISO2.test(value);

/** Only the entries that failed. */
function compact<F extends string>(errors: Record<F, ValidationCode | null>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const key of Object.keys(errors) as F[]) {
    const code = errors[key];
    if (code) out[key] = code;
  }
  return out;
}

export function validateEmail(value: string): ValidationCode | null {
  if (isBlank(value)) return 'required';
  return isEmail(value) ? null : 'email';
}

/** The confirmation must be present and equal to the password (an empty password is reported on its own field). */
export function validateConfirmation(password: string, confirmation: string): ValidationCode | null {
  if (confirmation === '') return 'required';
  return confirmation === password ? null : 'mismatch';
}

// ---------------------------------------------------------------------------------------------------------------
// Signup

export interface SignupValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  /** '' until chosen, then a Gender. */
  gender: string;
  /** YYYY-MM-DD from the date input. */
  birthdate: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  acceptPrivacy: boolean;
}

export type SignupTextField = Exclude<keyof SignupValues, 'acceptPrivacy'>;
export type SignupField = keyof SignupValues;

export const CREDENTIAL_FIELDS = ['email', 'password', 'confirmPassword'] as const satisfies readonly SignupField[];
export const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthdate',
  'country',
  'acceptPrivacy',
] as const satisfies readonly SignupField[];

export const emptySignupValues: SignupValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  gender: '',
  birthdate: '',
  country: '',
  acceptPrivacy: false,
};

/** Step 1: email, password and its confirmation. */
export function validateCredentials(v: SignupValues): FieldErrors<(typeof CREDENTIAL_FIELDS)[number]> {
  return compact({
    email: validateEmail(v.email),
    password: v.password === '' ? 'required' : null,
    confirmPassword: validateConfirmation(v.password, v.confirmPassword),
  });
}

/** Step 2: personal details and the privacy-policy acceptance; the birthdate a real day, not after `today`. */
export function validateDetails(v: SignupValues, today: string): FieldErrors<(typeof DETAIL_FIELDS)[number]> {
  return compact({
    firstName: isBlank(v.firstName) ? 'required' : null,
    lastName: isBlank(v.lastName) ? 'required' : null,
    gender: v.gender === '' ? 'required' : isGender(v.gender) ? null : 'gender',
    birthdate:
      v.birthdate === '' ? 'required' : !isIsoDate(v.birthdate) ? 'date' : v.birthdate > today ? 'future' : null,
    country: v.country === '' ? 'required' : isCountryCode(v.country) ? null : 'country',
    acceptPrivacy: v.acceptPrivacy ? null : 'privacy',
  });
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

// ---------------------------------------------------------------------------------------------------------------
// Password recovery

export interface ForgottenPasswordValues {
  email: string;
}

export function validateForgottenPassword(v: ForgottenPasswordValues): FieldErrors<'email'> {
  return compact({ email: validateEmail(v.email) });
}

export interface RestorePasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateRestorePassword(v: RestorePasswordValues): FieldErrors<keyof RestorePasswordValues> {
  return compact({
    password: v.password === '' ? 'required' : null,
    confirmPassword: validateConfirmation(v.password, v.confirmPassword),
  });
}
