/**
 * Shared payments core against the real fake provider and the fake Stripe.js it serves: `loadStripeFor` (no key,
 * memoised per key and account), `confirmPayment` (declined comes back as data with Stripe's message, success
 * is reported by the fake Stripe to the fake provider, so an INCOMPLETE subscription really becomes ACTIVE).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../support/fake';
import { confirmPayment, loadStripeFor, resetStripeCache } from '~/services/stripe';
import { i18n } from '~/i18n/i18n';

// the English source texts
i18n.loadAndActivate({ locale: 'en', messages: {} });

const source = readFileSync(new URL('../../openapi/fake/standins/stripe.js', import.meta.url), 'utf8');
let f: StartedFake;

const club = (publicKey: string | null, connectedAccount: string | null = null) => ({
  payments: { publicKey, connectedAccount },
});

beforeAll(async () => {
  f = await startFake();
  // as in the demo: the fake Stripe runs as a script served by the fake provider, before the app; its window is
  // the global object @stripe/stripe-js looks at
  const win: Record<string, unknown> = {
    document: { currentScript: { src: `${f.url}/standins/stripe.js` }, getElementsByTagName: () => [] },
    location: { href: 'http://localhost:5173/account' },
    URL,
    fetch,
    setTimeout,
    Promise,
  };
  win.window = win;
  runInNewContext(source, win);
  Object.assign(globalThis, { window: { Stripe: win.Stripe }, document: {} });
});
afterAll(async () => {
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<string, unknown>).document;
  await f.close();
});
beforeEach(() => {
  resetStripeCache();
  return f.control('/reset');
});

async function subscriptionOf(email: string) {
  const { token, user } = await f.login(email, 1);
  const res = await f.api(`/users/${user.id}/subscription`, { token });
  return res.body.subscriptionList[0] as { status: string; clientSecret: string | null; subscriptionId: number };
}

describe('loadStripeFor', () => {
  it('rejects when the club has no public key', async () => {
    await expect(loadStripeFor(club(null))).rejects.toThrow(/no card payment provider key/);
  });

  it('is memoised per public key and connected account', async () => {
    const a = loadStripeFor(club('pk_test_fake_TTT', 'acct_fake_TTT'));
    expect(loadStripeFor(club('pk_test_fake_TTT', 'acct_fake_TTT'))).toBe(a);
    expect(loadStripeFor(club('pk_test_fake_TTT', 'acct_other'))).not.toBe(a);
    expect(loadStripeFor(club('pk_test_fake_MCT', 'acct_fake_TTT'))).not.toBe(a);
    const stripe = await a;
    expect(typeof stripe.confirmCardPayment).toBe('function');
  });
});

describe('confirmPayment with the fake Stripe', () => {
  it('reports a successful confirmation to the fake provider: the INCOMPLETE subscription becomes ACTIVE', async () => {
    const before = await subscriptionOf('payment@demo.club');
    expect(before.status).toBe('INCOMPLETE');
    expect(before.clientSecret).toMatch(/_secret_3ds/);
    const result = await confirmPayment(club('pk_test_fake_TTT', 'acct_fake_TTT'), {
      clientSecret: before.clientSecret!,
      paymentMethodId: 'pm_x',
    });
    expect(result).toEqual({ ok: true, value: null });
    const after = await subscriptionOf('payment@demo.club');
    expect(after.status).toBe('ACTIVE');
    expect(after.clientSecret).toBeNull();
  });

  it('returns a decline as data with Stripe message and tells the provider nothing', async () => {
    const before = await subscriptionOf('payment@demo.club');
    const result = await confirmPayment(club('pk_test_fake_TTT'), {
      clientSecret: 'pi_fail_secret_x',
      paymentMethodId: 'pm_x',
    });
    expect(result).toEqual({ ok: false, error: 'declined', message: 'Your card was declined.' });
    expect((await subscriptionOf('payment@demo.club')).status).toBe(before.status);
  });

  it('a subscription created with a card needing confirmation becomes effective once confirmed', async () => {
    const { token } = await f.login('free@demo.club', 1);
    const plans = (await f.api('/plans/list', { token })).body.planList as Array<{ id: number; trialDays?: number }>;
    const plan = plans.find((p) => !p.trialDays)!;
    const sub = await f.api('/subscriptions/users', {
      method: 'POST',
      token,
      body: { paymentMethodId: 'pm_fake_visa_0341_3ds', planId: plan.id },
    });
    expect(sub.body.status).toBe('INCOMPLETE');
    const payment = { clientSecret: sub.body.clientSecret, paymentMethodId: 'pm_fake_visa_0341_3ds' };
    expect(await confirmPayment(club('pk_test_fake_TTT'), payment)).toEqual({ ok: true, value: null });
    expect((await subscriptionOf('free@demo.club')).status).toBe('ACTIVE');
  });

  it('fails as data when the club has no key: unavailable, with stripe.error_connection', async () => {
    const result = await confirmPayment(club(null), { clientSecret: 'pi_1_secret_x', paymentMethodId: 'pm_x' });
    expect(result).toEqual({
      ok: false,
      error: 'unavailable',
      message: 'The payment provider could not be reached. You cannot pay until it is back.',
    });
  });
});
