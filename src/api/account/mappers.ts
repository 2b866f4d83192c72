/** The member (spec §3 user). */
import type { Gender, Role, User } from '~/domain';
import type { TeamSummaryRaw } from '../common/schemas';
import type { UserRaw } from './schemas';
import { DEFAULT_LANGUAGE, mapFavoriteTeam, type Nullish } from '../common/mappers';

export const DEFAULT_ROLES: readonly Role[] = ['USER'];

function isoDay(value: Nullish<string>): string {
  const match = value ? /^\d{4}-\d{2}-\d{2}/.exec(value) : null;
  return match ? match[0] : '';
}

/** `favorites` replaces the user's own list when given (login answers carry it next to the user). */
export function mapUser(raw: UserRaw, favorites?: Nullish<readonly TeamSummaryRaw[]>): User {
  const roles = (raw.roles ?? []).filter((role) => role.trim() !== '');
  const teams = raw.spdTeamUserFavoritesList?.length ? raw.spdTeamUserFavoritesList : (favorites ?? []);
  const gender: Gender | null = raw.gender ?? raw.genderType ?? null;
  return {
    id: raw.id,
    email: raw.email,
    firstName: raw.firstName ?? '',
    lastName: raw.lastName ?? '',
    phone: raw.phone ?? '',
    address: raw.address ?? '',
    city: raw.city ?? '',
    postalCode: raw.postalCode ?? '',
    country: (raw.country ?? '').toUpperCase(),
    birthdate: isoDay(raw.birthdate),
    gender,
    language: raw.language ?? DEFAULT_LANGUAGE,
    roles: roles.length > 0 ? roles : [...DEFAULT_ROLES],
    favoriteTeams: teams.map(mapFavoriteTeam),
  };
}
