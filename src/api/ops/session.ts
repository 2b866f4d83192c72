/** The operations the app needs at startup: configuration, club and user. */

import type { Api } from '../client';
import { decode } from '../decode';
import type { Club, Language, User } from '../../domain';
import { ApiError, isApiError } from '../errors';
import { mapClub, mapUser } from '../mappers/session';
import * as account from '../schemas/account';
import type { CallInit } from '../types';
import { club, send } from '../call';

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

export async function getUser(api: Api, userId: number, init?: CallInit): Promise<User> {
  const op = 'GET /users/{id}';
  const data = await send(op, () =>
    api.client.GET('/users/{id}', { params: { path: { id: userId }, query: club(api) }, ...init }),
  );
  return mapUser(decode(op, account.User, data));
}
