import { lazy, Suspense } from 'react';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { NotFoundPage } from '../components/NotFoundPage';
import { ShellView } from '../features/shell/ShellView';
import { CookieConsent } from '../features/cookies/CookieConsent';
import { useShell } from '../features/shell/useShell';
import { TvShell } from '../features/tv-shell/TvShell';
import { ensureAllMessages } from '../i18n/i18n';

/** web or tv, fixed by the build mode: the TV-only code below is dropped from the web build. */
declare const __DEVICE__: 'web' | 'tv';

// Loaded only once someone is logged in on the web, so it stays out of the first load.
// A modal the member can do without: if its code or messages cannot be loaded (offline, a stale chunk), nothing shows
// rather than the whole app giving way to the error page.
const CompleteProfile = lazy(() =>
  Promise.all([import('../features/complete-profile/CompleteProfile'), ensureAllMessages()]).then(
    ([m]) => ({ default: m.CompleteProfile }),
    () => ({ default: () => null }),
  ),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  // Home and the shell render from the first-load catalog; every other route waits for the rest of the messages.
  beforeLoad: async ({ location, context }) => {
    await Promise.all([
      location.pathname !== '/' ? ensureAllMessages() : null,
      // TV: the shell owns the remote from the first page on (its chunk started loading with the app)
      __DEVICE__ === 'tv' ? context.machines.load('tvShell') : null,
    ]);
  },
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  const { vm, on } = useShell();
  const { device } = Route.useRouteContext();
  return (
    <>
      <ShellView vm={vm} on={on}>
        <Outlet />
      </ShellView>
      {/* app-wide modals */}
      <CookieConsent />
      <Suspense fallback={null}>
        {device === 'web' && vm.status === 'authenticated' ? <CompleteProfile /> : null}
      </Suspense>
      {/* the remote must work as soon as the app does: not lazy, and only in TV builds */}
      {__DEVICE__ === 'tv' ? <TvShell /> : null}
    </>
  );
}
