import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Button } from './Button';

/** What a page whose content could not be loaded offers: Try again, and a way back. */
export interface LoadFailedOn {
  retry(): void;
  /** back to the page the member came from; absent when the address was opened first (then: Home) */
  back?: () => void;
}

/** Try again with `retry`, and Back while the history has a page before this one. */
export function useLoadFailedOn(retry: () => void): LoadFailedOn {
  const router = useRouter();
  const back = router.history.canGoBack() ? () => router.history.back() : undefined;
  return { retry, back };
}

/**
 * A page's content that could not be loaded: the page's failure message (the spec's generic one by default), Try
 * again, and Back (Home when there is no page to go back to), never a dead end.
 */
export function LoadFailed({ on, message, testId }: { on: LoadFailedOn; message?: ReactNode; testId?: string }) {
  return (
    <div className="catalogue-page" data-testid={testId}>
      <div className="empty-state" role="alert">
        <p className="empty-state__text">
          {message ?? (
            <Trans id="errors.generic">
              Oops! something unexpected has happened. Please try again in a few moments.
            </Trans>
          )}
        </p>
        <div className="empty-state__action">
          <Button variant="primary" onClick={on.retry}>
            <Trans id="common.retry">Try again</Trans>
          </Button>{' '}
          {on.back ? (
            <Button variant="ghost" onClick={on.back}>
              <Trans id="common.back">Back</Trans>
            </Button>
          ) : (
            <Link className="button button--ghost" to="/">
              <Trans id="common.home">Home</Trans>
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
