/** The login flow's provision: the login call as data, the session hand-over, the checked returnTo, the toast. */
import { describe, expect, it } from 'vitest';
import { provide } from '~/app/provide/login';
import * as p from '../../fixtures/api/provider';
import { action, appDeps, callOutcomes, json, run, watchToasts } from './support';

describe('login provision', () => {
  const { deps, provider, sent, navigate } = appDeps();
  const { login } = provide(deps);
  const shown = watchToasts();
  const input = { email: 'a@b.c', password: 'pw', companyCode: 'TTT' };

  describe('login', () => {
    callOutcomes(provider, () => run(login, 'login', input), {
      success: () => json(200, { token: 'tok-new', language: 'es', user: p.minimalUser }),
      value: { token: 'tok-new', language: 'es', user: expect.objectContaining({ id: 8 }) },
      code: 'rejected',
    });
  });

  it('logged in: the session gets the token, the member goes to the checked returnTo', () => {
    action(login, 'loggedIn')({ token: 't', user: { id: 8 }, language: 'en', returnTo: 'https://evil.example/' });
    expect(sent).toEqual([{ type: 'session.login', token: 't', user: { id: 8 }, language: 'en' }]);
    expect(navigate).toHaveBeenCalledWith({ href: '/', replace: true });
  });

  it("the failure's notice: the server's message, else the flow's own", () => {
    action(login, 'notifyFailure')({ message: 'Wrong password', fallback: { id: 'x', message: 'Could not log in' } });
    action(login, 'notifyFailure')({ message: null, fallback: { id: 'x', message: 'Could not log in' } });
    expect(shown.map((t) => t.text)).toEqual(['Wrong password', 'Could not log in']);
  });
});
