/** Club and user mappers: what the app needs at startup. */
import type { Club, Gender, NavigationLink, User } from '../../domain';
import type { TeamSummaryRaw } from '../schemas/common';
import type { ClubRaw, UserRaw } from '../schemas/account';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_ROLES,
  HEX_COLOR,
  SIGNUP_COMPANIES,
  SIGNUP_PATH,
  firstOf,
  mapAdvertisement,
  mapFavoriteTeam,
  text,
  url,
  link,
  type Nullish,
} from './common';

// ---------------------------------------------------------------------------------------------------------------
// Club and user

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
  const primaryColor = text(raw.primaryColor)?.trim() ?? '';
  const allowSignup = raw.allowSignup ?? false;
  // external pages the app sends the browser to: an unsafe address (src/shared/urlPolicy) is null, so the app's own
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
    style: {
      clubTheme: raw.clubTheme === 'LIGHT' ? 'light' : 'dark',
      primaryColor: HEX_COLOR.test(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR,
      fontFamilyBase: text(raw.fontFamilyBase),
      fontFamilyText: text(raw.fontFamilyText),
    },
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
