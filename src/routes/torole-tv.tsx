import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import * as sessionSel from '~machines/session/session.selectors';
import { liveTvStreamUrl } from '~/app/env';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { safeReturnTo } from '~/domain/returnTo';
import { LiveTvLoginRequired } from '~/features/liveTv/LiveTvPage';
import { VideoPlayer } from '~/features/player/VideoPlayer';

/**
 * spec §2 torole-tv: one club only (routeRules.liveTv). Members see the live stream player; anonymous visitors see
 * a login-required modal when the club has public access, and go to the login otherwise.
 */
export const Route = createFileRoute('/torole-tv')({
  beforeLoad: async (args) => {
    await guard(routeRules.liveTv)(args);
    const s = args.context.session.getSnapshot();
    const club = sessionSel.selectClub(s);
    if (club && !sessionSel.selectIsAuthenticated(s) && !club.publicAccess) {
      throw redirect({ to: '/auth/login', search: { returnTo: safeReturnTo(args.location.href, '/') }, replace: true });
    }
  },
  loader: ({ context }) => context.machines.load('player'),
  component: LiveTv,
});

function LiveTv() {
  const { session } = Route.useRouteContext();
  const authenticated = useSelector(session, sessionSel.selectIsAuthenticated);
  const { t } = useLingui();
  if (!authenticated) return <LiveTvLoginRequired />;
  return <VideoPlayer src={liveTvStreamUrl} live title={t({ id: 'live_tv.title', message: 'Live TV' })} fallback="/" />;
}
