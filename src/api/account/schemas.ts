/** The member, their language, login and TV login. */
import * as z from 'zod/mini';
import { Language, TeamSummary, optBoolean, optGender, optLanguage, optNumber, optString } from '../common/schemas';

export const User = z.object({
  id: z.number(),
  email: z.string(),
  firstName: optString,
  lastName: optString,
  phone: optString,
  address: optString,
  city: optString,
  postalCode: optString,
  country: optString,
  birthdate: optString,
  gender: optGender,
  genderType: optGender,
  language: optLanguage,
  roles: z.nullish(z.array(z.string())),
  spdTeamUserFavoritesList: z.nullish(z.array(TeamSummary)),
});

export const LoginResponse = z.object({
  token: z.string().check(z.minLength(1)),
  language: optLanguage,
  user: User,
  spdTeamUserFavoritesList: z.nullish(z.array(TeamSummary)),
});

export const TvLoginCode = z.object({ loginCode: z.number(), expiresAt: optString });

export const ConfigurationResponse = z.object({ lang: Language });

export const RegisterResponse = z.nullish(z.object({ error: optBoolean, message: optString, userId: optNumber }));

export type UserRaw = z.infer<typeof User>;
export type LoginResponseRaw = z.infer<typeof LoginResponse>;
