/** The member (spec §3 user). */
import type { Language } from './club';

export type Role = 'USER' | (string & {});

export type Gender = 'male' | 'female' | 'do_not_say';

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
