import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from './Spinner';

/** Spec §8 generic error, or the offline sentence when the browser says the network is gone. */
function FailureText({ offline }: { offline: boolean }) {
  return offline ? (
    <Trans id="errors.offline">You are offline. The page will load when the connection returns.</Trans>
  ) : (
    <Trans id="errors.generic">Oops! something unexpected has happened. Please try again in a few moments.</Trans>
  );
}

export interface RouteErrorViewProps {
  offline: boolean;
  onRetry(): void;
  onHome(): void;
}

/**
 * What a page that could not be shown says (the router's error component: a failed guard, loader, route chunk or
 * message catalogue), always with a way out: Try again and Home. Only first-load messages, so it renders even
 * when the rest of the catalogue is what failed to load.
 */
export function RouteErrorView({ offline, onRetry, onHome }: RouteErrorViewProps) {
  return (
    <div className="splash" data-testid="route-error">
      <div className="empty-state" role="alert">
        <h1 className="empty-state__title">
          <FailureText offline={offline} />
        </h1>
        <div className="empty-state__action">
          <button type="button" className="button button--primary" onClick={onRetry}>
            <Trans id="common.retry">Try again</Trans>
          </button>{' '}
          <button type="button" className="button" onClick={onHome}>
            <Trans id="common.home">Home</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}

/** While a page loads (the router's pending component); offline it says what it waits for, and offers Home. */
export function RoutePendingView({ offline, onHome }: { offline: boolean; onHome(): void }) {
  const { t } = useLingui();
  if (!offline) {
    return (
      <div className="splash" aria-busy="true" data-testid="route-pending">
        <Spinner label={t({ id: 'common.loading', message: 'Loading' })} />
      </div>
    );
  }
  return (
    <div className="splash" data-testid="route-pending">
      <div className="empty-state" role="status">
        <p className="empty-state__text">
          <FailureText offline />
        </p>
        <div className="empty-state__action">
          <button type="button" className="button" onClick={onHome}>
            <Trans id="common.home">Home</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}

/** The app-wide notice while the browser is offline (TanStack Query's onlineManager). */
export function OfflineNoticeView() {
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      <Trans id="errors.offline">You are offline. The page will load when the connection returns.</Trans>
    </div>
  );
}
