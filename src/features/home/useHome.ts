import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/session/session.selectors';
import { homeQuery } from '../../api/queries';
import type { Category } from '../../api/domain';

export interface HomeVm {
  clubName: string;
  description: string;
  /** Anonymous visitors see content only when the club has public access (spec §1). */
  canBrowse: boolean;
  loading: boolean;
  failed: boolean;
  /** `name` null is the live row, whose heading the view translates. */
  rows: Array<Pick<Category, 'id' | 'pathToCategory' | 'productList'> & { name: string | null }>;
}

export function useHome(): { vm: HomeVm } {
  const { session, endpoints } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sel.selectClub);
  const authenticated = useSelector(session, sel.selectIsAuthenticated);
  const canBrowse = authenticated || Boolean(club?.publicAccess);
  const home = useQuery({ ...homeQuery(endpoints), enabled: canBrowse });
  const data = home.data;
  const rows = data
    ? [
        ...(data.live.length ? [{ id: -1, name: null, pathToCategory: '', productList: data.live }] : []),
        ...data.categoryList.filter((c) => c.productList.length > 0),
      ]
    : [];
  return {
    vm: {
      clubName: club?.name ?? '',
      description: club?.seo.description ?? '',
      canBrowse,
      loading: canBrowse && home.isPending,
      failed: home.isError,
      rows,
    },
  };
}
