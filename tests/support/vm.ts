/**
 * View-model factories shared by the view tests: a product card, the home's view model, the shell's view model and
 * intents. Each test
 * overrides what it asserts on.
 */
import { expect, vi } from 'vitest';
import type { ProductCard } from '~/domain';
import { productPath } from '~/api/urls';
import { FOOTER_LINKS, accountLinks } from '~/features/shell/links';
import type { ShellOn, ShellVm } from '~/features/shell/useShell';
import type { HomeVm } from '~/features/home/useHome';

/** A product card titled `title` (default "Product <id>"); `teams` adds the two team crests. */
export function aProductCard(
  id: number,
  { teams = false, ...overrides }: Partial<ProductCard> & { teams?: boolean } = {},
): ProductCard {
  const title = overrides.title ?? `Product ${id}`;
  return {
    id,
    title,
    subtitle: '',
    fullTitle: title,
    thumbnail: `https://img.example/p${id}.png`,
    thumbnailPortrait: '',
    image: '',
    imagePortrait: '',
    pathToPlay: '',
    pathToTrailer: '',
    pathToDetail: productPath(id, title),
    liveSchedule: null,
    available: true,
    favorite: false,
    rentalPrice: null,
    currency: 'EUR',
    homeTeam: teams ? { image: 'https://img.example/home.png' } : null,
    awayTeam: teams ? { image: 'https://img.example/away.png' } : null,
    ...overrides,
  };
}

/** The home's view model: a club that can be browsed, its rows drawn progressively (web), no rows yet. */
export function aHomeVm(overrides: Partial<HomeVm> = {}): HomeVm {
  return {
    clubName: 'Futbol Base TV',
    description: '',
    canBrowse: true,
    loading: false,
    failed: false,
    empty: false,
    rows: [],
    showProductTitles: true,
    showCollectionTitles: false,
    progressive: true,
    restoresScroll: false,
    firstRowPriority: true,
    bannerLoading: false,
    ...overrides,
  };
}

/** The shell's view model: an anonymous web visitor of a club with three navbar links. */
export function aShellVm(overrides: Partial<ShellVm> = {}): ShellVm {
  return {
    status: 'anonymous',
    clubName: 'Mountain Climbing Team',
    logo: 'http://img.test/logo.svg',
    imagesShown: true,
    greeting: null,
    device: 'web',
    pathname: '/',
    chrome: true,
    authenticated: false,
    canBrowse: true,
    links: [
      { text: 'Home', href: '/', internal: true, newTab: false },
      { text: 'Magazine', href: '/magazine', internal: true, newTab: false },
      { text: 'Official shop', href: 'https://example.com/shop', internal: false, newTab: true },
    ],
    appLinks: [],
    clubLang: 'en',
    favoriteTeams: [],
    accountLinks: accountLinks('web'),
    footerLinks: FOOTER_LINKS,
    advertisement: null,
    lang: 'en',
    searchBox: true,
    menuOpen: false,
    userMenuOpen: false,
    year: 2030,
    ...overrides,
  };
}

/** The shell's intents, as spies. */
export function shellIntents() {
  return {
    retry: vi.fn(),
    navigate: vi.fn(),
    search: vi.fn(),
    changeLanguage: vi.fn(),
    toggleMenu: vi.fn(),
    closeMenu: vi.fn(),
    toggleUserMenu: vi.fn(),
    closeUserMenu: vi.fn(),
  } satisfies ShellOn;
}

/** Asserts an element's attribute. */
export const expectAttr = (el: Element | null | undefined, name: string, value: string) =>
  expect(el?.getAttribute(name)).toBe(value);
