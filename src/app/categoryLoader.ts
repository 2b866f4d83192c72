import { categoryQuery } from '../api/queries';
import { awaitBriefly, fetchMissing } from './firstDraw';
import type { RouterContext } from './router';

/**
 * The loader of both category routes: the category's content, awaited a moment (src/app/firstDraw.ts). A
 * slower answer draws over the skeleton; a failure is the page's to show.
 */
export function loadCategory(
  context: Pick<RouterContext, 'queryClient' | 'endpoints'> & { categoryId: number },
): Promise<void> | undefined {
  return awaitBriefly([fetchMissing(context.queryClient, categoryQuery(context.endpoints, context.categoryId))]);
}
