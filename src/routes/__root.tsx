import { Suspense, useEffect, useState } from 'react';
import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import type { RouterContext } from '~/app/router';
import { lazyFlowView } from '~/app/machines';
import { KeptPositionsProvider } from '~/features/shell/keptPositions';
import { chunkPreloads, routeChunksKey } from '~/performance/preloadMap';
import { NotFoundPage } from '~/components/NotFoundPage';
import { ShellView } from '~/features/shell/ShellView';
import { CookieConsent } from '~/features/cookieConsent/CookieConsent';
import { useShell } from '~/features/shell/useShell';
import { TvShell } from '~/features/tvShell/TvShell';
import { ensureAllMessages } from '~/i18n/i18n';
import { firstScreenCommitted, firstScreenStarted } from '~/performance/firstScreen';

/** web or tv, fixed by the build mode: the TV-only code below is dropped from the web build. */
declare const __DEVICE__: 'web' | 'tv';

interface RouteMatches {
  matches: ReadonlyArray<{ routeId: string }>;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Home and the shell render from the first-load catalog; every other route waits for the rest of the messages.
  beforeLoad: async (args) => {
    const { location, context } = args;
    // the matched routes' chunks all at once (on a hover's preload too), not one import level after another; read
    // untyped: the matches' type is the route tree's, which this route's own type is part of
    for (const match of (args as unknown as RouteMatches).matches) chunkPreloads.preload(routeChunksKey(match.routeId));
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
  const { device, machines } = Route.useRouteContext();
  // the complete-profile modal with its flow, loaded only once someone is logged in on the web, so both stay out of
  // the first load
  const [CompleteProfile] = useState(() =>
    lazyFlowView(
      machines,
      'completeProfile',
      () => import('~/features/completeProfile/CompleteProfile').then((m) => m.CompleteProfile),
      { also: ensureAllMessages },
    ),
  );
  // mounted from the first login on and kept: its actor follows later logouts and logins itself
  const [signedInOnce, setSignedInOnce] = useState(false);
  if (device === 'web' && vm.status === 'authenticated' && !signedInOnce) setSignedInOnce(true);
  // the page (not the splash, not a route still loading) is on screen: its secondary images may load once it has
  // been drawn (src/performance/firstScreen.ts), which the pages with a largest image of their own say themselves
  // (read from the router when the shell shows, not subscribed to: a subscription re-rendered the root, and with the
  // flow inspector restarted the page's deferred first render)
  const started = vm.status !== 'loading';
  const router = useRouter();
  useEffect(() => {
    if (!started) return;
    firstScreenStarted();
    if (!router.state.matches.some((m) => m.staticData.drawsFirstScreen)) firstScreenCommitted();
  }, [started, router]);
  return (
    <>
      <ShellView vm={vm} on={on}>
        {/* every product tile of every page shows how far the member got in it */}
        <KeptPositionsProvider>
          <Outlet />
        </KeptPositionsProvider>
      </ShellView>
      {/* app-wide modals */}
      <CookieConsent />
      <Suspense fallback={null}>{signedInOnce ? <CompleteProfile /> : null}</Suspense>
      {/* the remote must work as soon as the app does: not lazy, and only in TV builds */}
      {__DEVICE__ === 'tv' ? <TvShell /> : null}
    </>
  );
}
