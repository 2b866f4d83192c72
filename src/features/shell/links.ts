/**
 * The shell's link lists: the club's navigation as the navbar shows it, the account menu, the routes flagged for the
 * footer (spec §2: the cookie policy is listed in the footer) and the home page's footer advertisement.
 */
import { msg } from '@lingui/core/macro';
import type { Advertisement, DeviceType, MessageDescriptor, NavigationLink } from '~/domain';
import { isSafeUrl, safeUrl } from '~/domain/urlPolicy';
import { isAppPath } from './urls';

export interface NavItem {
  text: string;
  href: string;
  /** An app path: navigated inside the app (client side) unless it opens a new tab. */
  internal: boolean;
  /** openTarget `_blank`: a new tab, with rel="noopener noreferrer". */
  newTab: boolean;
}

/** The club's navigation links (spec §3 Club: text, url, openTarget), without empty or unsafe ones. */
export function navItems(navigation: readonly NavigationLink[]): NavItem[] {
  return navigation
    .filter((link) => link.text.trim() !== '' && isSafeUrl(link.url))
    .map((link) => {
      // the mapper already applied the URL policy (src/domain/urlPolicy); checked again where it becomes an href
      const href = safeUrl(link.url) as string;
      return { text: link.text.trim(), href, internal: isAppPath(href), newTab: link.openTarget === '_blank' };
    });
}

export interface AppLink {
  id: string;
  href: string;
  label: MessageDescriptor;
}

/** The account menu for logged-in members (spec §2 account: profile, subscription, payment-methods). */
const ACCOUNT_LINKS: readonly AppLink[] = [
  { id: 'profile', href: '/account/profile', label: msg({ id: 'navbar.account.profile', message: 'Profile' }) },
  {
    id: 'subscription',
    href: '/account/subscription',
    label: msg({ id: 'navbar.account.subscription', message: 'Subscription' }),
  },
  {
    id: 'payment-methods',
    href: '/account/payment-methods',
    label: msg({ id: 'navbar.account.payment_methods', message: 'Payment methods' }),
  },
];

/** My bookings (spec §2 account/bookings): in the account menu of members who may open it (TTT and MCT users). */
const BOOKINGS_LINK: AppLink = {
  id: 'bookings',
  href: '/account/bookings',
  label: msg({ id: 'navbar.account.bookings', message: 'My bookings' }),
};

/** The account pages are web only (spec §2), so on TV the menu offers only the logout. */
export function accountLinks(
  device: DeviceType,
  { bookings = false }: { bookings?: boolean } = {},
): readonly AppLink[] {
  if (device !== 'web') return [];
  return bookings ? [...ACCOUNT_LINKS, BOOKINGS_LINK] : ACCOUNT_LINKS;
}

/** The app's own pages that get a navbar entry, in the order they follow the club's links. */
export type AppPage = 'trainers' | 'teams' | 'liveTv';

const APP_PAGE_LINKS: Readonly<Record<AppPage, AppLink>> = {
  trainers: { id: 'trainers', href: '/trainers', label: msg({ id: 'navbar.trainers', message: 'Trainers' }) },
  teams: { id: 'teams', href: '/teams', label: msg({ id: 'navbar.teams', message: 'Teams' }) },
  liveTv: { id: 'live-tv', href: '/torole-tv', label: msg({ id: 'navbar.live_tv', message: 'Live TV' }) },
};

const pathOf = (href: string) => href.split(/[?#]/)[0]?.replace(/\/$/, '') ?? href;

/**
 * The app's own pages (trainers, teams, live TV) in the navbar, after the club's links, each only where its route
 * would open for this visitor; not twice when the club's navigation already links to it. Their labels are ours, so
 * they follow the member's language; the club's own links keep the club's words.
 */
export function appPageLinks(
  navigation: readonly NavItem[],
  allowed: Readonly<Partial<Record<AppPage, boolean>>>,
): AppLink[] {
  const linked = new Set(navigation.filter((link) => link.internal).map((link) => pathOf(link.href)));
  return (Object.keys(APP_PAGE_LINKS) as AppPage[])
    .filter((page) => allowed[page] === true && !linked.has(APP_PAGE_LINKS[page].href))
    .map((page) => APP_PAGE_LINKS[page]);
}

/** Routes flagged for the footer. */
export const FOOTER_LINKS: readonly AppLink[] = [
  { id: 'cookies', href: '/legal/cookies', label: msg({ id: 'footer.cookies', message: 'Cookie policy' }) },
];

export type FooterAd =
  | { kind: 'image'; id: number; image: string; alt: string; href: string | null }
  | { kind: 'script'; id: number; script: string; title: string };

/** The club's footer advertisement, on the home route only (spec §2); null when absent or unusable. */
export function footerAdvertisement(ad: Advertisement | null, pathname: string): FooterAd | null {
  if (!ad || pathname !== '/') return null;
  const title = ad.title.trim() || ad.description.trim();
  if (ad.type === 'image') {
    if (!ad.image) return null;
    const href = safeUrl(ad.urlRedirect);
    return { kind: 'image', id: ad.id, image: ad.image, alt: title, href };
  }
  if (!ad.script?.trim()) return null;
  return { kind: 'script', id: ad.id, script: ad.script, title };
}

/** A favourite team's logo in the TV navbar: its name (the logo's text alternative), logo and page. */
export interface FavoriteTeamLink {
  id: number;
  name: string;
  image: string;
  href: string;
}

/**
 * The favourite-team logos of the TV navbar (spec §2 global behaviour: "for one TV build code, favorite-team logos
 * linking to each team's detail path"): on TV, where the teams pages open (club code GPT), the member's favourites.
 */
export function favoriteTeamLinks(
  device: DeviceType,
  teamsAllowed: boolean,
  teams: ReadonlyArray<{ id: number; name: string; image: string; pathToDetail: string }>,
): FavoriteTeamLink[] {
  if (device !== 'tv' || !teamsAllowed) return [];
  return teams.map((team) => ({ id: team.id, name: team.name, image: team.image, href: team.pathToDetail }));
}
