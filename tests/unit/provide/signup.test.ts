/** The signup flow's provision: the register call as data (an answer with `error` is a refusal), the toasts. */
import { describe, expect, it, vi } from 'vitest';
import { provide, SIGNUP_ERROR } from '~/app/provide/signup';
import { action, appDeps, callOutcomes, json, run, watchToasts } from './support';

describe('signup provision', () => {
  const { deps, provider } = appDeps();
  const assignLocation = vi.fn();
  const { signup } = provide({ ...deps, assignLocation });
  const shown = watchToasts();
  const input = {
    email: 'a@b.c',
    password: 'pw',
    confirmPassword: 'pw',
    firstName: 'Ana',
    lastName: 'Ruiz',
    gender: 'female',
    birthdate: '1990-01-02',
    country: 'es',
    companyCode: 'TTT',
    clubId: 4,
  };

  describe('register', () => {
    callOutcomes(provider, () => run(signup, 'register', input), {
      success: () => json(200, { error: false }),
      value: null,
      code: 'failed',
    });

    it("an answer with `error`: refused, with the provider's message", async () => {
      provider.answer = () => json(200, { error: true, message: 'Email in use' });
      expect(await run(signup, 'register', input)).toEqual({ ok: false, error: 'rejected', message: 'Email in use' });
    });
  });

  it("the failure's notice: the server's message, else signup.signup_error", () => {
    action(signup, 'notifySignupError')({ message: 'Email in use' });
    action(signup, 'notifySignupError')({ message: undefined });
    expect(shown.map((t) => t.text)).toEqual(['Email in use', SIGNUP_ERROR.message]);
  });

  it('an external signup page is checked before the browser leaves', () => {
    action(signup, 'goToExternalSignup')({ url: 'javascript:alert(1)' });
    action(signup, 'goToExternalSignup')({ url: 'https://club.example/join' });
    expect(assignLocation.mock.calls).toEqual([['https://club.example/join']]);
  });
});
