/** The account operations of the first load (./operations.ts 'eager'): the member's language and the member. */

import type { Api } from '../client';
import { decode } from '../decode';
import type { Language, User } from '~/domain';
import { mapUser } from './mappers';
import * as account from './schemas';
import { club, send, type CallInit } from '../call';

/** Stores a logged-in user's language choice (spec §4 "Language switching ... the server is informed"). */
export async function getConfiguration(api: Api, lang: Language, init?: CallInit): Promise<Language> {
  const op = 'GET /configuration';
  const data = await send(op, () =>
    api.client.GET('/configuration', { params: { query: { ...club(api), lang } }, ...init }),
  );
  return decode(op, account.ConfigurationResponse, data).lang;
}

export async function getUser(api: Api, userId: number, init?: CallInit): Promise<User> {
  const op = 'GET /users/{id}';
  const data = await send(op, () =>
    api.client.GET('/users/{id}', { params: { path: { id: userId }, query: club(api) }, ...init }),
  );
  return mapUser(decode(op, account.User, data));
}
