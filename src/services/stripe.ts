/**
 * The card payment provider (spec §7): Stripe.js through `@stripe/stripe-js/pure`, so nothing is downloaded before
 * a flow actually needs to pay. In the demo and the tests the fake Stripe.js served by the fake provider is loaded
 * first (./standins, only when a flow needs to pay) and defines `window.Stripe`, which `loadStripe` reuses (DESIGN.md
 * §6).
 *
 * Shared payments core: used by the account area (subscriptions, payment methods), rent and trainer booking.
 */
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Club } from '../domain';
import { loadStandin } from './standins';

const cache = new Map<string, Promise<Stripe>>();

export class StripeUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeUnavailableError';
  }
}

/**
 * Stripe.js for the club's public key and connected account, memoised per (publicKey, connectedAccount). Rejects
 * when the club has no public key or the script cannot load; a rejected load is forgotten so a later call retries.
 */
export function loadStripeFor(club: Pick<Club, 'payments'>): Promise<Stripe> {
  const { publicKey, connectedAccount } = club.payments;
  if (!publicKey) return Promise.reject(new StripeUnavailableError('This club has no card payment provider key'));
  const key = `${publicKey}|${connectedAccount ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = loadStandin('stripe.js')
    .then(() => loadStripe(publicKey, connectedAccount ? { stripeAccount: connectedAccount } : undefined))
    .then((stripe) => {
      if (!stripe) throw new StripeUnavailableError('Stripe.js is not available in this environment');
      return stripe;
    });
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}

/** `unavailable`: the provider could not be loaded (no key for the club, script blocked): stripe.error_connection. */
export type ConfirmResult = { ok: true } | { ok: false; message: string; unavailable?: boolean };

/**
 * Confirms a card payment (subscription `clientSecret`, rental `piSecret`) with a saved payment method. Card
 * declined and the like come back as data with Stripe's message; requires-action is handled by Stripe.js itself.
 */
export async function confirmCardPayment(
  club: Pick<Club, 'payments'>,
  clientSecret: string,
  paymentMethodId: string,
): Promise<ConfirmResult> {
  let stripe: Stripe;
  try {
    stripe = await loadStripeFor(club);
  } catch {
    // not the member's card: the provider is not there (its technical reason is no message for a member)
    return { ok: false, message: '', unavailable: true };
  }
  try {
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
    if (result.error) return { ok: false, message: result.error.message ?? '' };
    const status = result.paymentIntent?.status;
    if (status === 'succeeded' || status === 'processing' || status === 'requires_capture') return { ok: true };
    return { ok: false, message: '' };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Forgets every loaded instance (tests). */
export function resetStripeCache(): void {
  cache.clear();
}
