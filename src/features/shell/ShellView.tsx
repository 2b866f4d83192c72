import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Spinner } from '../../components/Spinner';
import type { ShellOn, ShellVm } from './useShell';

/** The frame around every page: club header, content, footer; or the startup states before a club is known. */
export function ShellView({ vm, on, children }: { vm: ShellVm; on: ShellOn; children: ReactNode }) {
  const { t } = useLingui();
  if (vm.status === 'loading') {
    return (
      <main className="splash" aria-busy="true">
        <Spinner label={t({ id: 'common.loading', message: 'Loading' })} />
      </main>
    );
  }
  if (vm.status === 'clubNotFound') return <NotFoundPage />;
  if (vm.status === 'clubUnavailable') {
    return (
      <main className="splash">
        <div className="empty-state">
          <h1 className="empty-state__title">
            <Trans id="errors.generic">
              Oops! something unexpected has happened. Please try again in a few moments.
            </Trans>
          </h1>
          <button type="button" className="button button--primary" onClick={on.retry}>
            <Trans id="common.retry">Try again</Trans>
          </button>
        </div>
      </main>
    );
  }
  return (
    <div className="shell">
      <header className="shell__header">
        <Link className="shell__brand" to="/">
          {vm.logo ? (
            <img className="shell__logo" src={vm.logo} alt={vm.clubName ?? ''} height={40} />
          ) : (
            <span className="shell__club-name">{vm.clubName}</span>
          )}
        </Link>
        {vm.greeting ? (
          <span className="shell__greeting">
            <Trans id="navbar.greeting">Hi, {vm.greeting}</Trans>
          </span>
        ) : null}
      </header>
      <main className="shell__main" id="main">
        {children}
      </main>
      <footer className="shell__footer">
        <small>© {vm.clubName}</small>
      </footer>
    </div>
  );
}
