/**
 * The positions the player keeps on this device (src/app/playbackProgress.ts) for the member (or the visitor) of the
 * club shown, read again whenever the player keeps or forgets one, and given to the pages below the root: every
 * product tile's progress bar, the home's Continue watching, the product page's Resume and Start over.
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { continueWatchingIds, tileProgress } from '../../machines/player/continueWatching';
import { resumePosition } from '../../machines/player/playback';
import { selectUser } from '../../machines/session/session.selectors';
import { KeptPositionsContext, type KeptPositionsView } from '../components/thumbnail/progress';
import { memberPrefix, progressKey, progressStore } from './playbackProgress';

let version = 0;
const subscribe = (onChange: () => void) =>
  progressStore().subscribe(() => {
    version++;
    onChange();
  });
const getVersion = () => version;

export function KeptPositionsProvider({ children }: { children: ReactNode }) {
  const { session, endpoints } = useRouteContext({ from: '__root__' });
  const userId = useSelector(session, (s) => selectUser(s)?.id ?? null);
  const club = endpoints.clubKey();
  const at = useSyncExternalStore(subscribe, getVersion, getVersion);
  const value = useMemo((): KeptPositionsView => {
    const kept = progressStore().list(memberPrefix(club, userId));
    const byId = new Map(kept.map((k) => [k.productId, k]));
    return {
      continueIds: continueWatchingIds(kept),
      progressOf: (id) => tileProgress(byId.get(id) ?? null),
      resumeAt: (id) => resumePosition(byId.get(id) ?? null),
      forget: (id) => progressStore().forget(progressKey(club, userId, id)),
    };
    // `at` is the store's version: read again when it changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [club, userId, at]);
  return <KeptPositionsContext value={value}>{children}</KeptPositionsContext>;
}
