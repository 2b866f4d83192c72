/** The recovery flows' provision: the reset-link request and the new password as data, their toasts, the way back. */
import { describe, expect, it } from 'vitest';
import { provide, REQUEST_ERROR, RESTORE_ERROR } from '~/app/provide/recovery';
import { action, appDeps, callOutcomes, json, run, watchToasts } from './support';

describe('recovery provision', () => {
  const { deps, provider, navigate } = appDeps();
  const { forgottenPassword, restorePassword } = provide(deps);
  const shown = watchToasts();

  describe('requestNewPassword', () => {
    callOutcomes(provider, () => run(forgottenPassword, 'requestNewPassword', { email: 'a@b.c' }), {
      success: () => json(200, { ok: true }),
      value: null,
      code: 'failed',
    });
  });

  describe('resetPassword', () => {
    callOutcomes(provider, () => run(restorePassword, 'resetPassword', { password: 'new', token: 't' }), {
      success: () => json(200, { ok: true }),
      value: null,
      code: 'failed',
    });
  });

  it("each failure's notice: the server's message, else the flow's own", () => {
    action(forgottenPassword, 'notifyRequestError')({ message: 'No such email' });
    action(forgottenPassword, 'notifyRequestError')({ message: undefined });
    action(restorePassword, 'notifyRestoreError')({ message: undefined });
    expect(shown.map((t) => [t.kind, t.text])).toEqual([
      ['error', 'No such email'],
      ['error', REQUEST_ERROR.message],
      ['error', RESTORE_ERROR.message],
    ]);
  });

  it('back to the login page, with the email asked for', () => {
    action(forgottenPassword, 'goToLogin')({ email: 'a@b.c' });
    expect(navigate).toHaveBeenCalledWith({ to: '/auth/login', search: { email: 'a@b.c' } });
  });
});
