/**
 * The account operations that load with their first call (./operations.ts 'lazy'): login, signup, password
 * recovery, email verification, TV login, profile and password changes. The startup's are in ./ops.eager.ts.
 */

import type { Api } from '../client';
import { decode } from '../decode';
import type { Gender, Language, User } from '~/domain';
import { isApiError } from '../errors';
import { mapUser } from './mappers';
import * as account from './schemas';
import { acknowledge, club, send, text, type CallInit, type Schemas } from '../call';

export type Platform = 'WEB' | 'TV';

export interface LoginInput {
  email: string;
  password: string;
  companyCode: string;
  platform?: Platform;
}

/** Login and TV validation: the session to store. `user.favoriteTeams` already holds the favourite teams. */
export interface LoginResult {
  token: string;
  /** The answer's language, else the user's, else 'en'. */
  language: Language;
  user: User;
}

export type TvValidateResult = { status: 'pending' } | ({ status: 'authorized' } & LoginResult);

export interface TvLoginCode {
  loginCode: number;
  expiresAt: string | null;
}

export interface RegisterInput {
  email: string;
  password: string;
  confirmPassword?: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  /** YYYY-MM-DD */
  birthdate: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  companyCode: string;
  clubId: number;
  language?: Language;
}

export interface RegisterResult {
  error: boolean;
  message?: string;
}

/**
 * Profile update. A domain `User` fits as is (email, id and roles are not sent); `favoriteTeamIds` wins over
 * `favoriteTeams` when both are given; with neither, the favourites are left untouched (the field is not sent).
 */
export interface UserUpdateInput {
  firstName: string;
  lastName: string;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country: string;
  birthdate: string;
  gender: Gender | null;
  language: Language;
  favoriteTeams?: ReadonlyArray<{ id: number }>;
  favoriteTeamIds?: readonly number[];
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
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
