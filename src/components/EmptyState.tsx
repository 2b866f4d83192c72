import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { InboxIcon } from './thumbnail/icons';

export interface EmptyStateProps {
  /** replaces the default sentence (components.list.empty) */
  message?: ReactNode;
  /** the next action: a link or a button */
  action?: ReactNode;
}

/** Empty lists (spec §8 components.list.empty): an icon, one sentence, the next action. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <span className="empty-state__icon">
        <InboxIcon />
      </span>
      <p className="empty-state__text">
        {message ?? <Trans id="components.list.empty">There is nothing here yet.</Trans>}
      </p>
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
