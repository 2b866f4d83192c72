import { categoryQuery } from '../queries';
import { awaitBriefly, fetchMissing } from '~/performance/firstDraw';
import type { RouterContext } from '~/app/router';

/**
 * The loader of both category routes: the category's content, awaited a moment (src/performance/firstDraw.ts). A
 * slower answer draws over the skeleton; a failure is the page's to show.
 */
export function loadCategory(
  context: Pick<RouterContext, 'queryClient' | 'endpoints'> & { categoryId: number },
): Promise<void> | undefined {
  return awaitBriefly([fetchMissing(context.queryClient, categoryQuery(context.endpoints, context.categoryId))]);
}
