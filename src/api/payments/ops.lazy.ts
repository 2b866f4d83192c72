/**
 * The payments operations (./operations.ts: all 'lazy', one chunk): cards, subscriptions, plans, coupons, rentals.
 */

import type { Api } from '../client';
import { decode } from '../decode';
import type { Card, Coupon, Plan, Subscription } from '~/domain';
import { mapCard, mapCoupon, mapPlan, mapSubscription } from './mappers';
import * as payments from './schemas';
import { acknowledge, club, send, text, type CallInit, type Schemas } from '../call';

export interface RentInput {
  productId: number;
  paymentMethodId: string;
}

export interface RentResult {
  piSecret: string;
  rentalEndDate: string | null;
}

export interface SubscribeInput {
  paymentMethodId: string;
  planId: number;
  couponId?: string | null;
}

export interface SubscribeResult {
  /** INCOMPLETE: confirm the card payment with clientSecret; ERROR: failure; others: done. */
  status: string;
  clientSecret: string | null;
  subscriptionId: number | null;
}

export interface ReactivateExtras {
  subscriptionEnd?: string;
  planId?: number;
  userId?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Cards

export async function listCards(api: Api, init?: CallInit): Promise<Card[]> {
  const op = 'GET /subscriptions/users/cards';
  const data = await send(op, () =>
    api.client.GET('/subscriptions/users/cards', { params: { query: club(api) }, ...init }),
  );
  return decode(op, payments.CardList, data).map(mapCard);
}

export async function setDefaultCard(api: Api, paymentMethodId: string, init?: CallInit): Promise<void> {
  const op = 'PUT /subscriptions/users/cards/updatepayment';
  await acknowledge(op, () =>
    api.client.PUT('/subscriptions/users/cards/updatepayment', {
      params: { query: club(api) },
      body: { paymentMethodId },
      ...init,
    }),
  );
}

/** 409 with code CARD_IS_DEFAULT or CARD_IN_USE for the default card or one tied to a subscription. */
export async function deleteCard(api: Api, cardId: string, init?: CallInit): Promise<void> {
  const op = 'DELETE /subscriptions/users/cards/{id}';
  await acknowledge(op, () =>
    api.client.DELETE('/subscriptions/users/cards/{id}', {
      params: { path: { id: cardId }, query: club(api) },
      ...init,
    }),
  );
}

/** Saves a card created with the card payment provider (`paymentMethodId`, pm_...). */
export async function createCard(api: Api, paymentMethodId: string, init?: CallInit): Promise<Card> {
  const op = 'POST /subscriptions/users/cards';
  const data = await send(op, () =>
    api.client.POST('/subscriptions/users/cards', { params: { query: club(api) }, body: { paymentMethodId }, ...init }),
  );
  return mapCard(decode(op, payments.Card, data));
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

/** The user's subscription: the first item of `subscriptionList`, null when not subscribed. */
export async function getUserSubscription(api: Api, userId: number, init?: CallInit): Promise<Subscription | null> {
  const op = 'GET /users/{id}/subscription';
  const data = await send(op, () =>
    api.client.GET('/users/{id}/subscription', { params: { path: { id: userId }, query: club(api) }, ...init }),
  );
  const first = decode(op, payments.UserSubscriptionResponse, data).subscriptionList?.[0];
  return first ? mapSubscription(first) : null;
}

export async function cancelSubscription(api: Api, subscriptionId: number, init?: CallInit): Promise<void> {
  const op = 'DELETE /subscriptions/users';
  await acknowledge(op, () =>
    api.client.DELETE('/subscriptions/users', { params: { query: club(api) }, body: { subscriptionId }, ...init }),
  );
}

export async function reactivateSubscription(
  api: Api,
  subscriptionId: number,
  extras: ReactivateExtras = {},
  init?: CallInit,
): Promise<void> {
  const op = 'POST /subscriptions/users/reactivesubscription';
  const body: Schemas['ReactivateSubscriptionRequest'] = { subscriptionId };
  if (extras.subscriptionEnd !== undefined) body.subscriptionEnd = extras.subscriptionEnd;
  if (extras.planId !== undefined) body.planId = extras.planId;
  if (extras.userId !== undefined) body.userId = extras.userId;
  await acknowledge(op, () =>
    api.client.POST('/subscriptions/users/reactivesubscription', { params: { query: club(api) }, body, ...init }),
  );
}

export async function listPlans(api: Api, init?: CallInit): Promise<Plan[]> {
  const op = 'GET /plans/list';
  const data = await send(op, () => api.client.GET('/plans/list', { params: { query: club(api) }, ...init }));
  return (decode(op, payments.PlanListResponse, data).planList ?? []).map(mapPlan);
}

export async function subscribe(api: Api, input: SubscribeInput, init?: CallInit): Promise<SubscribeResult> {
  const op = 'POST /subscriptions/users';
  const body: Schemas['SubscribeRequest'] = { paymentMethodId: input.paymentMethodId, planId: input.planId };
  const couponId = text(input.couponId);
  if (couponId !== null) body.couponId = couponId;
  const data = await send(op, () =>
    api.client.POST('/subscriptions/users', { params: { query: club(api) }, body, ...init }),
  );
  const raw = decode(op, payments.SubscribeResponse, data);
  return { status: raw.status, clientSecret: text(raw.clientSecret), subscriptionId: raw.subscriptionId ?? null };
}

/** 404 for an unknown code; `valid: false` for a known one that cannot be used. */
export async function getCoupon(api: Api, code: string, init?: CallInit): Promise<Coupon> {
  const op = 'GET /coupon/{code}';
  const data = await send(op, () =>
    api.client.GET('/coupon/{code}', { params: { path: { code: code.trim() }, query: club(api) }, ...init }),
  );
  return mapCoupon(decode(op, payments.Coupon, data));
}

// ---------------------------------------------------------------------------------------------------------------
// Rentals

export async function rentProduct(api: Api, input: RentInput, init?: CallInit): Promise<RentResult> {
  const op = 'POST /subscriptions/rent';
  const data = await send(op, () =>
    api.client.POST('/subscriptions/rent', {
      params: { query: club(api) },
      body: { productId: input.productId, paymentMethodId: input.paymentMethodId },
      ...init,
    }),
  );
  const raw = decode(op, payments.RentResponse, data);
  return { piSecret: raw.piSecret, rentalEndDate: text(raw.rentalEndDate) };
}
