/**
 * torole-tv (spec §2): limited to one club (routeRules.liveTv). Logged-in users see the live stream player; anonymous
 * users (the club has public access, or the guard would have sent them to log in) see a login-required modal whose
 * login button returns them here afterwards.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Dialog } from '~/components/Dialog';
import { Button } from '~/components/Button';
import './live-tv.css';
import { usePageHead } from '~/components/usePageHead';

export const LIVE_TV_PATH = '/torole-tv';

/** The login-required modal over the dark stage (anonymous visitors). */
export function LiveTvLoginRequired() {
  const { t } = useLingui();
  usePageHead(t({ id: 'live_tv.title', message: 'Live TV' }));
  const navigate = useNavigate();
  const close = () => void navigate({ to: '/', replace: true });
  return (
    <div className="live-tv-gate">
      <Dialog
        open
        title={t({ id: 'live_tv.login_required_title', message: 'Log in to watch live TV' })}
        onClose={close}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              <Trans id="live_tv.go_home">Not now</Trans>
            </Button>
            <Link to="/auth/login" search={{ returnTo: LIVE_TV_PATH }} className="button button--primary">
              <Trans id="live_tv.login">Log in</Trans>
            </Link>
          </>
        }
      >
        <p>
          <Trans id="live_tv.login_required">Live TV is for club members. Log in to watch the live stream.</Trans>
        </p>
      </Dialog>
    </div>
  );
}
