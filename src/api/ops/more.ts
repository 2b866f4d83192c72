/** Auth, TV login, payments, users, subscriptions, trainers and meetings. */

import type { Api } from '../client';
import { decode } from '../decode';
import type {
  Availability,
  Card,
  Coupon,
  Language,
  Meeting,
  Plan,
  Subscription,
  Template,
  Trainer,
  User,
} from '../../domain';
import { isApiError } from '../errors';
import {
  mapAvailability,
  mapCard,
  mapCoupon,
  mapMeeting,
  mapPlan,
  mapSubscription,
  mapTemplate,
  mapTrainer,
} from '../mappers/more';
import { mapUser } from '../mappers/session';
import * as account from '../schemas/account';
import * as billing from '../schemas/billing';
import * as trainers from '../schemas/trainers';
import type {
  AvailabilityRange,
  CallInit,
  ChangePasswordInput,
  JoinMeetingInput,
  LoginInput,
  LoginResult,
  Platform,
  ReactivateExtras,
  RegisterInput,
  RegisterResult,
  SubscribeInput,
  SubscribeResult,
  TvLoginCode,
  TvValidateResult,
  UserUpdateInput,
} from '../types';
import { acknowledge, club, send, text, type Schemas } from '../call';

function loginResult(raw: {
  token: string;
  language?: Language | null;
  user: Parameters<typeof mapUser>[0];
  spdTeamUserFavoritesList?: Parameters<typeof mapUser>[1];
}): LoginResult {
  const user = mapUser(raw.user, raw.spdTeamUserFavoritesList);
  return { token: raw.token, language: raw.language ?? user.language, user };
}

// ---------------------------------------------------------------------------------------------------------------
// Auth

export async function login(api: Api, input: LoginInput, init?: CallInit): Promise<LoginResult> {
  const op = 'POST /login';
  const body: Schemas['LoginRequest'] = {
    email: input.email,
    password: input.password,
    companyCode: input.companyCode,
    platform: input.platform ?? 'WEB',
  };
  const data = await send(op, () => api.client.POST('/login', { params: { query: club(api) }, body, ...init }));
  return loginResult(decode(op, account.LoginResponse, data));
}

export async function forgottenPassword(api: Api, email: string, init?: CallInit): Promise<void> {
  const op = 'GET /forgotten-password';
  await acknowledge(op, () =>
    api.client.GET('/forgotten-password', { params: { query: { ...club(api), email } }, ...init }),
  );
}

export async function resetPassword(
  api: Api,
  input: { password: string; token: string },
  init?: CallInit,
): Promise<void> {
  const op = 'POST /reset-password';
  const body: Schemas['ResetPasswordRequest'] = { password: input.password, token: input.token };
  await acknowledge(op, () => api.client.POST('/reset-password', { params: { query: club(api) }, body, ...init }));
}

/** Signup; sends `genderType` (= gender) too. A 2xx answer may still carry `error: true` (returned, not thrown). */
export async function register(api: Api, input: RegisterInput, init?: CallInit): Promise<RegisterResult> {
  const op = 'POST /register';
  const body: Schemas['RegisterRequest'] = {
    email: input.email,
    password: input.password,
    ...(input.confirmPassword !== undefined ? { confirmPassword: input.confirmPassword } : {}),
    firstName: input.firstName,
    lastName: input.lastName,
    gender: input.gender,
    genderType: input.gender,
    birthdate: input.birthdate,
    country: input.country.toUpperCase(),
    companyCode: input.companyCode,
    clubId: input.clubId,
    ...(input.language !== undefined ? { language: input.language } : {}),
  };
  const data = await send(op, () => api.client.POST('/register', { params: { query: club(api) }, body, ...init }));
  const raw = decode(op, account.RegisterResponse, data);
  const message = text(raw?.message);
  return { error: raw?.error ?? false, ...(message !== null ? { message } : {}) };
}

export async function verifyEmail(api: Api, verificationToken: string, init?: CallInit): Promise<void> {
  const op = 'GET /verify-email';
  await acknowledge(op, () =>
    api.client.GET('/verify-email', { params: { query: { ...club(api), verificationToken } }, ...init }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// TV login

export async function getTvLoginCode(api: Api, platform: Platform = 'TV', init?: CallInit): Promise<TvLoginCode> {
  const op = 'GET /tv/loginCode';
  const data = await send(op, () =>
    api.client.GET('/tv/loginCode', { params: { query: { ...club(api), platform } }, ...init }),
  );
  const raw = decode(op, account.TvLoginCode, data);
  return { loginCode: raw.loginCode, expiresAt: text(raw.expiresAt) };
}

export const TV_CODE_PENDING = 'TV_CODE_PENDING';

/** Polled by the TV: `pending` while the code is not authorised (400 TV_CODE_PENDING); other failures throw. */
export async function validateTvCode(api: Api, loginCode: number, init?: CallInit): Promise<TvValidateResult> {
  const op = 'POST /tv/validateCode';
  let data: unknown;
  try {
    data = await send(op, () =>
      api.client.POST('/tv/validateCode', { params: { query: club(api) }, body: { loginCode }, ...init }),
    );
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 400 && error.code === TV_CODE_PENDING) {
      return { status: 'pending' };
    }
    throw error;
  }
  return { status: 'authorized', ...loginResult(decode(op, account.LoginResponse, data)) };
}

export async function authorizeTvCode(api: Api, loginCode: number, init?: CallInit): Promise<void> {
  const op = 'POST /tv/authorizeCode';
  await acknowledge(op, () =>
    api.client.POST('/tv/authorizeCode', { params: { query: club(api) }, body: { loginCode }, ...init }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

export async function listCards(api: Api, init?: CallInit): Promise<Card[]> {
  const op = 'GET /subscriptions/users/cards';
  const data = await send(op, () =>
    api.client.GET('/subscriptions/users/cards', { params: { query: club(api) }, ...init }),
  );
  return decode(op, billing.CardList, data).map(mapCard);
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
  return mapCard(decode(op, billing.Card, data));
}

// ---------------------------------------------------------------------------------------------------------------
// Users

/** Sends the user fields plus `genderType` (= gender) and `spdTeamUserFavoritesIdList`; answers the stored user. */
export async function updateUser(api: Api, userId: number, input: UserUpdateInput, init?: CallInit): Promise<User> {
  const op = 'PUT /users/{id}';
  const favoriteIds = input.favoriteTeamIds ?? input.favoriteTeams?.map((team) => team.id);
  const body = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: text(input.phone),
    address: text(input.address),
    city: text(input.city),
    postalCode: text(input.postalCode),
    country: input.country.toUpperCase(),
    birthdate: input.birthdate,
    // The contract requires gender; a profile without one sends none and the provider judges (400).
    ...(input.gender !== null ? { gender: input.gender, genderType: input.gender } : {}),
    language: input.language,
    ...(favoriteIds !== undefined ? { spdTeamUserFavoritesIdList: [...favoriteIds] } : {}),
  } as Schemas['UpdateUserRequest'];
  const data = await send(op, () =>
    api.client.PUT('/users/{id}', { params: { path: { id: userId }, query: club(api) }, body, ...init }),
  );
  return mapUser(decode(op, account.User, data));
}

/** 400 (with the provider's message) when the old password is wrong or the new ones differ. */
export async function changePassword(
  api: Api,
  userId: number,
  input: ChangePasswordInput,
  init?: CallInit,
): Promise<void> {
  const op = 'PUT /users/{id}/change-password';
  await acknowledge(op, () =>
    api.client.PUT('/users/{id}/change-password', {
      params: { path: { id: userId }, query: club(api) },
      body: {
        oldPassword: input.oldPassword,
        newPassword: input.newPassword,
        newPasswordConfirmation: input.newPasswordConfirmation,
      },
      ...init,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

/** The user's subscription: the first item of `subscriptionList`, null when not subscribed. */
export async function getUserSubscription(api: Api, userId: number, init?: CallInit): Promise<Subscription | null> {
  const op = 'GET /users/{id}/subscription';
  const data = await send(op, () =>
    api.client.GET('/users/{id}/subscription', { params: { path: { id: userId }, query: club(api) }, ...init }),
  );
  const first = decode(op, billing.UserSubscriptionResponse, data).subscriptionList?.[0];
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
  return (decode(op, billing.PlanListResponse, data).planList ?? []).map(mapPlan);
}

export async function subscribe(api: Api, input: SubscribeInput, init?: CallInit): Promise<SubscribeResult> {
  const op = 'POST /subscriptions/users';
  const body: Schemas['SubscribeRequest'] = { paymentMethodId: input.paymentMethodId, planId: input.planId };
  const couponId = text(input.couponId);
  if (couponId !== null) body.couponId = couponId;
  const data = await send(op, () =>
    api.client.POST('/subscriptions/users', { params: { query: club(api) }, body, ...init }),
  );
  const raw = decode(op, billing.SubscribeResponse, data);
  return { status: raw.status, clientSecret: text(raw.clientSecret), subscriptionId: raw.subscriptionId ?? null };
}

/** 404 for an unknown code; `valid: false` for a known one that cannot be used. */
export async function getCoupon(api: Api, code: string, init?: CallInit): Promise<Coupon> {
  const op = 'GET /coupon/{code}';
  const data = await send(op, () =>
    api.client.GET('/coupon/{code}', { params: { path: { code: code.trim() }, query: club(api) }, ...init }),
  );
  return mapCoupon(decode(op, billing.Coupon, data));
}

// ---------------------------------------------------------------------------------------------------------------
// Trainers and meetings

export const TRAINERS_PAGE_SIZE = 10000;

/** All trainers, in one page of 10000 (spec §9). */
export async function listTrainers(api: Api, init?: CallInit): Promise<Trainer[]> {
  const op = 'GET /trainers';
  const data = await send(op, () =>
    api.client.GET('/trainers', {
      params: { query: { ...club(api), pageNumber: 1, pageSize: TRAINERS_PAGE_SIZE } },
      ...init,
    }),
  );
  return (decode(op, trainers.TrainerPage, data).content ?? []).map(mapTrainer);
}

export async function getTrainer(api: Api, id: number, init?: CallInit): Promise<Trainer> {
  const op = 'GET /trainers/{id}';
  const data = await send(op, () =>
    api.client.GET('/trainers/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapTrainer(decode(op, trainers.Trainer, data));
}

export async function listTrainerTemplates(api: Api, trainerId: number, init?: CallInit): Promise<Template[]> {
  const op = 'GET /trainers/templates';
  const data = await send(op, () =>
    api.client.GET('/trainers/templates', { params: { query: { ...club(api), trainerId } }, ...init }),
  );
  return (decode(op, trainers.TemplateList, data) ?? []).map(mapTemplate);
}

/** Free slots between two days (YYYY-MM-DD, inclusive); times are UTC. */
export async function getTrainerAvailability(
  api: Api,
  trainerId: number,
  range: AvailabilityRange,
  init?: CallInit,
): Promise<Availability> {
  const op = 'GET /schedules/trainer/{id}/availability';
  const data = await send(op, () =>
    api.client.GET('/schedules/trainer/{id}/availability', {
      params: { path: { id: trainerId }, query: { ...club(api), from: range.from, to: range.to } },
      ...init,
    }),
  );
  return mapAvailability(decode(op, trainers.Availability, data));
}

/** Books a session: `id` is the meeting id (group slot) or the template id (individual slot). */
export async function joinMeeting(api: Api, id: number, input: JoinMeetingInput, init?: CallInit): Promise<Meeting> {
  const op = 'POST /meetings/{id}/join';
  const body: Schemas['JoinMeetingRequest'] = { requestedDateTime: input.requestedDateTime };
  const paymentMethodId = text(input.paymentMethodId);
  if (paymentMethodId !== null) body.paymentMethodId = paymentMethodId;
  if (input.trainerId !== undefined) body.trainerId = input.trainerId;
  if (input.templateId !== undefined) body.templateId = input.templateId;
  const data = await send(op, () =>
    api.client.POST('/meetings/{id}/join', { params: { path: { id }, query: club(api) }, body, ...init }),
  );
  return mapMeeting(decode(op, trainers.Meeting, data));
}

export async function listMeetings(api: Api, init?: CallInit): Promise<Meeting[]> {
  const op = 'GET /meetings';
  const data = await send(op, () => api.client.GET('/meetings', { params: { query: club(api) }, ...init }));
  return (decode(op, trainers.MeetingListResponse, data).meetingList ?? []).map(mapMeeting);
}
