/**
 * Model-based tests of the account data machine (money screens tell the truth): generated paths replayed
 * on a real actor with a controllable loader; journeys pinned: a failed subscription never reads as "no
 * subscription", a retry reloads only what failed, and the page shows what it knows.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountDataMachine, type AccountDataPart } from '~machines/payments/accountDataMachine';
import * as sel from '~machines/payments/accountData.selectors';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const ALL: AccountDataPart[] = ['subscription', 'plans', 'cards'];

const actors = {
  loadParts: { done: [[], ['subscription'], ['cards'], ['plans', 'cards']], error: [new Error('boom')] },
} satisfies ActorFixtures<typeof accountDataMachine>;

modelSuite({
  name: 'accountData',
  machine: accountDataMachine,
  actors,
  inputs: {
    'own subscription and cards': { parts: ALL },
    'external subscription, own cards': { parts: ['subscription', 'cards'] },
    'special user (nothing to load)': { parts: [] },
  },
  transient: ['accountData.start'],
  events: { 'user.retry': [{ type: 'user.retry' }] } satisfies EventFixtures<typeof accountDataMachine>,
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.failed, snap.context.loading]),
});

describe('accountData journeys', () => {
  function start(parts: AccountDataPart[]) {
    const { machine, controls } = withControls(accountDataMachine, actors);
    const actor = createActor(machine, { input: { parts } }).start();
    return { actor, load: controls.loadParts };
  }

  it('a failed subscription load is a failure with a retry, never "no subscription" (no wizard)', async () => {
    const { actor, load } = start(ALL);
    expect(sel.selectSubscriptionData(actor.getSnapshot(), false)).toBe('loading');
    expect(load.inputs).toEqual([{ parts: ALL }]);
    load.resolve(['subscription']);
    await flush();
    const s = actor.getSnapshot();
    expect(sel.selectSubscriptionData(s, false)).toBe('failed');
    expect(sel.selectCardsData(s)).toBe('ready');
    expect(sel.selectCanRetry(s)).toBe(true);

    actor.send({ type: 'user.retry' });
    expect(sel.selectSubscriptionData(actor.getSnapshot(), false)).toBe('loading');
    expect(sel.selectCardsData(actor.getSnapshot())).toBe('ready');
    await flush();
    // only what failed is loaded again
    expect(load.inputs[1]).toEqual({ parts: ['subscription'] });
    load.resolve([]);
    await flush();
    expect(sel.selectSubscriptionData(actor.getSnapshot(), false)).toBe('ready');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('without a subscription, the wizard needs the plans and the cards: either failing is a failure', async () => {
    const { actor, load } = start(ALL);
    load.resolve(['plans']);
    await flush();
    expect(sel.selectSubscriptionData(actor.getSnapshot(), false)).toBe('failed');
    // a member who holds a subscription still sees it: the plans are only for the wizard
    expect(sel.selectSubscriptionData(actor.getSnapshot(), true)).toBe('ready');
    expect(sel.selectCardsData(actor.getSnapshot())).toBe('ready');
  });

  it('cards that failed are a failure of the payment-methods section, not an empty list', async () => {
    const { actor, load } = start(['subscription', 'cards']);
    load.resolve(['cards']);
    await flush();
    expect(sel.selectCardsData(actor.getSnapshot())).toBe('failed');
    expect(sel.selectSubscriptionData(actor.getSnapshot(), true)).toBe('ready');
  });

  it('an unexpected loader failure marks everything being loaded as failed', async () => {
    const { actor, load } = start(ALL);
    load.reject(new Error('boom'));
    await flush();
    expect(actor.getSnapshot().context.failed).toEqual(ALL);
  });

  it('nothing to load (special user): ready at once, nothing asked', () => {
    const { actor, load } = start([]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(sel.selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(load.inputs).toEqual([]);
  });
});
