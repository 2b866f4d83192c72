/** The verify flows' provision: the email verification and the TV code authorisation as data, the toasts. */
import { describe, expect, it } from 'vitest';
import { provide } from '~/app/provide/verify';
import { action, appDeps, json, noAnswer, refusal, run, watchToasts } from './support';

describe('verify provision', () => {
  const { deps, provider } = appDeps();
  const { verifyUser, verifyQr } = provide(deps);
  const shown = watchToasts();

  describe.each([
    ['verifyEmail', () => run(verifyUser, 'verifyEmail', { verificationToken: 'v' })],
    ['authorizeTvCode', () => run(verifyQr, 'authorizeTvCode', { loginCode: 123456 })],
  ] as const)('%s', (_, start) => {
    it('success: ok', async () => {
      provider.answer = () => json(200, { ok: true });
      expect(await start()).toEqual({ ok: true, value: undefined });
    });
    it("the provider's refusal: failed (the flow says its own message)", async () => {
      provider.answer = refusal;
      expect(await start()).toMatchObject({ ok: false, error: 'failed' });
    });
    it('no answer: failed', async () => {
      provider.answer = noAnswer;
      expect(await start()).toEqual({ ok: false, error: 'failed' });
    });
  });

  it('the outcome replaces the loading toast', () => {
    action(verifyUser, 'notifyLoading')({ message: { id: 'x.loading', message: 'Verifying' } });
    action(verifyUser, 'notifyFailure')({ message: { id: 'x.failed', message: 'The link is not valid' } });
    expect(shown).toEqual([
      { kind: 'loading', text: 'Verifying', id: expect.anything() },
      { kind: 'error', text: 'The link is not valid', id: shown[0]!.id },
    ]);
  });
});
