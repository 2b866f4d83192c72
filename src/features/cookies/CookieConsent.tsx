/**
 * App-wide cookie consent notice, rendered by the root route. Its actor (the `cookies` flow) lives for the app's
 * lifetime; it is created once the club is known, so the 1.5 s count from a loaded app (not from a splash).
 */
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sessionSel from '../../../machines/session/session.selectors';
import type { DeviceType } from '../../domain';
import { CookieBannerView } from './CookieBannerView';
import { useCookieConsent } from './useCookieConsent';

export function CookieConsent() {
  const { session, device } = useRouteContext({ from: '__root__' });
  const status = useSelector(session, sessionSel.selectStatus);
  if (status !== 'anonymous' && status !== 'authenticated') return null;
  return <CookieConsentReady device={device} />;
}

function CookieConsentReady({ device }: { device: DeviceType }) {
  const { vm, on } = useCookieConsent(device);
  return <CookieBannerView vm={vm} on={on} />;
}
