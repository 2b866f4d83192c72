/**
 * The search machine with its real actor and effect (the only place it gets `.provide(...)`): the provider's search
 * through the Query cache (`searchQuery`), and the product_search.error toast.
 */
import { fromPromise } from '../actors';
import { msg } from '@lingui/core/macro';
import { searchMachine } from '../../../machines/search/searchMachine';
import { fail, ok } from '../../domain';
import { searchQuery } from '../../api/queries.lazy';
import { toastError } from '../notify';
import type { AppDeps } from '../machines';
import { fetchForActor } from '../fetchForActor';

const SEARCH_ERROR = msg({ id: 'product_search.error', message: 'The search could not be completed.' });

export function provide(deps: Pick<AppDeps, 'queryClient' | 'endpoints'>) {
  let lastError: unknown = null;
  const search = searchMachine.provide({
    actors: {
      search: fromPromise(async ({ input, signal }) => {
        try {
          return ok(await fetchForActor(deps.queryClient, searchQuery(deps.endpoints, input.query), signal));
        } catch (error) {
          lastError = error;
          return fail('failed' as const);
        }
      }),
    },
    actions: {
      notifyFailed: () => void toastError(lastError, SEARCH_ERROR, { id: 'product_search.error' }),
    },
  });
  return { search };
}
