import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyView } from '~/components/lazyView';
import { NotFoundPage } from '~/components/NotFoundPage';
import { Spinner } from '~/components/Spinner';
import { NavbarView } from './NavbarView';
import type { ShellOn, ShellVm } from './useShell';

/**
 * When the footer's code starts loading, after the frame first shows: the footer is below the fold on every page
 * (the content is at least one screen tall), so it stays out of the first screen's scripts. Its messages
 * are in the first-load catalogue.
 */
export const FOOTER_AFTER_MS = 1000;

const Footer = lazyView(() => import('./FooterView').then((m) => m.FooterView), { after: FOOTER_AFTER_MS });

/**
 * The frame around every page: navbar, content, footer (both hidden on play routes); or the startup states before a
 * club is known (splash, the club's 404 page, provider unavailable with a retry).
 */
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
    <div className={`shell shell--${vm.device}`}>
      {vm.chrome ? (
        <a className="shell__skip" href="#main" onClick={skipToMain} data-tv-skip="">
          <Trans id="shell.skip_to_content">Skip to content</Trans>
        </a>
      ) : null}
      {vm.chrome ? <NavbarView vm={vm} on={on} /> : null}
      <main className="shell__main" id="main" tabIndex={-1}>
        {children}
      </main>
      {vm.chrome ? (
        <Suspense fallback={null}>
          <Footer vm={vm} on={on} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Moves focus to the page content without touching the router's location (no '#main' in the address). */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  e.preventDefault();
  main.focus();
}
