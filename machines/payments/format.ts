/**
 * The subscription texts of the account page (spec §9 "Business constants", §4 "Subscription"):
 * - trial: "{n} day(s) of free trial";
 * - intervals DAY, WEEK, MONTH, YEAR (LIFE shows none).
 * Texts are Lingui descriptors (machines never import the Lingui runtime). Prices, dates and the subscription's
 * display state are pure rules of `src/domain` (money, dates, payments).
 */
import { msg, plural } from '@lingui/core/macro';
import type { Interval, MessageDescriptor } from '~/domain';

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
