import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import * as sessionSel from '~machines/session/session.selectors';
import type { CollectionDetail } from '~/domain';
import { collectionQuery } from '~/api/queries';
import { useArrived } from '~/components/useArrived';
import { useLoadFailedOn, type LoadFailedOn } from '~/components/LoadFailed';

export const COLLECTION_ERROR = msg({
  id: 'collection_category.error',
  message: 'The collection could not be loaded.',
});

export interface CollectionVm {
  loading: boolean;
  failed: boolean;
  collection: CollectionDetail | null;
  /** The advertisement modal: opens by itself when the collection has an advertisement (spec §2). */
  adOpen: boolean;
  showProductTitles: boolean;
}

export interface CollectionOn {
  closeAd(): void;
  /** when the collection could not be loaded: Try again, and back */
  failure: LoadFailedOn;
}

export function useCollection(collectionId: number): { vm: CollectionVm; on: CollectionOn } {
  const { session, endpoints, toasts } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sessionSel.selectClub);
  const query = useQuery(collectionQuery(endpoints, collectionId));
  const { error, isError, refetch } = query;
  const failure = useLoadFailedOn(useCallback(() => void refetch(), [refetch]));
  const [adClosedFor, setAdClosedFor] = useState<number | null>(null);

  useEffect(() => {
    if (isError) toasts.error(error, COLLECTION_ERROR, { id: `collection_category.error.${collectionId}` });
  }, [isError, error, collectionId, toasts]);

  // drawn in a deferred, time-sliced render (src/components/useArrived.ts): the skeleton until then
  const collection = useArrived(query.data);
  return {
    vm: {
      loading: query.isPending || (query.data !== undefined && collection === null),
      failed: isError && !collection,
      collection,
      adOpen: Boolean(collection?.advertisement) && adClosedFor !== collectionId,
      showProductTitles: club?.switches.showTitlesOnProductThumbnail ?? true,
    },
    on: { closeAd: () => setAdClosedFor(collectionId), failure },
  };
}
