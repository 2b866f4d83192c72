/**
 * The kept positions as the pages read them (src/components/thumbnail/progress.tsx), for one member (or the visitor)
 * of one club: a module of its own, which src/features/shell/keptPositions.tsx loads apart from the first load (with the
 * position store and the Continue watching rules it needs).
 */
import { continueWatchingIds, continueWatchingRow, tileProgress } from '~machines/player/continueWatching';
import { resumePosition } from '~machines/player/playback';
import type { KeptPositionsView } from '~/components/thumbnail/progress';
import { memberPrefix, progressKey, progressStore } from '~/services/playbackProgress';

/** Calls `onChange` after each change the player (or a page) makes to the kept positions; returns the unsubscribe. */
export const subscribeKept = (onChange: () => void) => progressStore().subscribe(onChange);

export function keptPositionsView(club: string, userId: number | null): KeptPositionsView {
  const kept = progressStore().list(memberPrefix(club, userId));
  const byId = new Map(kept.map((k) => [k.productId, k]));
  const continueIds = continueWatchingIds(kept);
  return {
    continueIds,
    continueRow: (products) => continueWatchingRow(continueIds, products),
    progressOf: (id) => tileProgress(byId.get(id) ?? null),
    resumeAt: (id) => resumePosition(byId.get(id) ?? null),
    forget: (id) => progressStore().forget(progressKey(club, userId, id)),
  };
}
