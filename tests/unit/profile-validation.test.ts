import { describe, expect, it } from 'vitest';
import { isIsoDate } from '~/domain';
import {
  isProfileComplete,
  isValidProfile,
  missingProfileFields,
  profileFormFrom,
  validateProfile,
  withField,
  type ProfileForm,
} from '~machines/profile/validation';
import { aUser } from '../fixtures/domain';

const TODAY = '2025-06-01';
const valid: ProfileForm = {
  firstName: 'Iván',
  lastName: 'Incompleto',
  birthdate: '1990-02-28',
  country: 'ES',
  gender: 'male',
  language: 'es',
};

describe('complete-profile form rules (spec §5: all six fields required)', () => {
  it('accepts a complete form', () => {
    expect(validateProfile(valid, TODAY)).toEqual({});
    expect(isValidProfile(valid, TODAY)).toBe(true);
  });

  it('reports every missing field as required, and only those', () => {
    const empty: ProfileForm = { firstName: '', lastName: '', birthdate: '', country: '', gender: '', language: '' };
    expect(validateProfile(empty, TODAY)).toEqual({
      firstName: 'required',
      lastName: 'required',
      birthdate: 'required',
      country: 'required',
      gender: 'required',
      language: 'required',
    });
    for (const field of Object.keys(valid) as Array<keyof ProfileForm>) {
      expect(validateProfile({ ...valid, [field]: '' }, TODAY)).toEqual({ [field]: 'required' });
    }
  });

  it('treats whitespace-only names as missing', () => {
    expect(validateProfile({ ...valid, firstName: '   ', lastName: '\t' }, TODAY)).toEqual({
      firstName: 'required',
      lastName: 'required',
    });
  });

  it('needs a real date of birth, not in the future', () => {
    expect(validateProfile({ ...valid, birthdate: '1990-02-30' }, TODAY)).toEqual({ birthdate: 'date' });
    expect(validateProfile({ ...valid, birthdate: '01/02/1990' }, TODAY)).toEqual({ birthdate: 'date' });
    // the one date rule of every form: any real date (signup accepts the same)
    expect(validateProfile({ ...valid, birthdate: '1850-01-01' }, TODAY)).toEqual({});
    expect(validateProfile({ ...valid, birthdate: '2025-06-02' }, TODAY)).toEqual({ birthdate: 'future' });
    expect(validateProfile({ ...valid, birthdate: TODAY }, TODAY)).toEqual({});
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });

  it('needs an ISO2 country and an allowed gender and language', () => {
    expect(validateProfile({ ...valid, country: 'ESP' }, TODAY)).toEqual({ country: 'country' });
    expect(validateProfile({ ...valid, gender: 'other' as never }, TODAY)).toEqual({ gender: 'gender' });
    expect(validateProfile({ ...valid, language: 'fr' as never }, TODAY)).toEqual({ language: 'language' });
  });

  it('upper-cases the country as it is typed', () => {
    expect(withField(valid, 'country', 'pt').country).toBe('PT');
    expect(withField(valid, 'firstName', 'ana').firstName).toBe('ana');
  });
});

describe('when the modal is needed (spec §4: country, birthdate, firstName, lastName or gender missing)', () => {
  it('a complete user needs nothing', () => {
    expect(missingProfileFields(aUser())).toEqual([]);
    expect(isProfileComplete(aUser())).toBe(true);
  });

  it('lists each missing field', () => {
    expect(missingProfileFields(aUser({ country: '', birthdate: '', gender: null }))).toEqual([
      'birthdate',
      'country',
      'gender',
    ]);
    expect(missingProfileFields(aUser({ firstName: ' ', lastName: '' }))).toEqual(['firstName', 'lastName']);
    expect(isProfileComplete(aUser({ gender: null }))).toBe(false);
  });

  it('phone, address, city and postal code do not matter', () => {
    expect(isProfileComplete(aUser({ phone: '', address: '', city: '', postalCode: '' }))).toBe(true);
  });

  it('pre-fills the form from the user', () => {
    expect(profileFormFrom(aUser({ country: 'es', gender: null, birthdate: '' }))).toEqual({
      firstName: 'Marta',
      lastName: 'Ruiz',
      birthdate: '',
      country: 'ES',
      gender: '',
      language: 'en',
    });
  });
});
