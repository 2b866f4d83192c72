import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import * as sel from '~machines/session/session.selectors';
import { newsQuery } from '~/api/queries';
import { newsListQuery } from '~/api/queries.lazy';
import type { NewsItem } from '~/domain';
import { useArrived } from '~/components/useArrived';
import { pageOfNews, splitNews, type NewsSplit } from './magazine';

/** spec §8: news list and single news failure show the server message or this Spanish text. */
export const NEWS_ERROR = msg({ id: 'magazine.error', message: 'No se han podido obtener las noticias' });

export interface MagazineVm extends NewsSplit {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  showTitles: boolean;
  /** The item whose dialog is open (the route's newId), null when closed or not loaded yet. */
  selected: NewsItem | null;
  /** The route names an item: the dialog is open (maybe still loading it). */
  dialogOpen: boolean;
  selectedLoading: boolean;
  /** More items than shown (spec §9 list size 10): "More news" adds the next 10. */
  more: boolean;
}

export interface MagazineOn {
  closeDialog(): void;
  showMore(): void;
}

export function useMagazine(newId: number | null): { vm: MagazineVm; on: MagazineOn } {
  const { session, endpoints, toasts } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sel.selectClub);
  const navigate = useNavigate();
  const list = useQuery(newsListQuery(endpoints));
  const fromList = newId === null ? undefined : list.data?.find((item) => item.id === newId);
  // an item outside the list (or one asked for while the list failed) is fetched on its own
  const single = useQuery({
    ...newsQuery(endpoints, newId ?? 0),
    enabled: newId !== null && fromList === undefined && !list.isPending,
  });

  const listError = list.isError ? list.error : null;
  const singleError = single.isError ? single.error : null;
  useEffect(() => {
    if (listError) toasts.error(listError, NEWS_ERROR, { id: 'magazine.error' });
  }, [listError, toasts]);
  useEffect(() => {
    if (singleError) toasts.error(singleError, NEWS_ERROR, { id: 'magazine.error.item' });
  }, [singleError, toasts]);

  const [pages, setPages] = useState(1);
  // the list drawn in a deferred, time-sliced render (src/components/useArrived.ts): the skeleton until then
  const drawn = useArrived(list.data);
  const items = drawn ?? [];
  const { shown, more } = pageOfNews(items, pages);
  const selected = fromList ?? single.data ?? null;
  return {
    vm: {
      ...splitNews(shown),
      more,
      loading: list.isPending || (list.data !== undefined && drawn === null),
      failed: list.isError,
      empty: list.isSuccess && drawn !== null && items.length === 0,
      showTitles: club?.switches.showTitlesOnNewThumbnail ?? true,
      selected,
      dialogOpen: newId !== null && !(singleError && !selected),
      selectedLoading: newId !== null && selected === null && !singleError,
    },
    on: {
      closeDialog: () => void navigate({ to: '/magazine', resetScroll: false }),
      showMore: () => setPages((n) => n + 1),
    },
  };
}
