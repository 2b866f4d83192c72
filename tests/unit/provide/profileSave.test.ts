/**
 * Saving a profile, provided once for both profile forms: the payload (every text the form edits sent trimmed, the
 * rest as stored), the save as data, the session and language effects, the notices.
 */
import { describe, expect, it } from 'vitest';
import { profilePayload, provideProfileSave } from '~/app/provide/profileSave';
import * as p from '../../fixtures/api/provider';
import { aUser } from '../../fixtures/domain';
import { action, appDeps, callOutcomes, json, run, watchToasts } from './support';

const user = aUser({ phone: '600 000 000', address: 'Old street 1', city: 'Madrid', postalCode: '28001' });
const required = {
  firstName: '  Ana ',
  lastName: ' Ruiz',
  birthdate: '1990-01-02',
  country: 'ES',
  gender: 'female' as const,
  language: 'es' as const,
};

describe('profile payload', () => {
  it('the complete-profile form: its texts trimmed, what it does not edit as stored', () => {
    expect(profilePayload({ user, form: required })).toEqual({
      ...user,
      ...required,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
  });

  it("the edit-profile form: its optional texts trimmed too, a blank one sent blank; an unchosen gender keeps the user's", () => {
    const form = { ...required, gender: '' as const, phone: ' 611 ', address: '  ', city: 'Sevilla ', postalCode: '' };
    expect(profilePayload({ user, form })).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '611',
      address: '',
      city: 'Sevilla',
      postalCode: '',
      gender: user.gender,
    });
  });
});

describe('profile save provision', () => {
  const { deps, provider, sent } = appDeps();
  const profileSave = provideProfileSave(deps);
  const shown = watchToasts();

  it('is provided once per app: both forms get the same machine', () => {
    expect(provideProfileSave(deps)).toBe(profileSave);
  });

  describe('updateUser', () => {
    callOutcomes(provider, () => run(profileSave, 'updateUser', { user, form: required }), {
      success: () => json(200, p.fullUser),
      value: expect.objectContaining({ id: 7 }),
      code: 'save_failed',
    });

    it('sends the trimmed names', async () => {
      provider.answer = () => json(200, p.fullUser);
      await run(profileSave, 'updateUser', { user, form: required });
      expect(provider.requests.at(-1)?.body).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz' });
    });
  });

  it('saved: the session gets the user; the language changes only when it differs', () => {
    action(profileSave, 'updateSession')({ user });
    action(profileSave, 'changeLanguage')({ lang: 'en' });
    action(profileSave, 'changeLanguage')({ lang: 'es' });
    expect(sent).toEqual([
      { type: 'session.userUpdated', user },
      { type: 'user.changeLanguage', lang: 'es' },
    ]);
  });

  it("refused: the server's message, else the form's own", () => {
    const fallback = { id: 'user.modal_update.error', message: 'Your profile could not be updated' };
    action(profileSave, 'notifySaveFailed')({ message: 'Bad phone', fallback });
    action(profileSave, 'notifySaveFailed')({ message: null, fallback });
    expect(shown.map((t) => t.text)).toEqual(['Bad phone', fallback.message]);
  });
});
