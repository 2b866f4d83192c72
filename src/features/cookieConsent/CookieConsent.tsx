/**
 * App-wide cookie consent notice, rendered by the root route. Its actor (the `cookies` flow) lives for the app's
 * lifetime; it is created once the club is known, so the 1.5 s count from a loaded app (not from a splash).
 *
 * The notice is not part of the first screen: its code (flow, view, messages are in the first-load catalogue) loads
 * `NOTICE_CODE_AFTER_MS` after the app is ready, half a second before it is due, so it never competes with the first
 * screen's scripts and images. The flow is told how long the app had been loaded, and the notice still
 * appears 1.5 s after load. Where its code cannot load (offline, a stale chunk) there is no notice on this page.
 */
import { Suspense, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sessionSel from '~machines/session/session.selectors';
import { lazyFlowView } from '~/app/machines';

/** When the notice's code starts loading, after the app is ready (it appears at 1.5 s). */
export const NOTICE_CODE_AFTER_MS = 1000;

export function CookieConsent() {
  const { session } = useRouteContext({ from: '__root__' });
  const status = useSelector(session, sessionSel.selectStatus);
  if (status !== 'anonymous' && status !== 'authenticated') return null;
  return <CookieConsentLoader />;
}

/** Mounted once the app is ready: notes when, and renders the notice once its code is there. */
function CookieConsentLoader() {
  const { device, machines } = useRouteContext({ from: '__root__' });
  const [readyAt] = useState(() => performance.now());
  const [Notice] = useState(() =>
    lazyFlowView(machines, 'cookieConsent', () => import('./CookieNotice').then((m) => m.CookieNotice), {
      after: NOTICE_CODE_AFTER_MS,
    }),
  );
  return (
    <Suspense fallback={null}>
      <Notice device={device} readyAt={readyAt} />
    </Suspense>
  );
}
