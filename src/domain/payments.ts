/**
 * Plans, subscriptions, cards and coupons (spec §3), and the pure rules of the account page's subscription and
 * payment-methods cards (spec §4 "Subscription", §6): the subscription's display state and what it offers, a
 * coupon's price, which subscription the member still holds, what each card shows for special users and clubs with
 * external pages.
 */
import type { Club } from './club';
import type { User } from './account';

export type Interval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'LIFE';

export interface Plan {
  id: number;
  name: string;
  active: boolean;
  description: string;
  currency: string;
  price: number;
  interval: Interval;
  extendable: boolean;
  providerPlanId: string | null;
  trialDays: number;
}

export type SubscriptionAction = 'payment_error' | 'resume' | 'cancel';

export interface Subscription {
  id: number;
  plan: Pick<Plan, 'id' | 'name' | 'price' | 'interval' | 'currency' | 'description'> & {
    active: boolean;
    providerPlanId: string | null;
  };
  price: number;
  discount: number;
  status: string;
  startDate: string | null;
  endDate: string | null;
  trialingDateEnd: string | null;
  nextDayPayment: string | null;
  coupon: string | null;
  clientSecret: string | null;
  paymentMethod: string | null;
  actions: SubscriptionAction[];
}

export interface Card {
  id: string;
  selected: boolean;
  /** star groups plus last4, e.g. "**** **** **** 4242" */
  number: string;
  expiration: string;
  brand: string;
}

export interface Coupon {
  id: string;
  name: string;
  valid: boolean;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
}

/**
 * Spec §4 Subscription, exactly:
 * - `payment_error` when the status is INCOMPLETE and there is a clientSecret (payment pending);
 * - `cancel` when the plan has a provider plan id, the status is not INCOMPLETE and there is no end date;
 * - `resume` when there is an end date and the plan is not active ("Resume is allowed only when the plan is not
 *   active and an end date exists").
 */
export function subscriptionActions(subscription: {
  status: string;
  clientSecret: string | null;
  endDate: string | null;
  plan: { active: boolean; providerPlanId: string | null };
}): SubscriptionAction[] {
  const actions: SubscriptionAction[] = [];
  const incomplete = subscription.status.toUpperCase() === 'INCOMPLETE';
  if (incomplete && subscription.clientSecret) actions.push('payment_error');
  if (subscription.plan.providerPlanId && !incomplete && !subscription.endDate) actions.push('cancel');
  if (subscription.endDate && !subscription.plan.active) actions.push('resume');
  return actions;
}

/** A subscription the member still holds (ERROR or cancelled-by-provider ones give way to the wizard again). */
export function isCurrent(s: Subscription | null): s is Subscription {
  if (!s) return false;
  const status = s.status.toUpperCase();
  return status !== 'ERROR' && status !== 'CANCELED' && status !== 'CANCELLED';
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

/** What a subscription or payment-methods card shows (spec §6). */
export type CardMode = { kind: 'special' } | { kind: 'external'; url: string } | { kind: 'own' };

/** Special users (no USER role) see neither card's content; a club's external page replaces its own flow. */
export function cardModes(
  club: Pick<Club, 'externalSubscription' | 'externalPaymentMethods'>,
  user: Pick<User, 'roles'>,
): { subscription: CardMode; paymentMethods: CardMode } {
  if (!user.roles.includes('USER')) return { subscription: { kind: 'special' }, paymentMethods: { kind: 'special' } };
  return {
    subscription: club.externalSubscription ? { kind: 'external', url: club.externalSubscription } : { kind: 'own' },
    paymentMethods: club.externalPaymentMethods
      ? { kind: 'external', url: club.externalPaymentMethods }
      : { kind: 'own' },
  };
}
