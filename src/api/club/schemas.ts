/** The club's configuration. */
import * as z from 'zod/mini';
import { Image, optAdvertisement, optBoolean, optImage, optLanguage, optNumber, optString } from '../common/schemas';

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

export type ClubRaw = z.infer<typeof Club>;
