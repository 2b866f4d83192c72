/**
 * The typed facade over the provider contract: one function per operation (named after its operationId), taking
 * domain-friendly arguments and returning domain objects parsed and mapped at the boundary.
 *
 * Each operation is a standalone function `(api, ...args)` so that a route chunk importing only a few of them pulls
 * only their schemas; `createEndpoints(api)` binds all of them into one object for the composition root and for
 * actors/queries that take an injectable `Endpoints`.
 *
 * Callers never pass the `club` query parameter: it comes from `api.club()` (the middleware also guarantees it).
 * Every failure is an `ApiError` (see ./errors), except an aborted call, which rejects with the AbortError.
 */
import type { components } from '../../openapi/schema';
import type { Api } from './client';
import { decode } from './decode';
import type {
  Availability,
  Card,
  Category,
  Club,
  CollectionDetail,
  Coupon,
  Home,
  Language,
  LikeValue,
  Meeting,
  NewsItem,
  Plan,
  ProductCard,
  ProductDetail,
  Slide,
  Subscription,
  Team,
  Template,
  Trainer,
  User,
  VisualizationReport,
} from './domain';
import { ApiError, isApiError } from './errors';
import {
  mapAvailability,
  mapCard,
  mapCategory,
  mapClub,
  mapCollectionDetail,
  mapCoupon,
  mapHome,
  mapMeeting,
  mapNews,
  mapPlan,
  mapProductCard,
  mapProductDetail,
  mapSlide,
  mapSubscription,
  mapTeam,
  mapTemplate,
  mapTrainer,
  mapUser,
} from './mappers';
import * as account from './schemas/account';
import * as billing from './schemas/billing';
import * as catalogue from './schemas/catalogue';
import { Ok } from './schemas/common';
import * as trainers from './schemas/trainers';
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
  RentInput,
  RentResult,
  SubscribeInput,
  SubscribeResult,
  TvLoginCode,
  TvValidateResult,
  UserUpdateInput,
  VisualizationResult,
} from './types';

type Schemas = components['schemas'];

interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Runs one call: network and JSON failures, 440 and non-2xx answers become ApiErrors; returns the 2xx body. */
async function send(operation: string, call: () => Promise<RawResult>): Promise<unknown> {
  let result: RawResult;
  try {
    result = await call();
  } catch (error) {
    if (isApiError(error) || isAbortError(error)) throw error;
    if (error instanceof SyntaxError) throw ApiError.parse(operation, `the body is not valid JSON (${error.message})`);
    throw ApiError.network(operation, error);
  }
  const { response } = result;
  if (response.status === 440) throw ApiError.sessionExpired(operation, result.error);
  if (!response.ok) throw ApiError.http(operation, response.status, result.error);
  return result.data;
}

/** An `Ok` acknowledgement (or no body). `ok: false` on a 2xx is a failure too (kind 'http', the 2xx status). */
async function acknowledge(operation: string, call: () => Promise<RawResult>): Promise<void> {
  let status = 200;
  const data = await send(operation, async () => {
    const result = await call();
    status = result.response.status;
    return result;
  });
  const ok = decode(operation, Ok, data);
  if (ok && ok.ok === false)
    throw ApiError.http(operation, status, { message: ok.message ?? undefined, code: 'NOT_OK' });
}

function club(api: Api): { club: string } {
  return { club: api.club() };
}

function text(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}

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
// Configuration

/** Stores a logged-in user's language choice (spec §4 "Language switching ... the server is informed"). */
export async function getConfiguration(api: Api, lang: Language, init?: CallInit): Promise<Language> {
  const op = 'GET /configuration';
  const data = await send(op, () =>
    api.client.GET('/configuration', { params: { query: { ...club(api), lang } }, ...init }),
  );
  return decode(op, account.ConfigurationResponse, data).lang;
}

export const CLUB_NOT_FOUND = 'CLUB_NOT_FOUND';

/**
 * The club configuration for `clubKey` (id or domain; default: the api's club). An unknown club rejects with
 * ApiError http 404 and code CLUB_NOT_FOUND (see `isUnknownClubError`); an unreachable provider with 'network'
 * (or 'http' 5xx).
 */
export async function getClubConfiguration(api: Api, clubKey?: string, init?: CallInit): Promise<Club> {
  const op = 'GET /configuration/club';
  let data: unknown;
  try {
    data = await send(op, () =>
      api.client.GET('/configuration/club', { params: { query: { club: clubKey ?? api.club() } }, ...init }),
    );
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) {
      throw new ApiError({
        kind: 'http',
        operation: op,
        status: 404,
        code: error.code ?? CLUB_NOT_FOUND,
        ...(error.serverMessage !== undefined ? { serverMessage: error.serverMessage } : {}),
        message: `Unknown club ${JSON.stringify(clubKey ?? api.club())} (${op}: 404)`,
      });
    }
    throw error;
  }
  return mapClub(decode(op, account.Club, data));
}

export function isUnknownClubError(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && error.status === 404 && error.operation === 'GET /configuration/club'
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

export async function getCategoryContent(api: Api, id: number, init?: CallInit): Promise<Category> {
  const op = 'GET /categories/{id}/content';
  const data = await send(op, () =>
    api.client.GET('/categories/{id}/content', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapCategory(decode(op, catalogue.CategoryContent, data));
}

export async function getHome(api: Api, init?: CallInit): Promise<Home> {
  const op = 'GET /products/home';
  const data = await send(op, () => api.client.GET('/products/home', { params: { query: club(api) }, ...init }));
  return mapHome(decode(op, catalogue.HomeResponse, data));
}

export async function getProduct(api: Api, id: number, init?: CallInit): Promise<ProductDetail> {
  const op = 'GET /products/{id}';
  const data = await send(op, () =>
    api.client.GET('/products/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapProductDetail(decode(op, catalogue.ProductDetail, data));
}

/** Like 1, dislike -1, none 0; answers the stored vote. */
export async function voteProduct(api: Api, id: number, value: LikeValue, init?: CallInit): Promise<LikeValue> {
  const op = 'PUT /products/{id}/user/like/{value}';
  const data = await send(op, () =>
    api.client.PUT('/products/{id}/user/like/{value}', { params: { path: { id, value }, query: club(api) }, ...init }),
  );
  const like = decode(op, catalogue.VoteResponse, data).like;
  return like === 1 ? 1 : like === -1 ? -1 : 0;
}

/** Answers the stored favourite flag. */
export async function updateFavorite(
  api: Api,
  productId: number,
  isFavorite: boolean,
  init?: CallInit,
): Promise<boolean> {
  const op = 'PUT /products/update-favorite';
  const data = await send(op, () =>
    api.client.PUT('/products/update-favorite', {
      params: { query: club(api) },
      body: { productId, isFavorite },
      ...init,
    }),
  );
  return decode(op, catalogue.FavoriteResponse, data).favorite;
}

export async function rentProduct(api: Api, input: RentInput, init?: CallInit): Promise<RentResult> {
  const op = 'POST /subscriptions/rent';
  const data = await send(op, () =>
    api.client.POST('/subscriptions/rent', {
      params: { query: club(api) },
      body: { productId: input.productId, paymentMethodId: input.paymentMethodId },
      ...init,
    }),
  );
  const raw = decode(op, billing.RentResponse, data);
  return { piSecret: raw.piSecret, rentalEndDate: text(raw.rentalEndDate) };
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Playback report; completionPercentage is clamped to 0..100 and rounded to 2 decimals (spec §7). */
export async function reportVisualization(
  api: Api,
  productId: number,
  report: VisualizationReport,
  init?: CallInit,
): Promise<VisualizationResult> {
  const op = 'POST /products/{id}/visualizations';
  const body: Schemas['VisualizationRequest'] = {
    duration: nonNegative(report.duration),
    playtime: nonNegative(report.playtime),
    completionPercentage: Math.round(Math.min(100, nonNegative(report.completionPercentage)) * 100) / 100,
    visualizationId: report.visualizationId,
  };
  const data = await send(op, () =>
    api.client.POST('/products/{id}/visualizations', {
      params: { path: { id: productId }, query: club(api) },
      body,
      ...init,
    }),
  );
  return { visualizationId: decode(op, catalogue.VisualizationResponse, data).id };
}

/** Product search; an empty (or blank) query answers [] without a call (the contract needs minLength 1). */
export async function searchProducts(api: Api, query: string, init?: CallInit): Promise<ProductCard[]> {
  const op = 'GET /products/search';
  if (query.trim() === '') return [];
  const data = await send(op, () =>
    api.client.GET('/products/search', { params: { query: { ...club(api), query } }, ...init }),
  );
  return (decode(op, catalogue.ProductListResponse, data).productList ?? []).map(mapProductCard);
}

export async function getCollection(api: Api, id: number, init?: CallInit): Promise<CollectionDetail> {
  const op = 'GET /collections/{id}';
  const data = await send(op, () =>
    api.client.GET('/collections/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapCollectionDetail(decode(op, catalogue.CollectionDetail, data));
}

export async function listSlides(api: Api, init?: CallInit): Promise<Slide[]> {
  const op = 'GET /slider/list';
  const data = await send(op, () => api.client.GET('/slider/list', { params: { query: club(api) }, ...init }));
  return (decode(op, catalogue.SlideList, data) ?? []).map(mapSlide);
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

export async function listCards(api: Api, init?: CallInit): Promise<Card[]> {
  const op = 'GET /subscriptions/users/cards';
  const data = await send(op, () =>
    api.client.GET('/subscriptions/users/cards', { params: { query: club(api) }, ...init }),
  );
  return (decode(op, billing.CardList, data) ?? []).map(mapCard);
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

export async function getUser(api: Api, userId: number, init?: CallInit): Promise<User> {
  const op = 'GET /users/{id}';
  const data = await send(op, () =>
    api.client.GET('/users/{id}', { params: { path: { id: userId }, query: club(api) }, ...init }),
  );
  return mapUser(decode(op, account.User, data));
}

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
// News

export async function listNews(api: Api, init?: CallInit): Promise<NewsItem[]> {
  const op = 'GET /news';
  const data = await send(op, () => api.client.GET('/news', { params: { query: club(api) }, ...init }));
  return (decode(op, catalogue.NewsListResponse, data).newsList ?? []).map(mapNews);
}

export async function getNews(api: Api, id: number, init?: CallInit): Promise<NewsItem> {
  const op = 'GET /news/{id}';
  const data = await send(op, () =>
    api.client.GET('/news/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapNews(decode(op, catalogue.News, data));
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

// ---------------------------------------------------------------------------------------------------------------
// Teams

export async function getTeam(api: Api, id: number, init?: CallInit): Promise<Team> {
  const op = 'GET /team/{id}';
  const data = await send(op, () =>
    api.client.GET('/team/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapTeam(decode(op, catalogue.Team, data));
}

export async function listTeams(api: Api, init?: CallInit): Promise<Team[]> {
  const op = 'GET /team/list';
  const data = await send(op, () => api.client.GET('/team/list', { params: { query: club(api) }, ...init }));
  return (decode(op, catalogue.TeamList, data) ?? []).map(mapTeam);
}

// ---------------------------------------------------------------------------------------------------------------
// The bound facade

/** Every operation of the contract, by operationId. */
export const operations = {
  login,
  forgottenPassword,
  resetPassword,
  register,
  verifyEmail,
  getTvLoginCode,
  validateTvCode,
  authorizeTvCode,
  getConfiguration,
  getClubConfiguration,
  getCategoryContent,
  getHome,
  getProduct,
  voteProduct,
  updateFavorite,
  rentProduct,
  reportVisualization,
  searchProducts,
  listCards,
  setDefaultCard,
  deleteCard,
  createCard,
  getUser,
  updateUser,
  changePassword,
  getUserSubscription,
  cancelSubscription,
  reactivateSubscription,
  listPlans,
  subscribe,
  listNews,
  getNews,
  listTrainers,
  getTrainer,
  listTrainerTemplates,
  getTrainerAvailability,
  joinMeeting,
  listMeetings,
  getCollection,
  listSlides,
  getCoupon,
  getTeam,
  listTeams,
} as const;

export type OperationName = keyof typeof operations;

type Bound<F> = F extends (api: Api, ...args: infer A) => infer R ? (...args: A) => R : never;

export type Endpoints = { readonly [K in OperationName]: Bound<(typeof operations)[K]> } & {
  /** The club key the calls go to (for query keys). */
  clubKey(): string;
};

export function createEndpoints(api: Api): Endpoints {
  const bound: Record<string, unknown> = { clubKey: () => api.club() };
  for (const name of Object.keys(operations) as OperationName[]) {
    const operation = operations[name] as (api: Api, ...args: unknown[]) => unknown;
    bound[name] = (...args: unknown[]) => operation(api, ...args);
  }
  return bound as Endpoints;
}
