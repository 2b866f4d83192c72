/** Plans, subscriptions, cards and coupons (spec §3). */
import { subscriptionActions, type Card, type Coupon, type Interval, type Plan, type Subscription } from '~/domain';
import type { CardRaw, CouponRaw, PlanRaw, SubscriptionRaw } from './schemas';
import { DEFAULT_CURRENCY, text, type Nullish } from '../common/mappers';

export function mapPlan(raw: PlanRaw): Plan {
  return {
    id: raw.id,
    name: raw.name,
    active: raw.active ?? false,
    description: raw.description ?? '',
    currency: text(raw.currency)?.toUpperCase() ?? DEFAULT_CURRENCY,
    price: raw.price ?? 0,
    interval: (raw.interval ?? 'LIFE') satisfies Interval,
    extendable: raw.extendable ?? false,
    providerPlanId: text(raw.stripePlanId),
    trialDays: raw.trialDays ?? 0,
  };
}

export function mapSubscription(raw: SubscriptionRaw): Subscription {
  const plan = mapPlan(raw.plan);
  const base = {
    id: raw.subscriptionId,
    plan: {
      id: plan.id,
      name: plan.name,
      price: plan.price,
      interval: plan.interval,
      currency: plan.currency,
      description: plan.description,
      active: plan.active,
      providerPlanId: plan.providerPlanId,
    },
    price: raw.price ?? plan.price,
    discount: raw.discount ?? 0,
    status: raw.status,
    startDate: text(raw.startDate),
    endDate: text(raw.endDate),
    trialingDateEnd: text(raw.trialingDateEnd),
    nextDayPayment: text(raw.nextDayPayment),
    coupon: text(raw.coupon?.name),
    clientSecret: text(raw.clientSecret),
    paymentMethod: raw.paymentMethod ? raw.paymentMethod.cardId : null,
  };
  return { ...base, actions: subscriptionActions(base) };
}

function twoDigits(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)) % 100);
  return digits.length < 2 ? `0${digits}` : digits;
}

/** `**** **** **** 4242` */
export function maskCardNumber(last4: string): string {
  return `**** **** **** ${last4}`;
}

/** `MM/YY`, '' when the month or year is unknown. */
export function cardExpiration(month: Nullish<number>, year: Nullish<number>): string {
  if (month === null || month === undefined || year === null || year === undefined) return '';
  return `${twoDigits(month)}/${twoDigits(year)}`;
}

export function mapCard(raw: CardRaw): Card {
  return {
    id: raw.cardId,
    selected: raw.isDefault ?? false,
    number: maskCardNumber(raw.last4),
    expiration: cardExpiration(raw.expMonth, raw.expYear),
    brand: raw.cardBrand ?? '',
  };
}

export function mapCoupon(raw: CouponRaw): Coupon {
  return {
    id: raw.id,
    name: raw.name,
    valid: raw.valid,
    percentOff: raw.percentOff ?? null,
    amountOff: raw.amountOff ?? null,
    currency: text(raw.currency)?.toUpperCase() ?? null,
  };
}
