import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Spinner } from '~/components/Spinner';
import './player.css';

/** The black stage with a spinner while the item to play loads (spec §2 magazine/{newId}/play: loading placeholder). */
export function PlayerPlaceholder({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="player-placeholder" data-testid="player-placeholder">
      {children ?? <Spinner label={t({ id: 'player.loading', message: 'Loading video' })} />}
    </div>
  );
}
