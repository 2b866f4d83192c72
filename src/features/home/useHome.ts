import { useEffect, useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '~machines/session/session.selectors';
import type { ProductDetail } from '~/domain';
import { homeQuery, productQuery, slidesQuery } from '~/api/queries';
import { useKeptPositions } from '~/components/thumbnail';
import { useArrived } from '~/components/useArrived';
import { fixedRow, homeRows, type HomeRow } from './rows';

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
   * Web: the rows below the first screen are drawn just after it (phones). TV draws every row at once: the
   * remote moves through rows from the first keypress.
   */
  progressive: boolean;
  /**
   * The home may get back a scroll position: it was shown before in this document (back to it, or a link to it), or
   * the document was reloaded or came back through the browser's history. Rows already there are then drawn at once.
   */
  restoresScroll: boolean;
  /**
   * The first row's first tiles are among the page's largest-paint candidates, loaded at once: only when there is no
   * banner (the banner's first slide is the largest paint otherwise; the tiles load once it is drawn).
   */
  firstRowPriority: boolean;
  /** The slides are still on their way: the banner's placeholder shows, its first slide will be the largest paint. */
  bannerLoading: boolean;
}

export interface HomeOn {
  retry: () => void;
  /** takes a product out of Continue watching (its kept position is forgotten) */
  removeFromContinue: (productId: number) => void;
}

/** Whether the home has mounted in this document (module state: one per page load). */
let shownBefore = false;

/**
 * The document was opened afresh (a link, an address typed), not reloaded nor come back to through the browser's
 * history (which restore a scroll position); unknown (no navigation timing) counts as afresh.
 */
function openedAfresh(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as { type?: string } | undefined;
  return entry?.type === undefined || entry.type === 'navigate';
}

export function useHome(): { vm: HomeVm; on: HomeOn } {
  const { session, endpoints, device, toasts } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sel.selectClub);
  const canBrowse = useSelector(session, sel.selectCanBrowse);
  const signedIn = useSelector(session, sel.selectIsAuthenticated);
  const home = useQuery({ ...homeQuery(endpoints), enabled: canBrowse });
  const hasSlides = useQuery({ ...slidesQuery(endpoints), enabled: canBrowse, select: (slides) => slides.length > 0 });
  const { isError, error, refetch } = home;
  useEffect(() => {
    if (isError) toasts.error(error, HOME_ERROR, { id: 'home.error' });
  }, [isError, error, toasts]);
  // the same rows (the same objects) for the same answer: the rows are memoised (HomeView.tsx)
  const showRecent = Boolean(club?.switches.showAddedRecentlyCategory);
  // the rows drawn in a deferred, time-sliced render (src/components/useArrived.ts): the skeleton until then
  const drawn = useArrived(home.data);
  // read once, at mount: the first home of a document opened afresh has no scroll position to get back
  const [restoresScroll] = useState(() => shownBefore || !openedAfresh());
  useEffect(() => {
    shownBefore = true;
  }, []);
  const continueWatching = useContinueWatching(canBrowse && signedIn);
  const continueRow = continueWatching.row;
  const rows = useMemo(
    () => (drawn ? [...(continueRow ? [continueRow] : []), ...homeRows(drawn, showRecent)] : []),
    [drawn, showRecent, continueRow],
  );
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
      restoresScroll,
      firstRowPriority: hasSlides.data === false || hasSlides.isError,
      bannerLoading: canBrowse && hasSlides.isPending,
    },
    on: { retry: () => void refetch(), removeFromContinue: continueWatching.remove },
  };
}

/**
 * Continue watching, for a signed-in member: the products started on this device (between 5 % and 95 % watched,
 * most recent first, live events left out), each from the provider's product call (the query cache the product page
 * shares); a product that cannot be loaded is left out. The row is null while there is none to show. One query over
 * the products' own (`fetchQuery` each, so each lands in and comes from its product's cache entry) rather than
 * `useQueries`, whose observer would ride in every home's first load for a row only some members have.
 */
function useContinueWatching(enabled: boolean): { row: HomeRow | null; remove: (productId: number) => void } {
  const { endpoints } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { continueIds, continueRow, forget } = useKeptPositions();
  const ids = useMemo(() => (enabled ? continueIds : []), [enabled, continueIds]);
  const products = useQuery({
    queryKey: ['club', endpoints.clubKey(), 'continue-watching', ids] as const,
    queryFn: () =>
      Promise.all(ids.map((id) => queryClient.fetchQuery(productQuery(endpoints, id)).catch(() => undefined))),
    enabled: ids.length > 0,
    // the row stays as it was while a removal or a new language is fetched
    placeholderData: keepPreviousData,
  }).data;
  const row = useMemo(() => {
    const known = new Map<number, ProductDetail>();
    for (const p of ids.length ? (products ?? []) : []) if (p) known.set(p.id, p);
    const list = continueRow(known);
    return list.length ? fixedRow('continue', list) : null;
  }, [ids, products, continueRow]);
  return { row, remove: forget };
}
