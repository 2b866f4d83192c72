/**
 * Pure rules of the complete-profile form (spec §5 "Complete-profile form": firstName, lastName, birthdate, country,
 * gender and language all required) and of when the modal is needed (spec §4 "Complete profile": country,
 * birthdate, firstName, lastName or gender missing).
 *
 * Answers are codes, never text: ./messages maps codes to Lingui message descriptors and the unit tests
 * read the codes. A field that passes has no entry in the result.
 */
import { isGender, isIsoDate, isLanguage, type Gender, type Language, type User } from '~/domain';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'birthdate', 'country', 'gender', 'language'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** What the form holds: strings as the inputs give them ('' when nothing is chosen yet). */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as a date input gives it. */
  birthdate: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  gender: Gender | '';
  language: Language | '';
}

export type ProfileErrorCode = 'required' | 'date' | 'future' | 'country' | 'gender' | 'language';
export type ProfileErrors = Partial<Record<ProfileField, ProfileErrorCode>>;

const ISO2 = /^[A-Z]{2}$/;

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** The fields the complete-profile modal asks for because they are missing (spec §4). Language always has a value. */
export function missingProfileFields(user: User): ProfileField[] {
  const missing: ProfileField[] = [];
  if (blank(user.firstName)) missing.push('firstName');
  if (blank(user.lastName)) missing.push('lastName');
  if (blank(user.birthdate)) missing.push('birthdate');
  if (blank(user.country)) missing.push('country');
  if (user.gender === null) missing.push('gender');
  return missing;
}

export const isProfileComplete = (user: User): boolean => missingProfileFields(user).length === 0;

/** The form pre-filled from the user. */
export function profileFormFrom(user: User): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    birthdate: isIsoDate(user.birthdate) ? user.birthdate : '',
    country: user.country.toUpperCase(),
    gender: user.gender ?? '',
    language: user.language,
  };
}

/**
 * Every field is required. The birthdate must be a real date, not after `today` (YYYY-MM-DD, injected so the rule
 * stays pure); country an ISO2 code; gender and language one of the allowed values (spec §9).
 */
export function validateProfile(form: ProfileForm, today: string): ProfileErrors {
  const errors: ProfileErrors = {};
  if (blank(form.firstName)) errors.firstName = 'required';
  if (blank(form.lastName)) errors.lastName = 'required';
  if (blank(form.birthdate)) errors.birthdate = 'required';
  else if (!isIsoDate(form.birthdate)) errors.birthdate = 'date';
  else if (form.birthdate > today) errors.birthdate = 'future';
  if (blank(form.country)) errors.country = 'required';
  else if (!ISO2.test(form.country)) errors.country = 'country';
  if (form.gender === '') errors.gender = 'required';
  else if (!isGender(form.gender)) errors.gender = 'gender';
  if (form.language === '') errors.language = 'required';
  else if (!isLanguage(form.language)) errors.language = 'language';
  return errors;
}

export const isValidProfile = (form: ProfileForm, today: string): boolean =>
  Object.keys(validateProfile(form, today)).length === 0;

/** Applies one field change; unknown values for the enumerated fields are kept as typed so validation reports them. */
export function withField(form: ProfileForm, field: ProfileField, value: string): ProfileForm {
  const v = field === 'country' ? value.toUpperCase() : value;
  return { ...form, [field]: v } as ProfileForm;
}
