import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import * as sessionSel from '~machines/session/session.selectors';
import type { Advertisement, CollectionCard, ProductCard } from '~/domain';
import { categoryQuery } from '~/api/queries';
import { useArrived } from '~/components/useArrived';
import { categoryGrids, type CategoryGridFlags } from './grids';

export const CATEGORY_ERROR = msg({ id: 'product_category.error', message: 'The category could not be loaded.' });

export interface CategoryVm {
  /** Skeleton while loading; it stays after a failure (spec §8 product_category.error). */
  loading: boolean;
  name: string;
  advertisement: Advertisement | null;
  /** null when the grid is not shown (spec §2 showProducts / showCollections rule). */
  products: ProductCard[] | null;
  collections: CollectionCard[] | null;
  /** Nothing to show in any grid shown. */
  empty: boolean;
  showProductTitles: boolean;
  showCollectionTitles: boolean;
}

export function useCategory(categoryId: number, flags: CategoryGridFlags): { vm: CategoryVm } {
  const { session, endpoints, toasts } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sessionSel.selectClub);
  const query = useQuery(categoryQuery(endpoints, categoryId));
  const { error, isError } = query;

  useEffect(() => {
    if (isError) toasts.error(error, CATEGORY_ERROR, { id: `product_category.error.${categoryId}` });
  }, [isError, error, categoryId, toasts]);

  // drawn in a deferred, time-sliced render (src/components/useArrived.ts): the skeleton until then
  const data = useArrived(query.data);
  const grids = categoryGrids(flags);
  const products = data && grids.products ? data.productList : null;
  const collections = data && grids.collections ? data.collectionList : null;
  return {
    vm: {
      loading: !data,
      name: data?.name ?? '',
      advertisement: data?.advertisement ?? null,
      products,
      collections,
      empty: Boolean(data) && (products?.length ?? 0) === 0 && (collections?.length ?? 0) === 0,
      showProductTitles: club?.switches.showTitlesOnProductThumbnail ?? true,
      showCollectionTitles: club?.switches.showTitlesOnCollectionThumbnail ?? true,
    },
  };
}
