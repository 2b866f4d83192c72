/** Plans, subscriptions, cards, coupons and rentals. */
import * as z from 'zod/mini';
import { listIn, NamedRef, optBoolean, optNumber, optString } from '../common/schemas';

export const PlanInterval = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR', 'LIFE']);

export const Plan = z.object({
  id: z.number(),
  name: z.string(),
  active: optBoolean,
  description: optString,
  currency: optString,
  price: optNumber,
  interval: z.catch(z.nullish(PlanInterval), null),
  extendable: optBoolean,
  stripePlanId: optString,
  trialDays: optNumber,
});
export const PlanListResponse = z.object({ planList: z.nullish(z.array(Plan)) });

export const Card = z.object({
  cardId: z.string().check(z.minLength(1)),
  isDefault: optBoolean,
  last4: z.string(),
  expMonth: optNumber,
  expYear: optNumber,
  cardBrand: optString,
});
/** "cards (default empty)": null or an empty body is an empty list. */
/** spec §7 "Answer: cards (default empty)"; a bare array (an older reading of the provider) is accepted too. */
export const CardList = listIn('cards', Card);

export const Subscription = z.object({
  subscriptionId: z.number(),
  plan: Plan,
  price: optNumber,
  discount: optNumber,
  status: z.string(),
  startDate: optString,
  endDate: optString,
  trialingDateEnd: optString,
  nextDayPayment: optString,
  coupon: z.nullish(NamedRef),
  clientSecret: optString,
  paymentMethod: z.nullish(Card),
});

export const UserSubscriptionResponse = z.object({
  // required (contract): "not subscribed" is an empty list, never an answer without one (a bad answer
  // must not show an active member the subscribe wizard)
  subscriptionList: z.array(Subscription),
  userId: optNumber,
  specialUser: optBoolean,
  rentedProductIdList: z.nullish(z.array(z.number())),
});

export const SubscribeResponse = z.object({ status: z.string(), clientSecret: optString, subscriptionId: optNumber });

export const Coupon = z.object({
  id: z.string(),
  name: z.string(),
  valid: z.boolean(),
  percentOff: optNumber,
  amountOff: optNumber,
  currency: optString,
});

export const RentResponse = z.object({ piSecret: z.string().check(z.minLength(1)), rentalEndDate: optString });

export type PlanRaw = z.infer<typeof Plan>;
export type CardRaw = z.infer<typeof Card>;
export type SubscriptionRaw = z.infer<typeof Subscription>;
export type CouponRaw = z.infer<typeof Coupon>;
