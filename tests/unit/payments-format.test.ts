/**
 * Subscription display rules (spec §4 Subscription, §9): trial text, intervals, DD/MM/YYYY dates,
 * and the subscription display state and actions over every combination of status, client secret, end date, next
 * payment day, provider plan id and plan active.
 */
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { intervalText, trialText } from '~machines/payments/format';
import { discountedPrice, formatDate, subscriptionActions, subscriptionCard, subscriptionDisplayState } from '~/domain';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const render = (d: ReturnType<typeof trialText>) => (d ? i18n._(d.id, d.values, { message: d.message }) : null);

describe('trialText', () => {
  it.each([
    [0, null],
    [-2, null],
    [1, '1 day of free trial'],
    [7, '7 days of free trial'],
    [14, '14 days of free trial'],
  ])('%s days -> %s', (days, expected) => {
    expect(render(trialText(days))).toBe(expected);
  });
});

describe('intervalText', () => {
  it.each([
    ['DAY', 'per day'],
    ['WEEK', 'per week'],
    ['MONTH', 'per month'],
    ['YEAR', 'per year'],
    ['LIFE', null],
    ['SOMETHING', null],
  ])('%s -> %s', (interval, expected) => {
    expect(render(intervalText(interval))).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    ['1995-11-02', '02/11/1995'],
    ['2026-12-01T10:00:00Z', '01/12/2026'],
    ['2026-01-31T23:30:00.000Z', '31/01/2026'],
    ['', ''],
    [null, ''],
    ['not a date', ''],
  ])('%s -> %s', (value, expected) => {
    expect(formatDate(value, 'UTC')).toBe(expected);
  });
});

describe('discountedPrice', () => {
  it.each([
    [9.99, null, 9.99],
    [9.99, { percentOff: 10, amountOff: null }, 8.99],
    [10, { percentOff: null, amountOff: 5 }, 5],
    [4, { percentOff: null, amountOff: 5 }, 0],
    [10, { percentOff: null, amountOff: null }, 10],
  ])('%s with %j -> %s', (price, coupon, expected) => {
    expect(discountedPrice(price, coupon)).toBe(expected);
  });
});

describe('subscription display state and actions: every combination', () => {
  const statuses = ['TRIALING', 'ACTIVE', 'INCOMPLETE', 'ERROR', 'CANCELED'];
  const secrets = [null, 'pi_1_secret_x'];
  const endDates = [null, '2026-12-01T00:00:00Z'];
  const nextPayments = [null, '2026-12-20T00:00:00Z'];
  const planIds = [null, 'price_x'];
  const actives = [true, false];
  const cases: Array<[string, string | null, string | null, string | null, string | null, boolean]> = [];
  for (const status of statuses)
    for (const clientSecret of secrets)
      for (const endDate of endDates)
        for (const nextDayPayment of nextPayments)
          for (const providerPlanId of planIds)
            for (const active of actives)
              cases.push([status, clientSecret, endDate, nextDayPayment, providerPlanId, active]);

  it('covers 160 combinations', () => expect(cases).toHaveLength(160));

  it.each(cases)(
    'status=%s secret=%s end=%s next=%s planId=%s active=%s',
    (status, clientSecret, endDate, nextDayPayment, providerPlanId, active) => {
      const actions = subscriptionActions({ status, clientSecret, endDate, plan: { active, providerPlanId } });
      // spec §4, read independently of the implementation
      const paymentError = status === 'INCOMPLETE' && clientSecret !== null;
      expect(actions.includes('payment_error')).toBe(paymentError);
      expect(actions.includes('cancel')).toBe(providerPlanId !== null && status !== 'INCOMPLETE' && endDate === null);
      expect(actions.includes('resume')).toBe(endDate !== null && !active);

      const facts = { status, endDate, trialingDateEnd: '2026-11-27T00:00:00Z', nextDayPayment, actions };
      const expectedState = paymentError
        ? 'payment_error'
        : endDate
          ? 'cancelled'
          : status === 'TRIALING'
            ? 'trialing'
            : 'active';
      expect(subscriptionDisplayState(facts)).toBe(expectedState);
      const card = subscriptionCard(facts);
      expect(card.state).toBe(expectedState);
      expect(card.trialEnd).toBe(expectedState === 'trialing' ? '2026-11-27T00:00:00Z' : null);
      // renewal only when active, with a next payment day and no end date
      expect(card.renewal).toBe(expectedState === 'active' && nextDayPayment && !endDate ? nextDayPayment : null);
      expect(card.end).toBe(expectedState === 'cancelled' ? endDate : null);
      expect(card.canRetry).toBe(paymentError);
      // a subscription that will charge again can change the card it is paid with
      expect(card.canChangeCard).toBe(expectedState === 'active' || expectedState === 'trialing');
      expect(card.canCancel).toBe(actions.includes('cancel'));
      expect(card.canResume).toBe(expectedState === 'cancelled' && actions.includes('resume'));
    },
  );
});
