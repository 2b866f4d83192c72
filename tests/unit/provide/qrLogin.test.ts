/** The TV QR login provision: the code and its validation as data (404: expired), the session hand-over. */
import { describe, expect, it } from 'vitest';
import { provide } from '~/app/provide/qrLogin';
import * as p from '../../fixtures/api/provider';
import { action, appDeps, callOutcomes, json, run } from './support';

describe('qrLogin provision', () => {
  const { deps, provider, sent, navigate } = appDeps();
  const { qrLogin } = provide(deps);

  describe('getTvLoginCode', () => {
    callOutcomes(provider, () => run(qrLogin, 'getTvLoginCode'), {
      success: () => json(200, { loginCode: 123456 }),
      value: 123456,
      code: 'failed',
    });
  });

  describe('validateTvCode', () => {
    callOutcomes(provider, () => run(qrLogin, 'validateTvCode', { loginCode: 123456 }), {
      success: () => json(200, { token: 'tv-tok', user: p.fullUser }),
      value: { status: 'authorized', token: 'tv-tok', language: 'es', user: expect.objectContaining({ id: 7 }) },
      code: 'failed',
    });

    it('not authorised yet: pending', async () => {
      provider.answer = () => json(400, { code: 'TV_CODE_PENDING' });
      expect(await run(qrLogin, 'validateTvCode', { loginCode: 1 })).toEqual({
        ok: true,
        value: { status: 'pending' },
      });
    });

    it('a code the provider no longer knows (404): expired, the machine asks for a new one', async () => {
      provider.answer = () => json(404, { message: 'Unknown code' });
      expect(await run(qrLogin, 'validateTvCode', { loginCode: 1 })).toEqual({ ok: false, error: 'expired' });
    });
  });

  it('logged in: the session gets the token and the TV goes home', () => {
    action(qrLogin, 'loggedIn')({ token: 't', user: { id: 7 }, language: 'es' });
    expect(sent).toEqual([{ type: 'session.login', token: 't', user: { id: 7 }, language: 'es' }]);
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });
});
