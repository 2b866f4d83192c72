/** The one date rule (a real calendar date written YYYY-MM-DD) and the one display (DD/MM/YYYY, HH:mm). */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, isIsoDate, localDay } from '~/domain';
import { emptySignupValues, validateDetails } from '~machines/auth/validation';
import { validateProfile, type ProfileForm } from '~machines/profile/validation';

describe('isIsoDate', () => {
  it.each(['1990-02-28', '2000-02-29', '2024-12-31', '1899-12-31', '0050-06-15'])('accepts %s', (v) =>
    expect(isIsoDate(v)).toBe(true),
  );
  it.each(['1990-02-30', '1999-02-29', '1990-13-01', '1990-00-10', '1990-1-01', '01/02/1990', '', ' 1990-01-01'])(
    'rejects %j',
    (v) => expect(isIsoDate(v)).toBe(false),
  );
});

describe('signup and profile edit judge a birthdate alike', () => {
  const TODAY = '2025-06-01';
  const profile: ProfileForm = {
    firstName: 'Ana',
    lastName: 'García',
    birthdate: '',
    country: 'ES',
    gender: 'female',
    language: 'es',
  };
  const signup = { ...emptySignupValues, firstName: 'Ana', lastName: 'García', gender: 'female', country: 'ES' };
  it.each(['1850-01-01', '1899-12-31', '1900-01-01', '1990-02-28', '1990-02-30', '31/12/1990', '2999-01-01'])(
    '%s',
    (birthdate) => {
      const signupOk = validateDetails({ ...signup, birthdate, acceptPrivacy: true }, TODAY).birthdate === undefined;
      const profileOk = validateProfile({ ...profile, birthdate }, TODAY).birthdate === undefined;
      expect(signupOk).toBe(profileOk);
      expect(signupOk).toBe(isIsoDate(birthdate) && birthdate <= TODAY);
    },
  );
});

describe('formatDate, formatTime, formatDateTime', () => {
  it('shows a plain date as written, DD/MM/YYYY', () => {
    expect(formatDate('1990-02-03')).toBe('03/02/1990');
    expect(formatDate(' 1990-02-03 ')).toBe('03/02/1990');
  });
  it('shows a timestamp in the asked time zone', () => {
    expect(formatDate('2026-11-22T23:30:00Z', 'UTC')).toBe('22/11/2026');
    expect(formatTime('2026-11-22T09:05:00Z', 'UTC')).toBe('09:05');
    expect(formatDateTime('2026-11-22T09:05:00Z', 'UTC')).toBe('22/11/2026 09:05');
  });
  it('reads local time by default', () => {
    const d = new Date(2026, 10, 22, 9, 5);
    expect(formatDateTime(d.toISOString())).toBe('22/11/2026 09:05');
    expect(localDay(d)).toBe('2026-11-22');
  });
  it.each([null, undefined, '', 'nope'])('is empty for %j', (v) => {
    expect(formatDate(v)).toBe('');
    expect(formatTime(v)).toBe('');
    expect(formatDateTime(v)).toBe('');
  });
});
