// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavbarView } from '~/features/shell/NavbarView';
import { accountLinks } from '~/features/shell/links';
import type { ShellOn, ShellVm } from '~/features/shell/useShell';
import { WithI18n } from '../support/render';
import { aShellVm, shellIntents } from '../support/vm';

const shellVm = (overrides: Partial<ShellVm> = {}): ShellVm => aShellVm(overrides);

const member = { status: 'authenticated', authenticated: true, greeting: 'Ana' } as const;

const shellOn = shellIntents;

/** jsdom cannot follow links to other documents: stop the browser default after the view's own handlers ran. */
function stopDocumentNavigation() {
  const stop = (e: Event) => e.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

const renderNavbar = (vm: ShellVm, on: ShellOn = shellOn()) =>
  render(<NavbarView vm={vm} on={on} />, { wrapper: WithI18n });

describe('NavbarView links', () => {
  it('shows the club logo, named by the club, linking home through the app', () => {
    const on = shellOn();
    renderNavbar(shellVm(), on);
    const logo = screen.getByRole('img', { name: 'Mountain Climbing Team' });
    const home = logo.closest('a')!;
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(on.navigate).toHaveBeenCalledWith('/');
  });

  it("keeps the logo's box and name, without its image, until the page's first screen is drawn", () => {
    renderNavbar(shellVm({ imagesShown: false }));
    const logo = screen.getByRole('img', { name: 'Mountain Climbing Team' });
    expect(logo.tagName).toBe('SPAN');
    expect(logo.className).toContain('navbar__logo');
    expect(logo.closest('a')!.getAttribute('href')).toBe('/');
  });

  it('falls back to the club name when there is no logo', () => {
    renderNavbar(shellVm({ logo: null }));
    expect(screen.getByRole('link', { name: 'Mountain Climbing Team' }).getAttribute('href')).toBe('/');
  });

  it("lists the club's links: app paths navigate in the app, _blank opens a new tab safely", () => {
    const on = shellOn();
    renderNavbar(shellVm({ pathname: '/magazine' }), on);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const magazine = within(nav).getByRole('link', { name: 'Magazine' });
    expect(magazine.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(magazine);
    expect(on.navigate).toHaveBeenCalledWith('/magazine');

    const shop = within(nav).getByRole('link', { name: /Official shop/ });
    expect(shop.getAttribute('href')).toBe('https://example.com/shop');
    expect(shop.getAttribute('target')).toBe('_blank');
    expect(shop.getAttribute('rel')).toBe('noopener noreferrer');
    expect(shop.textContent).toContain('opens in a new tab');
    on.navigate.mockClear();
    const restore = stopDocumentNavigation();
    fireEvent.click(shop);
    restore();
    expect(on.navigate).not.toHaveBeenCalled();
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const on = shellOn();
    renderNavbar(shellVm(), on);
    const restore = stopDocumentNavigation();
    fireEvent.click(screen.getByRole('link', { name: 'Magazine' }), { ctrlKey: true });
    restore();
    expect(on.navigate).not.toHaveBeenCalled();
  });

  it('hides the catalogue links and search from anonymous visitors of a private club', () => {
    renderNavbar(shellVm({ canBrowse: false }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});

describe('NavbarView search', () => {
  it('submits the typed text', () => {
    const on = shellOn();
    renderNavbar(shellVm(), on);
    const form = screen.getByRole('search');
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Search' }), { target: { value: 'climbing' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(on.search).toHaveBeenCalledWith('climbing');
  });

  it('has no box where the search page shows its own', () => {
    renderNavbar(shellVm({ pathname: '/search', searchBox: false }));
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('NavbarView app pages', () => {
  it("lists the app's pages after the club's links, with the club's words in the club's language", () => {
    renderNavbar(
      shellVm({
        lang: 'en',
        clubLang: 'es',
        appLinks: [{ id: 'teams', href: '/teams', label: { id: 'navbar.teams', message: 'Teams' } }],
      }),
    );
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'Magazine',
      'Official shop (opens in a new tab)',
      'Teams',
    ]);
    expect(links[0]!.getAttribute('lang')).toBe('es');
    expect(links[3]!.getAttribute('lang')).toBeNull();
  });
});

describe('NavbarView language', () => {
  it('marks the current language and asks for the other one', () => {
    const on = shellOn();
    renderNavbar(shellVm({ lang: 'en' }), on);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    const es = within(group).getByRole('button', { name: 'Español' });
    expect(es.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(es);
    expect(on.changeLanguage).toHaveBeenCalledWith('es');
  });
});

describe('NavbarView user menu', () => {
  it('offers "Log in" to anonymous visitors', () => {
    const on = shellOn();
    renderNavbar(shellVm(), on);
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/auth/login');
    fireEvent.click(login);
    expect(on.navigate).toHaveBeenCalledWith('/auth/login');
    expect(screen.queryByRole('button', { name: /Hi,/ })).toBeNull();
  });

  it('greets a member with a closed disclosure that the button toggles', () => {
    const on = shellOn();
    renderNavbar(shellVm(member), on);
    const button = screen.getByRole('button', { name: 'Hi, Ana' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.click(button);
    expect(on.toggleUserMenu).toHaveBeenCalledTimes(1);
  });

  it('lists the account pages and the logout when open', () => {
    const on = shellOn();
    renderNavbar(shellVm({ ...member, userMenuOpen: true, pathname: '/account/profile' }), on);
    const button = screen.getByRole('button', { name: 'Hi, Ana' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(false);
    const links = within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Profile', '/account/profile'],
      ['Subscription', '/account/subscription'],
      ['Payment methods', '/account/payment-methods'],
      ['Log out', '/logout'],
    ]);
    expect(within(list).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(list).getByRole('link', { name: 'Log out' }));
    expect(on.navigate).toHaveBeenCalledWith('/logout');
  });

  it('closes the user menu with Escape and returns focus to its button', () => {
    const on = shellOn();
    renderNavbar(shellVm({ ...member, userMenuOpen: true }), on);
    const profile = screen.getByRole('link', { name: 'Profile' });
    profile.focus();
    fireEvent.keyDown(profile, { key: 'Escape' });
    expect(on.closeUserMenu).toHaveBeenCalledTimes(1);
    expect(on.closeMenu).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hi, Ana' }));
  });

  it('closes the user menu when focus leaves it', () => {
    const on = shellOn();
    renderNavbar(shellVm({ ...member, userMenuOpen: true }), on);
    const button = screen.getByRole('button', { name: 'Hi, Ana' });
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: 'Profile' }) });
    expect(on.closeUserMenu).not.toHaveBeenCalled();
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: 'Magazine' }) });
    expect(on.closeUserMenu).toHaveBeenCalledTimes(1);
  });
});

describe('NavbarView collapsed menu (below xl)', () => {
  it('is a disclosure button controlling the panel with the links, search and user items', () => {
    const on = shellOn();
    renderNavbar(shellVm(), on);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(panel).getByRole('search')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(on.toggleMenu).toHaveBeenCalledTimes(1);
  });

  it('reports its open state and closes with Escape, returning focus to the menu button', () => {
    const on = shellOn();
    renderNavbar(shellVm({ menuOpen: true }), on);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('banner').className).toContain('navbar--open');
    const magazine = screen.getByRole('link', { name: 'Magazine' });
    magazine.focus();
    fireEvent.keyDown(magazine, { key: 'Escape' });
    expect(on.closeMenu).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(toggle);
  });

  it('ignores Escape when nothing is open', () => {
    const on = shellOn();
    renderNavbar(shellVm(), on);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Magazine' }), { key: 'Escape' });
    expect(on.closeMenu).not.toHaveBeenCalled();
    expect(on.closeUserMenu).not.toHaveBeenCalled();
  });
});

describe('NavbarView on TV', () => {
  it('keeps logo, links, search and user; no menu button or language switch', () => {
    renderNavbar(shellVm({ device: 'tv', accountLinks: accountLinks('tv') }));
    expect(screen.getByRole('img', { name: 'Mountain Climbing Team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Magazine' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    // search on TV: the field a member reaches with the remote
    expect(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });

  it('greets a member and offers the logout directly (account pages are web only)', () => {
    renderNavbar(shellVm({ ...member, device: 'tv', accountLinks: accountLinks('tv') }));
    expect(screen.getByText('Hi, Ana')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Hi,/ })).toBeNull();
  });

  it('GPT: the favourite teams as logos, each linking to its team page, the current one marked', () => {
    const on = shellOn();
    renderNavbar(
      shellVm({
        ...member,
        device: 'tv',
        accountLinks: accountLinks('tv'),
        pathname: '/teams/602/scuderia-rossa',
        favoriteTeams: [
          { id: 601, name: 'Silver Arrows', image: 'http://img.test/601.svg', href: '/teams/601/silver-arrows' },
          { id: 602, name: 'Scuderia Rossa', image: 'http://img.test/602.svg', href: '/teams/602/scuderia-rossa' },
        ],
      }),
      on,
    );
    const teams = within(screen.getByRole('list', { name: 'Favourite teams' }));
    const links = teams.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/teams/601/silver-arrows', '/teams/602/scuderia-rossa']);
    expect(teams.getByRole('img', { name: 'Silver Arrows' }).getAttribute('src')).toBe('http://img.test/601.svg');
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    fireEvent.click(links[0]!);
    expect(on.navigate).toHaveBeenCalledWith('/teams/601/silver-arrows');
  });

  it('no favourite teams: no list', () => {
    renderNavbar(shellVm({ ...member, device: 'tv', accountLinks: accountLinks('tv') }));
    expect(screen.queryByRole('list', { name: 'Favourite teams' })).toBeNull();
  });
});
