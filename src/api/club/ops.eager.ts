/** The club operations (./operations.ts): its configuration, at startup. */

import type { Api } from '../client';
import { decode } from '../decode';
import type { Club } from '~/domain';
import { ApiError, isApiError } from '../errors';
import { mapClub } from './mappers';
import * as schemas from './schemas';
import { send, type CallInit } from '../call';

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
  return mapClub(decode(op, schemas.Club, data));
}

export function isUnknownClubError(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && error.status === 404 && error.operation === 'GET /configuration/club'
  );
}
