/**
 * Arguments and small results of the endpoint facade, where the domain (`./domain`, owned by the lead) has no
 * entity for them.
 */
import type { Gender, Language, User } from '../domain';

/** Per-call options; `signal` lets TanStack Query cancel a request. */
export interface CallInit {
  signal?: AbortSignal;
}

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

export interface AvailabilityRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
}

export interface JoinMeetingInput {
  /** Slot start, ISO 8601 UTC. */
  requestedDateTime: string;
  paymentMethodId?: string | null;
  trainerId?: number;
  templateId?: number;
}

export interface VisualizationResult {
  visualizationId: number;
}
