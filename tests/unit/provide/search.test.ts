/** The search provision: the search through the Query cache as data, product_search.error (else the server's). */
import { describe, expect, it } from 'vitest';
import { provide } from '~/app/provide/search';
import * as p from '../../fixtures/api/provider';
import { action, appDeps, callOutcomes, json, refusal, run, SERVER_SAYS, watchToasts } from './support';

describe('search provision', () => {
  const { deps, provider } = appDeps();
  const { search } = provide(deps);
  const shown = watchToasts();
  let n = 0;
  // a new text each time: the cache would answer a text it holds
  const start = () => run(search, 'search', { query: `goal ${++n}` });

  callOutcomes(provider, start, {
    success: () => json(200, { productList: [p.fullProduct] }),
    value: [expect.objectContaining({ id: 101 })],
    code: 'failed',
  });

  it("the failure's notice: the last failure's server message, else product_search.error, one toast", async () => {
    provider.answer = refusal;
    await start();
    action(search, 'notifyFailed')();
    provider.answer = () => json(500, undefined);
    await start();
    action(search, 'notifyFailed')();
    expect(shown).toEqual([
      { kind: 'error', text: SERVER_SAYS, id: 'product_search.error' },
      { kind: 'error', text: 'The search could not be completed.', id: 'product_search.error' },
    ]);
  });
});
