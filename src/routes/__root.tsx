import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { NotFoundPage } from '../components/NotFoundPage';
import { ShellView } from '../features/shell/ShellView';
import { CookieConsent } from '../features/cookies/CookieConsent';
import { CompleteProfile } from '../features/complete-profile/CompleteProfile';
import { useShell } from '../features/shell/useShell';
import { TvBack } from '../features/tv-back/TvBack';

export const Route = createRootRouteWithContext<RouterContext>()({
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
      <CompleteProfile />
      {device === 'tv' ? <TvBack /> : null}
    </>
  );
}
