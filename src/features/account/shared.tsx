/**
 * What the account page's three sections share: the section card with its anchor, the skeleton, the special-user
 * message, the external link of a club that manages a section on its website, the load failure with Try again and
 * the confirm dialog.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { Dialog } from '~/components/Dialog';
import { ExternalIcon } from '~/components/Icon';
import type { CardMode, MessageDescriptor } from '~/domain';
import { safeUrl } from '~/domain/urlPolicy';
import type { AccountSection } from './sections';

/** The page's sections, each the target of its own URL (/account/<section>). */

/** Whether a part of the page may show its data, shows a skeleton, or shows the failure with Try again. */
export type DataStatus = 'loading' | 'failed' | 'ready';

export function useDescriptor() {
  const { i18n } = useLingui();
  return (d: MessageDescriptor | string | null | undefined) =>
    d == null ? null : typeof d === 'string' ? d : i18n._(d.id, d.values, { message: d.message });
}

export function SectionCard({
  id,
  title,
  children,
  action,
}: {
  id: AccountSection;
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="account-card" aria-labelledby={headingId} tabIndex={-1}>
      <div className="account-card__head">
        <h2 className="account-card__title" id={headingId}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Skeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <div
      className="account-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t({ id: 'common.loading', message: 'Loading' })}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton account-skeleton__row" />
      ))}
    </div>
  );
}
function SpecialMessage() {
  return (
    <p className="account-card__note" data-testid="special-user">
      <Trans id="account.special_user">
        Your account has full free access to every content of the club: there is nothing to manage here.
      </Trans>
    </p>
  );
}

function ExternalLink({ url, message, button }: { url: string; message: ReactNode; button: ReactNode }) {
  // the mapper applied the URL policy; checked again where the club's address becomes an href
  const href = safeUrl(url);
  return (
    <div className="account-card__external">
      <p className="account-card__note">{message}</p>
      {href ? (
        <a className="button button--primary" href={href} target="_blank" rel="noopener noreferrer">
          {button}
          <ExternalIcon aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}

/**
 * A section the member does not manage here (spec §2 account cards): the special user's message, or the club's own
 * page for it (`external`); null when the member manages it on this page (`own`), where the section shows its data.
 */
export function managedElsewhere(
  mode: CardMode,
  external: { message: ReactNode; button: ReactNode },
): ReactNode | null {
  if (mode.kind === 'special') return <SpecialMessage />;
  if (mode.kind === 'external') return <ExternalLink url={mode.url} {...external} />;
  return null;
}

/**
 * Data that could not be loaded: the spec's message and Try again, in place of a wizard or an empty
 * list that would look real.
 */
export function LoadFailure({ children, onRetry }: { children: ReactNode; onRetry(): void }) {
  return (
    <div className="account-card__failure" role="alert">
      <p className="account-card__note">{children}</p>
      <Button onClick={onRetry}>
        <Trans id="common.retry">Try again</Trans>
      </Button>
    </div>
  );
}
export function ConfirmDialog({
  open,
  title,
  text,
  accept,
  dismiss,
  busy,
  onAccept,
  onDismiss,
  children,
}: {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  accept: ReactNode;
  /** The choice that changes nothing; "Cancel" unless that would read like the accept choice. */
  dismiss?: ReactNode;
  busy: boolean;
  onAccept(): void;
  onDismiss(): void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      dismissible={!busy}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onDismiss} disabled={busy}>
            {dismiss ?? <Trans id="common.cancel">Cancel</Trans>}
          </Button>
          <Button onClick={onAccept} busy={busy}>
            {accept}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {children}
    </Dialog>
  );
}
