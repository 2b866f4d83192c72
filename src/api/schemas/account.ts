/** Club configuration, users, login and TV login. */
import * as z from 'zod/mini';
import {
  Image,
  Language,
  TeamSummary,
  optAdvertisement,
  optBoolean,
  optGender,
  optImage,
  optLanguage,
  optNumber,
  optString,
} from './common';

export const ClubMenuItem = z.object({
  id: optNumber,
  name: z.string(),
  url: z.string(),
  openTarget: z.catch(z.nullish(z.enum(['_self', '_blank'])), null),
  position: optNumber,
});

export const Club = z
  .object({
    clubId: optNumber,
    id: optNumber,
    name: z.string(),
    companyCode: z.string(),
    domain: optString,
    language: optLanguage,
    isPublicAccess: optBoolean,
    clubMenuList: z.nullish(z.array(ClubMenuItem)),
    imageLight: optImage,
    imageDark: optImage,
    imageSquareLight: optImage,
    imageSquareDark: optImage,
    clubTheme: z.catch(z.nullish(z.enum(['DARK', 'LIGHT'])), null),
    primaryColor: optString,
    fontFamilyBase: optString,
    fontFamilyText: optString,
    showTitlesOnTrainerThumbnail: optBoolean,
    showAddedRecentlyCategory: optBoolean,
    showTitlesOnCollectionThumbnail: optBoolean,
    showTitlesOnPanoramic: optBoolean,
    showTitlesOnNewThumbnail: optBoolean,
    showTitlesOnProductThumbnail: optBoolean,
    stripePublicKey: optString,
    stripeConnectedAccount: optString,
    externalSubscription: optString,
    externalPaymentMethods: optString,
    externalSignup: optString,
    allowSignup: optBoolean,
    loginAdvertisement: optAdvertisement,
    footerAdvertisement: optAdvertisement,
    seoTitle: optString,
    seoDescription: optString,
    favicon: z.nullish(Image),
    googleAnalyticsId: optString,
  })
  .check(
    z.refine((club) => typeof club.clubId === 'number' || typeof club.id === 'number', {
      message: 'expected number (clubId or id), received undefined',
      path: ['clubId'],
    }),
  );

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

export type ClubRaw = z.infer<typeof Club>;
export type UserRaw = z.infer<typeof User>;
export type LoginResponseRaw = z.infer<typeof LoginResponse>;
