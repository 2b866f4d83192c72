/**
 * The card payment provider (spec §7): Stripe.js through `@stripe/stripe-js/pure`, so nothing is downloaded before
 * a flow actually needs to pay. In the demo and the tests the fake Stripe.js served by the fake provider is loaded
 * first (./standins, only when a flow needs to pay) and defines `window.Stripe`, which `loadStripe` reuses
 * (openapi/fake/README.md).
 *
 * Shared payments core: used by the account area (subscriptions, payment methods), rent and trainer booking.
 */
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type Club, fail, ok, type Result } from '~/domain';
import { text } from '~/i18n/i18n';
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

/** The card payment provider cannot be reached (no key for the club, the script blocked): nothing can be paid. */
export const PROVIDER_UNREACHABLE = /*i18n*/ {
  id: 'stripe.error_connection',
  message: 'The payment provider could not be reached. You cannot pay until it is back.',
};

/**
 * The one card payment confirmation (a subscription's `clientSecret`, a rental's `piSecret`, with a saved payment
 * method), for every flow that pays:
 * - `ok(null)`: the card was charged (or the charge is under way: processing, to be captured);
 * - `declined`: the provider refused the card; its own message (a declined card's reason) when it gives one, else
 *   none (the flow says its own: subscription.subscribe_card.error, product.modal_rent.error);
 * - `unavailable`: the provider could not be loaded (a club without card payments, the script blocked), with
 *   stripe.error_connection in the member's language: never the provider's technical reason.
 * Requires-action (3-D Secure) is handled by Stripe.js itself.
 */
export async function confirmPayment(
  club: Pick<Club, 'payments'> | null | undefined,
  payment: { clientSecret: string; paymentMethodId: string },
): Promise<Result<null, 'declined' | 'unavailable'>> {
  let stripe: Stripe;
  try {
    if (!club) throw new StripeUnavailableError('No club');
    stripe = await loadStripeFor(club);
  } catch {
    return fail('unavailable', text(PROVIDER_UNREACHABLE));
  }
  try {
    const result = await stripe.confirmCardPayment(payment.clientSecret, { payment_method: payment.paymentMethodId });
    if (result.error) return fail('declined', result.error.message || undefined);
    const status = result.paymentIntent?.status;
    if (status === 'succeeded' || status === 'processing' || status === 'requires_capture') return ok(null);
    return fail('declined');
  } catch (error) {
    return fail('declined', (error instanceof Error && error.message) || undefined);
  }
}

/** Forgets every loaded instance (tests). */
export function resetStripeCache(): void {
  cache.clear();
}
