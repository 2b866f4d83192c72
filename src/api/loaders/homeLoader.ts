import * as sel from '~machines/session/session.selectors';
import { homeQuery, slidesQuery } from '../queries';
import { awaitBriefly, fetchMissing } from '~/performance/firstDraw';
import type { RouterContext } from '~/app/router';

/**
 * The home's loader: its slides and rows, when the member may browse, awaited a moment
 * (src/performance/firstDraw.ts): the first load usually draws the page once, with its banner, whose first image the boot
 * has preloaded, so the largest paint comes with the first one.
 */
export function loadHomeData(
  context: Pick<RouterContext, 'queryClient' | 'endpoints' | 'session'>,
  wait?: number,
): Promise<void> | undefined {
  const { queryClient, endpoints, session } = context;
  if (!sel.selectCanBrowse(session.getSnapshot())) return undefined;
  return awaitBriefly(
    [fetchMissing(queryClient, slidesQuery(endpoints)), fetchMissing(queryClient, homeQuery(endpoints))],
    wait,
  );
}
