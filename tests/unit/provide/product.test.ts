/**
 * The product flow's provider calls (its navigation and the vote's cache handling: ../provideProduct.test.ts): the
 * vote and favourite calls, and the rent flow's cards, rent call and card payment, as data; the rent's toasts.
 */
import { describe, expect, it } from 'vitest';
import { provide, RENT_DELAY } from '~/app/provide/product';
import { queryKeys } from '~/api/queries';
import { rentMessages } from '~machines/product/rentMachine';
import * as p from '../../fixtures/api/provider';
import { aClub } from '../../fixtures/domain';
import {
  action,
  appDeps,
  child,
  callOutcomes,
  fakeSession,
  json,
  run,
  watchInvalidations,
  watchToasts,
} from './support';

const UNREACHABLE = 'The payment provider could not be reached. You cannot pay until it is back.';

describe('product provision: provider calls', () => {
  const { deps, provider } = appDeps();
  const { productPage } = provide(deps);
  const vote = child(productPage, 'vote');
  const rent = child(productPage, 'rent');
  const shown = watchToasts();

  describe('vote', () => {
    callOutcomes(provider, () => run(vote, 'vote', { productId: 101, value: -1 }), {
      success: () => json(200, { productId: 101, like: -1 }),
      value: -1,
      code: 'rejected',
    });
  });

  describe('favorite', () => {
    callOutcomes(provider, () => run(vote, 'favorite', { productId: 101, favorite: true }), {
      success: () => json(200, { productId: 101, favorite: true }),
      value: true,
      code: 'rejected',
    });
  });

  describe('rent', () => {
    callOutcomes(provider, () => run(rent, 'rent', { productId: 101, paymentMethodId: 'pm_1' }), {
      success: () => json(200, { piSecret: 'pi_secret_1' }),
      value: { piSecret: 'pi_secret_1' },
      code: 'rejected',
    });
  });

  it('a club without card payments: no cards to pick, nothing prepared, nothing confirmed (stripe.error_connection)', async () => {
    expect(await run(rent, 'loadCards')).toEqual({ ok: false, error: 'unavailable' });
    expect(await run(rent, 'preparePayment')).toEqual({ ok: false, error: 'unavailable' });
    expect(await run(rent, 'confirmPayment', { clientSecret: 'pi_secret_1', paymentMethodId: 'pm_1' })).toEqual({
      ok: false,
      error: 'unavailable',
      message: UNREACHABLE,
    });
  });

  it('rented: two toasts, the home fetched again', () => {
    const invalidated = watchInvalidations(deps.queryClient);
    action(rent, 'rented')();
    expect(shown.map((t) => t.text)).toEqual([rentMessages.rented.message, RENT_DELAY.message]);
    expect(invalidated).toEqual([queryKeys.home('4')]);
  });

  it("the rent's failure notice: the server's message, else product.modal_rent.error", () => {
    action(rent, 'notifyFailure')({ message: 'Card expired', fallback: rentMessages.error });
    action(rent, 'notifyFailure')({ message: null, fallback: rentMessages.error });
    expect(shown.map((t) => t.text)).toEqual(['Card expired', rentMessages.error.message]);
  });
});

describe('product provision: the saved cards of a club with card payments', () => {
  const club = aClub({ payments: { publicKey: 'pk_test_fake_TTT', connectedAccount: null } });
  const { deps, provider } = appDeps({ session: fakeSession({ club }).session });
  const rent = child(provide(deps).productPage, 'rent');

  callOutcomes(provider, () => run(rent, 'loadCards'), {
    success: () => json(200, [{ ...p.fullCard, selected: true }, p.minimalCard]),
    value: { ids: [expect.any(String), 'pm_456'], defaultId: expect.any(String) },
    code: 'rejected',
  });

  it('the cards go into the query cache (the views read them there)', async () => {
    provider.answer = () => json(200, [p.minimalCard]);
    await run(rent, 'loadCards');
    expect(deps.queryClient.getQueryData(queryKeys.cards('4'))).toEqual([expect.objectContaining({ id: 'pm_456' })]);
  });
});
