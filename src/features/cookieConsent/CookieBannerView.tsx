import { useEffect, useId, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import type { CookieBannerOn, CookieBannerVm } from './useCookieConsent';

/**
 * The cookie notice (spec §1, §4): a non-blocking bottom banner (a non-modal dialog: the page stays usable and focus
 * is never trapped), with a link to the cookie policy, Accept and Dismiss. Escape inside it dismisses it. On TV the
 * focus engine scrolls what the remote moves to above it (`data-overlay="bottom"`), never under it.
 */
export function CookieBannerView({ vm, on }: { vm: CookieBannerVm; on: CookieBannerOn }) {
  const titleId = useId();
  const textId = useId();
  const banner = useRef<HTMLDivElement>(null);

  // TV: take focus when shown (there is no pointer), give it back to where it was when the notice goes away.
  useEffect(() => {
    if (!vm.visible || !vm.focusOnShow) return;
    const previous = document.activeElement;
    banner.current?.querySelector<HTMLElement>('[data-accept]')?.focus();
    return () => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || !active.isConnected;
      if (lost && previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [vm.visible, vm.focusOnShow]);

  // Web: the room the notice takes at the page's bottom, so that the keyboard's focus is scrolled above it (the
  // root's scroll-padding, base.css) and the page's end can still be read (WCAG 2.4.11, focus not obscured).
  useEffect(() => {
    const el = banner.current;
    if (!vm.visible || !el) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(
        '--cookie-banner-room',
        `${Math.ceil(el.offsetHeight + (parseFloat(getComputedStyle(el).bottom) || 0)) + 16}px`,
      );
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--cookie-banner-room');
    };
  }, [vm.visible]);

  if (!vm.visible) return null;
  return (
    <div
      ref={banner}
      className="cookie-banner"
      role="dialog"
      aria-modal="false"
      data-overlay="bottom"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          on.dismiss();
        }
      }}
    >
      <div className="cookie-banner__body">
        <h2 id={titleId} className="cookie-banner__title">
          <Trans id="cookies.banner.title">We use cookies</Trans>
        </h2>
        <p id={textId} className="cookie-banner__text">
          <Trans id="cookies.banner.text">
            We use our own cookies to keep you signed in and remember your preferences and, only if you accept,
            analytics cookies to understand how the app is used.
          </Trans>{' '}
          <a
            className="cookie-banner__link"
            href={vm.policyHref}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              on.openPolicy();
            }}
          >
            <Trans id="cookies.banner.policy_link">Read our cookie policy</Trans>
          </a>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <Button variant="ghost" onClick={on.dismiss}>
          <Trans id="cookies.banner.dismiss">Dismiss</Trans>
        </Button>
        <Button data-accept onClick={on.accept}>
          <Trans id="cookies.banner.accept">Accept cookies</Trans>
        </Button>
      </div>
    </div>
  );
}
