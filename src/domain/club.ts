/** The club (spec §3): its configuration as the app uses it after the mappers of `src/api` have parsed it. */

/** The app's languages (spec §3: es or en), in the order the app offers them. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export type DeviceType = 'web' | 'tv';

export type CompanyCode = 'TTT' | 'MCT' | 'SPT' | 'FBT' | 'KNC' | 'GPT';

export interface Advertisement {
  id: number;
  title: string;
  description: string;
  location: string;
  type: 'image' | 'script';
  /** Where a click on an image advertisement goes (provider `redirect`). */
  urlRedirect: string | null;
  script: string | null;
  image: string | null;
}

export interface NavigationLink {
  text: string;
  url: string;
  openTarget: '_self' | '_blank';
}

export interface ClubLogos {
  imageLight: string | null;
  imageDark: string | null;
  imageSquareLight: string | null;
  imageSquareDark: string | null;
}

export interface ClubStyle {
  clubTheme: 'dark' | 'light';
  primaryColor: string;
  fontFamilyBase: string | null;
  fontFamilyText: string | null;
}

export interface ClubSwitches {
  showTitlesOnTrainerThumbnail: boolean;
  showAddedRecentlyCategory: boolean;
  showTitlesOnCollectionThumbnail: boolean;
  showTitlesOnPanoramic: boolean;
  showTitlesOnNewThumbnail: boolean;
  showTitlesOnProductThumbnail: boolean;
}

export interface Club {
  id: number;
  name: string;
  companyCode: CompanyCode | (string & {});
  domain: string | null;
  language: Language;
  publicAccess: boolean;
  navigation: NavigationLink[];
  logos: ClubLogos;
  style: ClubStyle;
  switches: ClubSwitches;
  payments: { publicKey: string | null; connectedAccount: string | null };
  externalSubscription: string | null;
  externalPaymentMethods: string | null;
  externalSignup: string | null;
  allowSignup: boolean;
  /** The signup link the login page offers (spec §2: only when allowed and present). */
  signupLink: string | null;
  loginAdvertisement: Advertisement | null;
  footerAdvertisement: Advertisement | null;
  seo: { title: string; description: string; favicon: string | null; measurementId: string | null };
}
