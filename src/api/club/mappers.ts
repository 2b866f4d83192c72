/** The club's configuration (spec §3 club). */
import type { Club, NavigationLink } from '~/domain';
import type { ClubRaw } from './schemas';
import { DEFAULT_LANGUAGE, firstOf, link, mapAdvertisement, text, url } from '../common/mappers';

/** Primary colour of a club that sets none (or sets something that is not a hex colour). */
export const DEFAULT_PRIMARY_COLOR = '#0d6efd';
export const SIGNUP_COMPANIES: readonly string[] = ['FBT', 'KNC', 'MCT', 'TTT'];
export const SIGNUP_PATH = '/auth/signup';

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function mapNavigation(list: ClubRaw['clubMenuList']): NavigationLink[] {
  const items = (list ?? []).map((item, index) => ({ item, index }));
  // `position` orders the menu when given (stable: entries without one keep their order, after those with one).
  items.sort((a, b) => (a.item.position ?? Infinity) - (b.item.position ?? Infinity) || a.index - b.index);
  // a link the URL policy refuses (javascript:, data:, //host ...) is left out, as if the club had not listed it
  return items.flatMap(({ item }) => {
    const url = link(item.url);
    return url === null ? [] : [{ text: item.name, url, openTarget: item.openTarget ?? '_self' }];
  });
}

export function mapClub(raw: ClubRaw): Club {
  const light = url(raw.imageLight);
  const dark = url(raw.imageDark);
  const squareLight = url(raw.imageSquareLight);
  const squareDark = url(raw.imageSquareDark);
  const allowSignup = raw.allowSignup ?? false;
  // external pages the app sends the browser to: an unsafe address (src/domain/urlPolicy) is null, so the app's own
  // signup, subscription and payment-method screens show instead
  const externalSignup = link(raw.externalSignup);
  return {
    // The schema guarantees one of them is a number.
    id: (raw.clubId ?? raw.id) as number,
    name: raw.name,
    companyCode: raw.companyCode,
    domain: text(raw.domain),
    language: raw.language ?? DEFAULT_LANGUAGE,
    publicAccess: raw.isPublicAccess ?? false,
    navigation: mapNavigation(raw.clubMenuList),
    logos: {
      imageLight: firstOf(light, dark, squareLight, squareDark),
      imageDark: firstOf(dark, light, squareDark, squareLight),
      imageSquareLight: firstOf(squareLight, squareDark, light, dark),
      imageSquareDark: firstOf(squareDark, squareLight, dark, light),
    },
    style: mapClubStyle(raw),
    switches: {
      showTitlesOnTrainerThumbnail: raw.showTitlesOnTrainerThumbnail ?? false,
      showAddedRecentlyCategory: raw.showAddedRecentlyCategory ?? false,
      showTitlesOnCollectionThumbnail: raw.showTitlesOnCollectionThumbnail ?? false,
      showTitlesOnPanoramic: raw.showTitlesOnPanoramic ?? false,
      showTitlesOnNewThumbnail: raw.showTitlesOnNewThumbnail ?? false,
      showTitlesOnProductThumbnail: raw.showTitlesOnProductThumbnail ?? false,
    },
    payments: { publicKey: text(raw.stripePublicKey), connectedAccount: text(raw.stripeConnectedAccount) },
    externalSubscription: link(raw.externalSubscription),
    externalPaymentMethods: link(raw.externalPaymentMethods),
    externalSignup,
    allowSignup,
    // The external registration page when the club has one (spec §1), else the app's own signup route, which
    // exists only for the signup companies (spec §6). Whether it is offered also depends on allowSignup.
    signupLink: externalSignup ?? (SIGNUP_COMPANIES.includes(raw.companyCode) ? SIGNUP_PATH : null),
    loginAdvertisement: mapAdvertisement(raw.loginAdvertisement),
    footerAdvertisement: mapAdvertisement(raw.footerAdvertisement),
    seo: {
      title: text(raw.seoTitle) ?? raw.name,
      description: raw.seoDescription ?? '',
      favicon: url(raw.favicon),
      measurementId: text(raw.googleAnalyticsId),
    },
  };
}

/**
 * The club's look from its configuration: theme, primary colour (the default when it sets none or no hex colour),
 * fonts. The boot applies it too, from the same answer, before it paints the page's hero early.
 */
export function mapClubStyle(
  raw: Pick<ClubRaw, 'clubTheme' | 'primaryColor' | 'fontFamilyBase' | 'fontFamilyText'>,
): Club['style'] {
  const primaryColor = text(raw.primaryColor)?.trim() ?? '';
  return {
    clubTheme: clubThemeOf(raw.clubTheme),
    primaryColor: HEX_COLOR.test(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR,
    fontFamilyBase: text(raw.fontFamilyBase),
    fontFamilyText: text(raw.fontFamilyText),
  };
}

/** The club's theme from its configuration's `clubTheme` (LIGHT, else dark); the boot script applies it too. */
export function clubThemeOf(clubTheme: unknown): Club['style']['clubTheme'] {
  return clubTheme === 'LIGHT' ? 'light' : 'dark';
}
