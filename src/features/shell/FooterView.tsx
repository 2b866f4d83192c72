import { Trans, useLingui } from '@lingui/react/macro';
import { ScriptAdFrame } from '~/components/ScriptAdFrame';
import { AppAnchor } from './AppAnchor';
import type { FooterAd } from './links';
import { isCurrentPath } from './urls';
import type { ShellOn, ShellVm } from './useShell';
import { tvRegion } from '~/components/tvRegion';

/**
 * The footer (spec §2 Global behaviour): the routes flagged for the footer, the club's name and copyright, and on the
 * home route the club's footer advertisement.
 */
export function FooterView({ vm, on }: { vm: ShellVm; on: ShellOn }) {
  const { t, i18n } = useLingui();
  const year = vm.year;
  const clubName = vm.clubName ?? '';
  return (
    <footer className="footer">
      {vm.advertisement ? <FooterAdvertisement ad={vm.advertisement} /> : null}
      <div className="footer__inner">
        <p className="footer__brand">{clubName}</p>
        <nav
          className="footer__nav"
          {...tvRegion('nav', 'footer')}
          aria-label={t({ id: 'footer.navigation', message: 'Footer' })}
        >
          <ul className="footer__links">
            {vm.footerLinks.map((link) => (
              <li key={link.id}>
                <AppAnchor
                  className="footer__link"
                  href={link.href}
                  onNavigate={on.navigate}
                  aria-current={isCurrentPath(link.href, vm.pathname) ? 'page' : undefined}
                >
                  {i18n._(link.label)}
                </AppAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer__copyright">
          <Trans id="footer.copyright">
            © {year} {clubName}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}

/**
 * An image advertisement links to its redirect in a new tab; a script advertisement runs in a sandboxed iframe
 * (scripts and popups, never same-origin: docs/security.md), never in the page. Both are labelled as advertising.
 */
function FooterAdvertisement({ ad }: { ad: FooterAd }) {
  const { t } = useLingui();
  const label = t({ id: 'footer.advertisement', message: 'Advertisement' });
  return (
    <aside className="footer__ad" aria-label={label}>
      <p className="footer__ad-label" aria-hidden="true">
        {label}
      </p>
      {ad.kind === 'image' ? (
        ad.href ? (
          <a className="footer__ad-link" href={ad.href} target="_blank" rel="noopener noreferrer sponsored">
            <img className="footer__ad-image" src={ad.image} alt={ad.alt || label} loading="lazy" />
          </a>
        ) : (
          <img className="footer__ad-image" src={ad.image} alt={ad.alt || label} loading="lazy" />
        )
      ) : (
        <ScriptAdFrame className="footer__ad-frame" title={ad.title || label} script={ad.script} />
      )}
    </aside>
  );
}
