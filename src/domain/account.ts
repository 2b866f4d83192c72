/** The member (spec §3 user). */
import type { Language } from './club';

export type Role = 'USER' | (string & {});

/** The genders a member may give (the provider's values). */
export const GENDERS = ['male', 'female', 'do_not_say'] as const;
export type Gender = (typeof GENDERS)[number];
export const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

export interface FavoriteTeam {
  id: number;
  name: string;
  shortName: string;
  image: string;
  pathToDetail: string;
}

export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** YYYY-MM-DD or '' */
  birthdate: string;
  gender: Gender | null;
  language: Language;
  roles: Role[];
  favoriteTeams: FavoriteTeam[];
}

/** A login's outcome as the provider hands it back (password login and TV QR login alike): what the session stores. */
export interface LoginSession {
  token: string;
  user: User;
  language: Language | null;
}
