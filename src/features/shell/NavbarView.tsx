import { useId, useRef, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDownIcon, CloseIcon, ExternalIcon, MenuIcon, SearchIcon, UserIcon } from '~/components/Icon';
import type { Language } from '~/domain';
import { AppAnchor } from './AppAnchor';
import { isCurrentPath } from './urls';
import type { ShellOn, ShellVm } from './useShell';
import { tvRegion } from '~/components/tvRegion';

/** Each language in its own name: not translated. */
const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

/**
 * The club's top navigation (spec §2 Global behaviour): logo, the club's links, search, language and the user menu.
 * Below xl (1200 px) everything but the logo collapses into a panel behind a menu button (CSS decides the layout;
 * the disclosure state comes from the vm). On TV it stays one simple row: logo, links, the favourite teams' logos
 * (GPT), search, user.
 */
export function NavbarView({ vm, on }: { vm: ShellVm; on: ShellOn }) {
  const { t } = useLingui();
  const tv = vm.device === 'tv';
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const userButtonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    if (vm.userMenuOpen) {
      e.stopPropagation();
      on.closeUserMenu();
      userButtonRef.current?.focus();
    } else if (vm.menuOpen) {
      e.stopPropagation();
      on.closeMenu();
      toggleRef.current?.focus();
    }
  };

  const classes = ['navbar', tv ? 'navbar--tv' : '', vm.menuOpen ? 'navbar--open' : ''].filter(Boolean).join(' ');
  return (
    <header className={classes} onKeyDown={onKeyDown}>
      <div className="navbar__bar" {...tvRegion('nav', 'navbar')}>
        <AppAnchor className="navbar__brand" href="/" onNavigate={on.navigate}>
          {vm.logo ? (
            vm.imagesShown ? (
              // intrinsic size (a 4:1 logo) so its box is reserved before it loads; CSS keeps its height and real ratio
              <img className="navbar__logo" src={vm.logo} alt={vm.clubName ?? ''} width={160} height={40} />
            ) : (
              // the same box until the page's first screen is drawn
              <span className="navbar__logo navbar__logo--pending" role="img" aria-label={vm.clubName ?? ''} />
            )
          ) : (
            <span className="navbar__club-name">{vm.clubName}</span>
          )}
        </AppAnchor>
        {tv ? null : (
          <button
            ref={toggleRef}
            type="button"
            className="navbar__toggle"
            aria-expanded={vm.menuOpen}
            aria-controls={panelId}
            onClick={on.toggleMenu}
          >
            {vm.menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            <span className="visually-hidden">
              <Trans id="navbar.menu">Menu</Trans>
            </span>
          </button>
        )}
        <div
          id={panelId}
          className={vm.favoriteTeams.length > 0 ? 'navbar__panel navbar__panel--teams' : 'navbar__panel'}
        >
          {vm.canBrowse && (vm.links.length > 0 || vm.appLinks.length > 0) ? (
            <nav className="navbar__nav" aria-label={t({ id: 'navbar.main_navigation', message: 'Main' })}>
              <ul className="navbar__links">
                {vm.links.map((link) => (
                  <li key={`${link.href}|${link.text}`}>
                    {/* the club's words, as the club wrote them (in the club's language), never translated */}
                    <AppAnchor
                      className="navbar__link"
                      lang={vm.clubLang ?? undefined}
                      href={link.href}
                      onNavigate={link.internal && !link.newTab ? on.navigate : undefined}
                      target={link.newTab ? '_blank' : undefined}
                      rel={link.newTab ? 'noopener noreferrer' : undefined}
                      aria-current={link.internal && isCurrentPath(link.href, vm.pathname) ? 'page' : undefined}
                    >
                      {link.text}
                      {link.newTab ? (
                        <>
                          <ExternalIcon size={14} className="navbar__external" />
                          <span className="visually-hidden" lang={vm.lang}>
                            {' '}
                            <Trans id="navbar.new_tab">(opens in a new tab)</Trans>
                          </span>
                        </>
                      ) : null}
                    </AppAnchor>
                  </li>
                ))}
                {vm.appLinks.map((link) => (
                  <li key={link.id}>
                    <AppAnchor
                      className="navbar__link"
                      href={link.href}
                      onNavigate={on.navigate}
                      aria-current={isCurrentPath(link.href, vm.pathname) ? 'page' : undefined}
                    >
                      {t(link.label)}
                    </AppAnchor>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {vm.favoriteTeams.length > 0 ? (
            <ul className="navbar__teams" aria-label={t({ id: 'navbar.favorite_teams', message: 'Favourite teams' })}>
              {vm.favoriteTeams.map((team) => (
                <li key={team.id}>
                  <AppAnchor
                    className="navbar__team"
                    href={team.href}
                    onNavigate={on.navigate}
                    aria-current={isCurrentPath(team.href, vm.pathname) ? 'page' : undefined}
                  >
                    {vm.imagesShown ? (
                      <img src={team.image} alt={team.name} width={48} height={48} />
                    ) : (
                      <span role="img" aria-label={team.name} />
                    )}
                  </AppAnchor>
                </li>
              ))}
            </ul>
          ) : null}
          {vm.canBrowse && vm.searchBox ? <SearchForm on={on} /> : null}
          {tv ? null : (
            <div className="navbar__lang" role="group" aria-label={t({ id: 'navbar.language', message: 'Language' })}>
              {LANGUAGE_OPTIONS.map((option) => (
                <button
                  key={option.code}
                  type="button"
                  className="navbar__lang-button"
                  lang={option.code}
                  aria-label={option.name}
                  aria-pressed={vm.lang === option.code}
                  onClick={() => on.changeLanguage(option.code)}
                >
                  {option.code.toUpperCase()}
                </button>
              ))}
            </div>
          )}
          <UserArea vm={vm} on={on} buttonRef={userButtonRef} />
        </div>
      </div>
    </header>
  );
}

function SearchForm({ on }: { on: ShellOn }) {
  const { t } = useLingui();
  const inputId = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    on.search(String(new FormData(e.currentTarget).get('search') ?? ''));
  };
  return (
    <form role="search" className="navbar__search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={inputId}>
        <Trans id="navbar.search">Search</Trans>
      </label>
      <input
        id={inputId}
        name="search"
        type="search"
        className="navbar__search-input"
        placeholder={t({ id: 'navbar.search_placeholder', message: 'Search videos' })}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button
        type="submit"
        className="navbar__search-submit"
        aria-label={t({ id: 'navbar.search_submit', message: 'Search' })}
      >
        <SearchIcon size={18} />
      </button>
    </form>
  );
}

function UserArea({ vm, on, buttonRef }: { vm: ShellVm; on: ShellOn; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const { i18n } = useLingui();
  const listId = useId();
  if (!vm.authenticated || vm.greeting === null) {
    return (
      <AppAnchor
        className="button button--primary navbar__login"
        href="/auth/login"
        onNavigate={on.navigate}
        aria-current={vm.pathname === '/auth/login' ? 'page' : undefined}
      >
        <Trans id="navbar.login">Log in</Trans>
      </AppAnchor>
    );
  }
  const logout = (
    <AppAnchor className="user-menu__link" href="/logout" onNavigate={on.navigate}>
      <Trans id="navbar.logout">Log out</Trans>
    </AppAnchor>
  );
  if (vm.device === 'tv') {
    // TV: no nested menu to drive with a remote; the greeting and the one action it would hold.
    return (
      <div className="user-menu user-menu--inline">
        <span className="user-menu__greeting">
          <Trans id="navbar.greeting">Hi, {vm.greeting}</Trans>
        </span>
        {logout}
      </div>
    );
  }
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (vm.userMenuOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) on.closeUserMenu();
  };
  return (
    <div className="user-menu" onBlur={onBlur}>
      {/* below xl the panel lists the account links flat under this heading instead of the disclosure button */}
      <p className="user-menu__heading">
        <Trans id="navbar.greeting">Hi, {vm.greeting}</Trans>
      </p>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={vm.userMenuOpen}
        aria-controls={listId}
        onClick={on.toggleUserMenu}
      >
        <UserIcon size={18} />
        <span className="user-menu__name">
          <Trans id="navbar.greeting">Hi, {vm.greeting}</Trans>
        </span>
        <ChevronDownIcon size={16} className="user-menu__chevron" />
      </button>
      <ul id={listId} className="user-menu__list" hidden={!vm.userMenuOpen}>
        {vm.accountLinks.map((link) => (
          <li key={link.id}>
            <AppAnchor
              className="user-menu__link"
              href={link.href}
              onNavigate={on.navigate}
              aria-current={isCurrentPath(link.href, vm.pathname) ? 'page' : undefined}
            >
              {i18n._(link.label)}
            </AppAnchor>
          </li>
        ))}
        <li className="user-menu__separator">{logout}</li>
      </ul>
    </div>
  );
}
