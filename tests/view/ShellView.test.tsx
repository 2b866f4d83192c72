// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellView } from '../../src/features/shell/ShellView';
import { FOOTER_LINKS, accountLinks } from '../../src/features/shell/links';
import type { ShellOn, ShellVm } from '../../src/features/shell/useShell';
import { WithI18n } from '../support/i18n';

function shellVm(overrides: Partial<ShellVm> = {}): ShellVm {
  return {
    status: 'anonymous',
    clubName: 'Mountain Climbing Team',
    logo: 'http://img.test/logo.svg',
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
    trainersLink: null,
    favoriteTeams: [],
    accountLinks: accountLinks('web'),
    footerLinks: FOOTER_LINKS,
    advertisement: null,
    lang: 'en',
    searchText: '',
    menuOpen: false,
    userMenuOpen: false,
    year: 2030,
    ...overrides,
  };
}

function shellOn() {
  const on = {
    retry: vi.fn(),
    navigate: vi.fn(),
    search: vi.fn(),
    changeLanguage: vi.fn(),
    toggleMenu: vi.fn(),
    closeMenu: vi.fn(),
    toggleUserMenu: vi.fn(),
    closeUserMenu: vi.fn(),
  };
  return on as typeof on & ShellOn;
}

const renderShell = (vm: ShellVm, on: ShellOn = shellOn()) =>
  render(
    <ShellView vm={vm} on={on}>
      content
    </ShellView>,
    { wrapper: WithI18n },
  );

describe('ShellView startup states', () => {
  it('shows a busy splash while the session settles', () => {
    renderShell(shellVm({ status: 'loading' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the spec 404 page for an unknown club', () => {
    renderShell(shellVm({ status: 'clubNotFound', clubName: null, logo: null }));
    expect(screen.getByRole('heading', { name: 'Oops! Error 404' })).toBeTruthy();
    expect(
      screen.getByText(
        'Sorry, the page you are looking for does not exist. The page may have been moved or deleted, or perhaps you misspelled the URL.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('offers a retry when the provider cannot be reached', () => {
    const on = shellOn();
    renderShell(shellVm({ status: 'clubUnavailable', clubName: null, logo: null }), on);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.retry).toHaveBeenCalledTimes(1);
  });
});

describe('ShellView frame', () => {
  it('frames the page with the navbar, the content and the footer', () => {
    renderShell(shellVm());
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('content');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('renders only the content on play routes (no navbar, no footer, no skip link)', () => {
    renderShell(shellVm({ pathname: '/product/1/play', chrome: false }));
    expect(screen.getByRole('main').textContent).toBe('content');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });

  it('the skip link moves focus to the content', () => {
    renderShell(shellVm());
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
