/**
 * The account flows' provision: every provider call of the subscription, payment methods and password flows as
 * data (success, the provider's refusal with its message, no answer), the card payment through the one Stripe
 * confirmation, the notices and the lists fetched again; the wizard's lists followed in the Query cache.
 */
import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorLogic, type EventObject } from 'xstate';
import { provide } from '~/app/provide/account';
import { queryKeys } from '~/api/queries';
import { cardsQuery, plansQuery } from '~/api/queries.lazy';
import type { Card, Plan } from '~/domain';
import * as p from '../../fixtures/api/provider';
import {
  action,
  appDeps,
  callOutcomes,
  json,
  noAnswer,
  refusal,
  run,
  SERVER_SAYS,
  watchInvalidations,
  watchToasts,
} from './support';

const UNREACHABLE = 'The payment provider could not be reached. You cannot pay until it is back.';

describe('account provision', () => {
  const { deps, provider } = appDeps();
  const flows = provide(deps);
  const { subscribeWizard, subscriptionActions, paymentMethods, passwordChange, accountData } = flows;
  const shown = watchToasts();
  const ack = () => json(200, { ok: true });

  describe('subscribe wizard', () => {
    describe('checkCoupon', () => {
      callOutcomes(provider, () => run(subscribeWizard, 'checkCoupon', { code: 'WELCOME' }), {
        success: () => json(200, p.fullCoupon),
        value: expect.objectContaining({ id: 'co_1', valid: true }),
        code: 'lookup_failed',
      });
    });
    describe('subscribe', () => {
      callOutcomes(provider, () => run(subscribeWizard, 'subscribe', { paymentMethodId: 'pm_1', planId: 1 }), {
        success: () => json(200, { status: 'INCOMPLETE', clientSecret: 'pi_secret' }),
        value: { status: 'INCOMPLETE', clientSecret: 'pi_secret' },
        code: 'refused',
      });
    });
    it('confirmPayment for a club without card payments: unavailable, stripe.error_connection', async () => {
      const input = { clientSecret: 'pi_secret', paymentMethodId: 'pm_1' };
      expect(await run(subscribeWizard, 'confirmPayment', input)).toEqual({
        ok: false,
        error: 'unavailable',
        message: UNREACHABLE,
      });
    });
  });

  describe('subscription actions', () => {
    describe.each([
      ['cancelSubscription', { subscriptionId: 900 }],
      ['resumeSubscription', { subscriptionId: 900 }],
      ['changeCard', { paymentMethodId: 'pm_1' }],
    ] as const)('%s', (actor, input) => {
      callOutcomes(provider, () => run(subscriptionActions, actor, input), {
        success: ack,
        value: null,
        code: 'refused',
      });
    });
    it('retryPayment for a club without card payments: unavailable, stripe.error_connection', async () => {
      const input = { clientSecret: 'pi_secret', paymentMethodId: 'pm_1' };
      expect(await run(subscriptionActions, 'retryPayment', input)).toMatchObject({ ok: false, error: 'unavailable' });
    });
  });

  describe('payment methods', () => {
    describe('setDefaultCard', () => {
      callOutcomes(provider, () => run(paymentMethods, 'setDefaultCard', { cardId: 'pm_1' }), {
        success: ack,
        value: null,
        code: 'refused',
      });
    });
    describe('deleteCard', () => {
      callOutcomes(provider, () => run(paymentMethods, 'deleteCard', { cardId: 'pm_1' }), {
        success: () => new Response(null, { status: 204 }),
        value: null,
        code: 'failed',
      });
      it('the default card (CARD_IS_DEFAULT): `default`, the flow says its own message', async () => {
        provider.answer = () => json(400, { code: 'CARD_IS_DEFAULT', message: 'Default card' });
        expect(await run(paymentMethods, 'deleteCard', { cardId: 'pm_1' })).toEqual({ ok: false, error: 'default' });
      });
    });
    describe('createCard', () => {
      const fields = (createPaymentMethod: () => Promise<unknown>) =>
        ({ stripe: { createPaymentMethod }, elements: { getElement: () => ({}) } }) as never;
      it('no secure fields shown: not ready', async () => {
        expect(await run(paymentMethods, 'createCard', { fields: null })).toEqual({ ok: false, error: 'not_ready' });
      });
      it("the card provider's own message on card creation is kept as is", async () => {
        const given = fields(async () => ({ error: { message: 'Your card number is incomplete.' } }));
        expect(await run(paymentMethods, 'createCard', { fields: given })).toEqual({
          ok: false,
          error: 'provider',
          message: 'Your card number is incomplete.',
        });
      });
      describe('the card saved with the club', () => {
        it('success: the new card', async () => {
          const given = fields(async () => ({ paymentMethod: { id: 'pm_new' } }));
          provider.answer = () => json(200, { cardId: 'pm_new', last4: '1111', expMonth: 10, expYear: 2031 });
          expect(await run(paymentMethods, 'createCard', { fields: given })).toEqual({
            ok: true,
            value: { cardId: 'pm_new' },
          });
        });
        it.each([
          ['refusal', refusal, { ok: false, error: 'refused', message: SERVER_SAYS }],
          ['no answer', noAnswer, { ok: false, error: 'refused' }],
        ] as const)('%s', async (_, answer, expected) => {
          provider.answer = answer;
          const given = fields(async () => ({ paymentMethod: { id: 'pm_new' } }));
          expect(await run(paymentMethods, 'createCard', { fields: given })).toEqual(expected);
        });
      });
    });
    it('loadProvider for a club without card payments: unavailable', async () => {
      expect(await run(paymentMethods, 'loadProvider')).toEqual({ ok: false, error: 'unavailable' });
    });
  });

  describe('changePassword', () => {
    const input = { oldPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'b' };
    callOutcomes(provider, () => run(passwordChange, 'changePassword', input), {
      success: ack,
      value: null,
      code: 'refused',
    });
  });

  describe('account data', () => {
    const parts = ['subscription', 'plans', 'cards'];
    it('every part fetched: none failed', async () => {
      provider.answer = ({ url }) =>
        url.pathname.endsWith('/plans/list')
          ? json(200, { planList: [p.fullPlan] })
          : url.pathname.endsWith('/cards')
            ? json(200, [p.fullCard])
            : json(200, { subscriptionList: [], specialUser: false });
      expect(await run(accountData, 'loadParts', { parts })).toEqual([]);
    });
    it('the parts that failed (a refusal, no answer) are named', async () => {
      deps.queryClient.clear();
      provider.answer = (request) =>
        request.url.pathname.endsWith('/plans/list') ? refusal(request) : noAnswer(request);
      expect(await run(accountData, 'loadParts', { parts })).toEqual(parts);
    });
  });

  it("each flow's failure notice: the server's message, else the flow's own", () => {
    const fallback = { id: 'x', message: 'Could not be done' };
    for (const flow of [subscribeWizard, subscriptionActions, paymentMethods])
      action(flow, 'notifyFailure')({ message: null, fallback });
    action(passwordChange, 'notifySaveFailed')({ message: 'Wrong password', fallback });
    expect(shown.map((t) => t.text)).toEqual([...Array(3).fill(fallback.message), 'Wrong password']);
  });

  it('the wizard follows the plans and cards in the cache: their ids now, again on a change, never after stop', async () => {
    deps.queryClient.clear();
    const requests = provider.requests.length;
    const plan = (id: number) => ({ id }) as Plan;
    const card = (id: string) => ({ id }) as Card;
    const plans = plansQuery(deps.endpoints).queryKey;
    const cards = cardsQuery(deps.endpoints).queryKey;
    deps.queryClient.setQueryData(plans, [plan(1), plan(2)]);
    const lists = (subscribeWizard.implementations.actors as Record<string, AnyActorLogic>).lists!;
    const told: EventObject[] = [];
    const wizard = setup({ actors: { lists } }).createMachine({
      invoke: { src: 'lists' },
      on: { '*': { actions: ({ event }) => void told.push(event) } },
    });
    const actor = createActor(wizard).start();
    // what the cache holds at the start (no cards yet: none to choose)
    expect(told).toEqual([
      { type: 'data.plans', ids: [1, 2] },
      { type: 'data.cards', ids: [] },
    ]);
    // a card added from the wizard: the list changes, the wizard hears it; the same list again says nothing
    deps.queryClient.setQueryData(cards, [card('pm_1'), card('pm_new')]);
    deps.queryClient.setQueryData(cards, [card('pm_1'), card('pm_new')]);
    deps.queryClient.setQueryData(plans, [plan(1), plan(2)]);
    expect(told.slice(2)).toEqual([{ type: 'data.cards', ids: ['pm_1', 'pm_new'] }]);
    deps.queryClient.setQueryData(plans, [plan(2)]);
    expect(told.at(-1)).toEqual({ type: 'data.plans', ids: [2] });
    // it only watches: the account page's queries fetch
    expect(provider.requests.length).toBe(requests);
    // the cards could not be loaded again: a failed list is none to choose from
    const offline = () => Promise.reject(new Error('offline'));
    await deps.queryClient.prefetchQuery({ queryKey: cards, queryFn: offline, retry: false });
    expect(told.at(-1)).toEqual({ type: 'data.cards', ids: [] });
    expect(told).toHaveLength(5);
    actor.stop();
    deps.queryClient.setQueryData(plans, [plan(3)]);
    deps.queryClient.setQueryData(cards, [card('pm_2')]);
    expect(told).toHaveLength(5);
  });

  it('a change to the cards fetches the cards and the subscription again', () => {
    const invalidated = watchInvalidations(deps.queryClient);
    action(paymentMethods, 'reload')();
    expect(invalidated).toEqual([queryKeys.cards('4'), queryKeys.subscription('4', 7)]);
  });
});
