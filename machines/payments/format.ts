/**
 * Pure display rules for money and subscriptions (spec §9 "Business constants", §4 "Subscription"):
 * - prices: two decimals; EUR with the euro symbol after the amount ("9.99 €"), USD with the dollar before ("$9.99"),
 *   any other currency as "9.99 GBP";
 * - trial: "{n} day(s) of free trial";
 * - intervals DAY, WEEK, MONTH, YEAR (LIFE shows none);
 * - dates DD/MM/YYYY;
 * - the subscription display state (trialing, active, payment error, cancelled) and what each shows and offers.
 * Texts are Lingui descriptors (machines never import the Lingui runtime).
 */
import { msg, plural } from '@lingui/core/macro';
import type { Interval, Subscription, SubscriptionAction } from '../../src/api/domain';

export type MessageDescriptor = ReturnType<typeof msg>;

/** 9.99 € / $9.99 / 9.99 GBP (spec §9: EUR with the symbol after, dollar before for USD). */
export function formatPrice(amount: number, currency: string = 'EUR'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const fixed = Math.abs(value).toFixed(2);
  const sign = value < 0 ? '-' : '';
  const code = (currency || 'EUR').toUpperCase();
  if (code === 'EUR') return `${sign}${fixed} €`;
  if (code === 'USD') return `${sign}$${fixed}`;
  return `${sign}${fixed} ${code}`;
}

/** "{n} day(s) of free trial"; null without trial days. */
export function trialText(days: number): MessageDescriptor | null {
  if (!Number.isFinite(days) || days <= 0) return null;
  const n = Math.trunc(days);
  return msg({
    id: 'subscription.trial_days',
    message: plural(n, { one: '# day of free trial', other: '# days of free trial' }),
  });
}

/** The billing interval label; LIFE (and anything unknown) shows none. */
export function intervalText(interval: Interval | string): MessageDescriptor | null {
  switch (interval) {
    case 'DAY':
      return msg({ id: 'subscription.interval.day', message: 'per day' });
    case 'WEEK':
      return msg({ id: 'subscription.interval.week', message: 'per week' });
    case 'MONTH':
      return msg({ id: 'subscription.interval.month', message: 'per month' });
    case 'YEAR':
      return msg({ id: 'subscription.interval.year', message: 'per year' });
    default:
      return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * DD/MM/YYYY (spec §9). A plain date (YYYY-MM-DD) is shown as written; a timestamp in the viewer's time zone
 * (`timeZone` 'UTC' for deterministic tests). '' for nothing or garbage.
 */
export function formatDate(value: string | null | undefined, timeZone: 'local' | 'UTC' = 'local'): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return timeZone === 'UTC'
    ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
    : `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

export type SubscriptionDisplayState = 'trialing' | 'active' | 'payment_error' | 'cancelled';

export interface SubscriptionCardModel {
  state: SubscriptionDisplayState;
  /** trialing: the end of the trial */
  trialEnd: string | null;
  /** active only: the renewal date, when there is a next payment day and no end date */
  renewal: string | null;
  /** cancelled: the end date (no auto-renew) */
  end: string | null;
  canCancel: boolean;
  canResume: boolean;
  canRetry: boolean;
  /** A subscription that will charge again (trialing or active, no end date): the card it is paid with can change. */
  canChangeCard: boolean;
}

type SubscriptionFacts = Pick<Subscription, 'status' | 'endDate' | 'trialingDateEnd' | 'nextDayPayment' | 'actions'>;

/**
 * Spec §4 display states: payment error when the derived actions hold payment_error (retry offered); cancelled
 * when an end date is set (shown, no auto-renew; resume when the action is offered); trialing for status TRIALING
 * (trial end shown); otherwise active (renewal date only with a next payment day and no end date).
 */
export function subscriptionDisplayState(s: SubscriptionFacts): SubscriptionDisplayState {
  if (s.actions.includes('payment_error')) return 'payment_error';
  if (s.endDate) return 'cancelled';
  if (s.status.toUpperCase() === 'TRIALING') return 'trialing';
  return 'active';
}

export function subscriptionCard(s: SubscriptionFacts): SubscriptionCardModel {
  const state = subscriptionDisplayState(s);
  const has = (a: SubscriptionAction) => s.actions.includes(a);
  return {
    state,
    trialEnd: state === 'trialing' ? s.trialingDateEnd : null,
    renewal: state === 'active' && s.nextDayPayment && !s.endDate ? s.nextDayPayment : null,
    end: state === 'cancelled' ? s.endDate : null,
    canCancel: has('cancel'),
    canResume: state === 'cancelled' && has('resume'),
    canRetry: has('payment_error'),
    canChangeCard: state === 'active' || state === 'trialing',
  };
}

/** The price after a coupon: percent off or amount off (never below zero), rounded to cents. */
export function discountedPrice(
  price: number,
  coupon: { percentOff: number | null; amountOff: number | null } | null,
): number {
  if (!coupon) return price;
  const off = coupon.percentOff ? (price * coupon.percentOff) / 100 : (coupon.amountOff ?? 0);
  return Math.max(0, Math.round((price - off) * 100) / 100);
}
