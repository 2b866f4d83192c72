import { Trans, useLingui } from '@lingui/react/macro';
import { usePageHead } from './usePageHead';

/** Spec §1: an unknown club (and an unknown page) gives this 404 page. */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageHead(t({ id: 'errors.not_found.title', message: 'Oops! Error 404' }));
  return (
    <main className="splash">
      <div className="empty-state" role="alert">
        <h1 className="empty-state__title">
          <Trans id="errors.not_found.title">Oops! Error 404</Trans>
        </h1>
        <p className="empty-state__text">
          <Trans id="errors.not_found.text">
            Sorry, the page you are looking for does not exist. The page may have been moved or deleted, or perhaps you
            misspelled the URL.
          </Trans>
        </p>
      </div>
    </main>
  );
}
