import { useEffect, useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/session/session.selectors';
import { homeQuery } from '../../api/queries';
import { useArrived } from '../../components/useArrived';
import { homeRows, type HomeRow } from './rows';

export const HOME_ERROR = msg({ id: 'home.error', message: 'The content could not be loaded.' });

export interface HomeVm {
  clubName: string;
  description: string;
  /** Anonymous visitors see content only when the club has public access (spec §1). */
  canBrowse: boolean;
  loading: boolean;
  failed: boolean;
  /** loaded, and no row has anything to show */
  empty: boolean;
  rows: HomeRow[];
  showProductTitles: boolean;
  showCollectionTitles: boolean;
  /**
   * Web: the rows below the first screen are drawn just after it (issue 13, phones). TV draws every row at once: the
   * remote moves through rows from the first keypress.
   */
  progressive: boolean;
}

export interface HomeOn {
  retry: () => void;
}

export function useHome(): { vm: HomeVm; on: HomeOn } {
  const { session, endpoints, device, toasts } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sel.selectClub);
  const canBrowse = useSelector(session, sel.selectCanBrowse);
  const home = useQuery({ ...homeQuery(endpoints), enabled: canBrowse });
  const { isError, error, refetch } = home;
  useEffect(() => {
    if (isError) toasts.error(error, HOME_ERROR, { id: 'home.error' });
  }, [isError, error, toasts]);
  // the same rows (the same objects) for the same answer: the rows are memoised (HomeView.tsx)
  const showRecent = Boolean(club?.switches.showAddedRecentlyCategory);
  // the rows drawn in a deferred, time-sliced render (src/components/useArrived.ts): the skeleton until then
  const drawn = useArrived(home.data);
  const rows = useMemo(() => (drawn ? homeRows(drawn, showRecent) : []), [drawn, showRecent]);
  return {
    vm: {
      clubName: club?.name ?? '',
      description: club?.seo.description ?? '',
      canBrowse,
      loading: canBrowse && (home.isPending || (home.data !== undefined && drawn === null)),
      failed: isError && !home.data,
      empty: drawn !== null && rows.length === 0,
      rows,
      showProductTitles: Boolean(club?.switches.showTitlesOnProductThumbnail),
      showCollectionTitles: Boolean(club?.switches.showTitlesOnCollectionThumbnail),
      progressive: device !== 'tv',
    },
    on: { retry: () => void refetch() },
  };
}
