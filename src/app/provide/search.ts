/**
 * The search machine with its real actor and effect (the only place it gets `.provide(...)`): the provider's search
 * through the Query cache (`searchQuery`), and the product_search.error toast.
 */
import { fromPromise } from '../actors';
import { msg } from '@lingui/core/macro';
import { searchMachine } from '~machines/search/searchMachine';
import { searchQuery } from '~/api/queries.lazy';
import { attempt } from '~/api/attempt';
import { notifyFailure } from '~/services/notify';
import type { AppDeps } from '../machines';
import { fetchForActor } from '../fetchForActor';

const SEARCH_ERROR = msg({ id: 'product_search.error', message: 'The search could not be completed.' });

export function provide(deps: Pick<AppDeps, 'queryClient' | 'endpoints'>) {
  // the machine's failure carries no message: the provider's, kept here for the notice
  let lastMessage: string | undefined;
  const search = searchMachine.provide({
    actors: {
      search: fromPromise(async ({ input, signal }) => {
        const answer = await attempt('failed', () =>
          fetchForActor(deps.queryClient, searchQuery(deps.endpoints, input.query), signal),
        );
        lastMessage = answer.ok ? undefined : answer.message;
        return answer;
      }),
    },
    actions: {
      notifyFailed: () =>
        void notifyFailure({ message: lastMessage, fallback: SEARCH_ERROR }, { id: 'product_search.error' }),
    },
  });
  return { search };
}
