/** Plans, subscriptions, cards, coupons, trainers and meetings. */
import type {
  Availability,
  Card,
  Coupon,
  Interval,
  Meeting,
  Plan,
  Subscription,
  SubscriptionAction,
  Template,
  Trainer,
} from '../../domain';
import type { CardRaw, CouponRaw, PlanRaw, SubscriptionRaw } from '../schemas/billing';
import type { AvailabilityRaw, MeetingRaw, TemplateRaw, TrainerRaw } from '../schemas/trainers';
import { trainerPath } from '../paths';
import { DEFAULT_CURRENCY, PLACEHOLDER_IMAGE, firstOf, text, url, type Nullish } from './common';

// ---------------------------------------------------------------------------------------------------------------
// Plans, subscriptions, cards, coupons

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

// ---------------------------------------------------------------------------------------------------------------
// Trainers and meetings

export function mapTemplate(raw: TemplateRaw): Template {
  return {
    id: raw.id,
    templateName: raw.templateName,
    categoryName: raw.category?.name ?? '',
    level: raw.level ?? null,
    price: raw.price ?? 0,
    description: raw.description ?? '',
    extraDescription: raw.extraDescription ?? '',
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    maxParticipants: raw.maxParticipants ?? 1,
  };
}

export function mapTrainer(raw: TrainerRaw): Trainer {
  const image = url(raw.image);
  const thumbnail = url(raw.thumbnail);
  const templates = (raw.templates ?? []).map(mapTemplate);
  const templateIdList = raw.templateIdList ?? templates.map((template) => template.id);
  const productIdList = raw.productIdList ?? [];
  return {
    id: raw.id,
    name: raw.name,
    description: raw.description ?? '',
    email: raw.email ?? '',
    image: firstOf(image, thumbnail) ?? PLACEHOLDER_IMAGE,
    thumbnail: firstOf(thumbnail, image) ?? PLACEHOLDER_IMAGE,
    templateIdList,
    productIdList,
    templates,
    pathToDetail: trainerPath(raw.id, raw.name),
    // "allowsMeeting (has templates)": the embedded templates, or their ids when the list omits them.
    allowsMeeting: templates.length > 0 || templateIdList.length > 0,
    hasProducts: productIdList.length > 0,
  };
}

/**
 * The meeting code is the last non-empty path segment of the room url (query and fragment ignored):
 * `https://meet.example.com/rooms/abc-123?x=1` -> `abc-123`; a bare code is its own code; no path -> null.
 */
export function meetingCodeFromUrl(value: Nullish<string>): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let path = trimmed.split(/[?#]/)[0] ?? '';
  const authority = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/]*/i.exec(path);
  if (authority) path = path.slice(authority[0].length);
  const segments = path.split('/').filter((part) => part !== '');
  const last = segments[segments.length - 1];
  if (last === undefined) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function mapMeeting(raw: MeetingRaw): Meeting {
  return {
    meetingId: raw.meetingId,
    start: raw.start,
    end: raw.end,
    categoryName: raw.category?.name ?? '',
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    code: meetingCodeFromUrl(raw.url),
    price: raw.price ?? 0,
    description: raw.description ?? '',
    extraDescription: raw.extraDescription ?? '',
    participants: raw.participants ?? 0,
    maxParticipants: raw.maxParticipants ?? 0,
  };
}

export function mapAvailability(raw: AvailabilityRaw): Availability {
  return {
    dailyScheduleList: (raw.dailyScheduleList ?? []).map((day) => ({
      day: day.day,
      parts: (day.parts ?? []).map((part) => ({
        start: part.start,
        end: part.end,
        meeting: part.meeting ? mapMeeting(part.meeting) : null,
      })),
    })),
  };
}
