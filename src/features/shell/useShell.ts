import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import * as sel from '~machines/session/session.selectors';
import type { DeviceType, Language } from '~/domain';
import { useFirstScreenDrawn } from '~/components/useFirstScreenDrawn';
import { clubLogo } from '~/theme/applyClub';
import {
  accountLinks,
  FOOTER_LINKS,
  favoriteTeamLinks,
  footerAdvertisement,
  appPageLinks,
  navItems,
  type AppLink,
  type FavoriteTeamLink,
  type FooterAd,
} from './links';
import type { NavItem } from './links';
import { isPlayRoute } from './urls';

export interface ShellVm {
  status: sel.SessionStatus;
  clubName: string | null;
  logo: string | null;
  /**
   * The navbar's images (the logo, the favourite teams') load once the page's first screen has been drawn, so that
   * they never share the first load with the page's largest image; until then their boxes hold their place.
   */
  imagesShown: boolean;
  /** First name, else the local part of the email; null when anonymous. */
  greeting: string | null;
  device: DeviceType;
  pathname: string;
  /** Navbar and footer: hidden on play routes. */
  chrome: boolean;
  authenticated: boolean;
  /** Logged in, or anonymous on a club with public access: the catalogue links and search make sense. */
  canBrowse: boolean;
  links: NavItem[];
  /** The app's own pages (trainers, teams, live TV), after the club's links, where this visitor may open them (web). */
  appLinks: readonly AppLink[];
  /** The club's language: its navigation labels are the club's words, shown as the club wrote them. */
  clubLang: Language | null;
  /** TV, club code GPT (spec §2): the member's favourite teams, each logo linking to the team's page. */
  favoriteTeams: readonly FavoriteTeamLink[];
  accountLinks: readonly AppLink[];
  footerLinks: readonly AppLink[];
  advertisement: FooterAd | null;
  lang: Language;
  /** The navbar's search box (where the visitor may browse): not on the search page, whose own box is the one. */
  searchBox: boolean;
  /** The collapsed navigation panel (below xl) is open. */
  menuOpen: boolean;
  userMenuOpen: boolean;
  year: number;
}

export interface ShellOn {
  retry(): void;
  /** Client-side navigation to an app path (also closes the menus). */
  navigate(href: string): void;
  search(text: string): void;
  changeLanguage(lang: Language): void;
  toggleMenu(): void;
  closeMenu(): void;
  toggleUserMenu(): void;
  closeUserMenu(): void;
}

interface Menus {
  panel: boolean;
  user: boolean;
  /** The path the menus were opened on: they close by themselves on navigation. */
  at: string;
}

const CLOSED: Menus = { panel: false, user: false, at: '' };

/** View model of the app shell from the session actor and the router location. */
export function useShell(): { vm: ShellVm; on: ShellOn } {
  const { session, device, allows } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // the page on screen (the matches drawn): while the next page loads, the router's location is already the next
  // page's, and once it is back the resolved location is still the last one's. The footer's home-only advertisement
  // comes and goes with the home's content: removed before it, it shortened the page under the member, the browser
  // pulled the scroll up and the router kept that place for coming back; added after it, it came too late for the
  // router to put the member back where they were
  const shownPathname = useRouterState({
    select: (s) => s.matches[s.matches.length - 1]?.pathname ?? s.location.pathname,
  });
  const status = useSelector(session, sel.selectStatus);
  const club = useSelector(session, sel.selectClub);
  const greeting = useSelector(session, sel.selectGreetingName);
  const authenticated = useSelector(session, sel.selectIsAuthenticated);
  const canBrowse = useSelector(session, sel.selectCanBrowse);
  const lang = useSelector(session, sel.selectLanguage);
  const imagesShown = useFirstScreenDrawn();
  // the links show only where their routes would open (the same rules as the routes' guards)
  const trainersAllowed = useSelector(session, (s) => allows('trainers', s));
  const bookingsAllowed = useSelector(session, (s) => allows('bookings', s));
  const teamsAllowed = useSelector(session, (s) => allows('teams', s));
  const liveTvAllowed = useSelector(session, (s) => allows('liveTv', s));
  const user = useSelector(session, sel.selectUser);
  const [menus, setMenus] = useState<Menus>(CLOSED);
  const links = club ? navItems(club.navigation) : [];
  const current = menus.at === pathname ? menus : CLOSED;

  const close = () => setMenus(CLOSED);
  const navigate = (href: string) => {
    close();
    void router.navigate({ href });
  };

  return {
    vm: {
      status,
      clubName: club?.name ?? null,
      logo: club ? clubLogo(club) : null,
      imagesShown,
      greeting,
      device,
      pathname,
      chrome: !isPlayRoute(pathname),
      authenticated,
      canBrowse,
      links,
      // web only: the TV navbar's one row has no room left inside the title-safe area (GPT's favourite teams)
      appLinks:
        device === 'web'
          ? appPageLinks(links, { trainers: trainersAllowed, teams: teamsAllowed, liveTv: liveTvAllowed })
          : [],
      clubLang: club?.language ?? null,
      favoriteTeams: favoriteTeamLinks(device, teamsAllowed, user?.favoriteTeams ?? []),
      accountLinks: accountLinks(device, { bookings: bookingsAllowed }),
      footerLinks: FOOTER_LINKS,
      advertisement: footerAdvertisement(club?.footerAdvertisement ?? null, shownPathname),
      lang,
      searchBox: pathname !== '/search',
      menuOpen: current.panel,
      userMenuOpen: current.user,
      year: new Date().getFullYear(),
    },
    on: {
      retry: () => session.send({ type: 'user.retry' }),
      navigate,
      search: (text) => {
        const search = text.trim();
        if (!search) return;
        // the router's own serialiser, so the search page reads back exactly what was typed
        navigate(`/search${router.options.stringifySearch({ search })}`);
      },
      changeLanguage: (next) => session.send({ type: 'user.changeLanguage', lang: next }),
      toggleMenu: () => setMenus({ panel: !current.panel, user: false, at: pathname }),
      closeMenu: () => setMenus({ ...current, panel: false, user: false, at: pathname }),
      toggleUserMenu: () => setMenus({ ...current, user: !current.user, at: pathname }),
      closeUserMenu: () => setMenus({ ...current, user: false, at: pathname }),
    },
  };
}
