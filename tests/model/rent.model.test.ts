/**
 * Model-based tests of renting a product: generated paths replayed on a real actor with controllable `loadCards`,
 * `rent` and `confirmPayment` actors; every state reached and every transition covered; the journeys pinned by hand
 * (default card pre-selected, disabled without a login or a card, both failure points keep the modal and the choice).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { rentMachine, rentMessages, type CardChoice, type RentInput } from '~machines/product/rentMachine';
import type { Result } from '~/domain';
import * as sel from '~machines/product/rent.selectors';
import { flush } from '../support/model';
import { underParent } from '../support/underParent';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const cards: Result<CardChoice> = { ok: true, value: { ids: ['pm_visa', 'pm_master'], defaultId: 'pm_master' } };

const actors = {
  loadCards: {
    done: [
      cards,
      { ok: true, value: { ids: [], defaultId: null } },
      { ok: false, error: 'rejected' },
      { ok: false, error: 'unavailable' },
    ],
    error: [new Error('offline')],
  },
  preparePayment: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'unavailable' },
    ],
    error: [new Error('no key')],
  },
  rent: {
    done: [
      { ok: true, value: { piSecret: 'pi_1_secret_x' } },
      { ok: false, error: 'http', message: 'A saved card is required' },
    ],
    error: [new Error('offline')],
  },
  confirmPayment: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'declined', message: 'Your card was declined.' },
    ],
    error: [new Error('stripe down')],
  },
} satisfies ActorFixtures<typeof rentMachine>;

const inputs: Record<string, RentInput> = {
  member: { productId: 1004, loggedIn: true },
  anonymous: { productId: 2004, loggedIn: false },
};

const effects = () => ({ rented: vi.fn(), notifyFailure: vi.fn(), locked: vi.fn(), unlocked: vi.fn() });

function provide(machine: typeof rentMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: {
      rented: () => spies.rented(),
      notifyFailure: (_, p) => spies.notifyFailure(p),
      // run on its own, the flow has no page to tell
      locked: () => spies.locked(),
      unlocked: () => spies.unlocked(),
    },
  });
}

function provided() {
  const spies = effects();
  const { machine, controls } = withControls(rentMachine, actors);
  return { machine: provide(machine, spies), controls, effects: spies };
}

modelSuite({
  name: 'rent',
  machine: rentMachine,
  events: {
    'user.retry': [{ type: 'user.retry' }],
    'user.select': [{ type: 'user.select', id: 'pm_visa' }],
    'user.rent': [{ type: 'user.rent' }],
  } satisfies EventFixtures<typeof rentMachine>,
  actors,
  inputs,
  simple: true,
  serializeState: (snap) => {
    const c = snap.context;
    return JSON.stringify([snap.value, c.selectedId, c.hasCards, c.piSecret, c.failure]);
  },
  effects,
  provide,
  afterPath: (path, _actor, spies, controls, input) => {
    expect(spies.rented).toHaveBeenCalledTimes(path.state.matches('done') ? 1 : 0);
    // an anonymous user can never pay
    if (!input.loggedIn) expect(controls.rent.inputs).toEqual([]);
  },
});

describe('rentMachine journeys', () => {
  async function start(input: RentInput = inputs.member!) {
    const ctx = provided();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    return { ...ctx, actor };
  }

  it('pre-selects the default card; disabled while loading and without a card', async () => {
    const { actor, controls } = await start();
    expect(sel.selectLoadingCards(actor.getSnapshot())).toBe(true);
    expect(sel.selectCanRent(actor.getSnapshot())).toBe(false);
    controls.loadCards.resolve(cards);
    await flush();
    expect(sel.selectSelectedId(actor.getSnapshot())).toBe('pm_master');
    expect(sel.selectCanRent(actor.getSnapshot())).toBe(true);

    const empty = await start();
    empty.controls.loadCards.resolve({ ok: true, value: { ids: [], defaultId: null } });
    await flush();
    expect(sel.selectSelectedId(empty.actor.getSnapshot())).toBeNull();
    expect(sel.selectCanRent(empty.actor.getSnapshot())).toBe(false);
  });

  it('an anonymous user cannot rent even with a card', async () => {
    const { actor, controls } = await start(inputs.anonymous!);
    controls.loadCards.resolve(cards);
    await flush();
    expect(sel.selectCanRent(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.rent' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('success: rent with the chosen card, confirm the piSecret with that card, then rented', async () => {
    const { actor, controls, effects } = await start();
    controls.loadCards.resolve(cards);
    await flush();
    actor.send({ type: 'user.select', id: 'pm_visa' });
    actor.send({ type: 'user.rent' });
    await flush();
    controls.preparePayment.resolve({ ok: true, value: null });
    await flush();
    expect(sel.selectBusy(actor.getSnapshot())).toBe(true);
    expect(sel.selectCanRent(actor.getSnapshot())).toBe(false);
    expect(controls.rent.inputs).toEqual([{ productId: 1004, paymentMethodId: 'pm_visa' }]);
    controls.rent.resolve({ ok: true, value: { piSecret: 'pi_9_secret_z' } });
    await flush();
    expect(controls.confirmPayment.inputs).toEqual([{ clientSecret: 'pi_9_secret_z', paymentMethodId: 'pm_visa' }]);
    controls.confirmPayment.resolve({ ok: true, value: null });
    await flush();
    expect(sel.selectDone(actor.getSnapshot())).toBe(true);
    expect(effects.rented).toHaveBeenCalledTimes(1);
    expect(effects.notifyFailure).not.toHaveBeenCalled();
  });

  // a club without card payments rents nothing it could not charge
  it('a payment provider that cannot be made ready: nothing rented, stripe.error_connection, the choice kept', async () => {
    for (const outcome of ['fail', 'error'] as const) {
      const { actor, controls, effects } = await start();
      controls.loadCards.resolve(cards);
      await flush();
      actor.send({ type: 'user.rent' });
      await flush();
      expect(sel.selectBusy(actor.getSnapshot())).toBe(true);
      if (outcome === 'fail') controls.preparePayment.resolve({ ok: false, error: 'unavailable' });
      else controls.preparePayment.reject(new Error('no key'));
      await flush();
      expect(controls.rent.inputs).toEqual([]);
      expect(actor.getSnapshot().value).toBe('choosing');
      expect(sel.selectSelectedId(actor.getSnapshot())).toBe('pm_master');
      expect(sel.selectFailure(actor.getSnapshot())).toEqual({ message: null, unavailable: true });
      expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null, fallback: rentMessages.connection });
      expect(rentMessages.connection.id).toBe('stripe.error_connection');
    }
  });

  it('a declined card keeps the modal and the choice, shows the message, and can be retried', async () => {
    const { actor, controls, effects } = await start();
    controls.loadCards.resolve(cards);
    await flush();
    actor.send({ type: 'user.select', id: 'pm_visa' });
    actor.send({ type: 'user.rent' });
    await flush();
    controls.preparePayment.resolve({ ok: true, value: null });
    await flush();
    controls.rent.resolve({ ok: true, value: { piSecret: 'pi_fail' } });
    await flush();
    controls.confirmPayment.resolve({ ok: false, error: 'declined', message: 'Your card was declined.' });
    await flush();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(sel.selectSelectedId(actor.getSnapshot())).toBe('pm_visa');
    expect(effects.notifyFailure).toHaveBeenCalledWith({
      message: 'Your card was declined.',
      fallback: rentMessages.error,
    });
    actor.send({ type: 'user.rent' });
    await flush();
    controls.preparePayment.resolve({ ok: true, value: null });
    await flush();
    expect(controls.rent.inputs).toHaveLength(2);
  });

  it('a refused rent call without a message shows product.modal_rent.error', async () => {
    const { actor, controls, effects } = await start();
    controls.loadCards.resolve(cards);
    await flush();
    actor.send({ type: 'user.rent' });
    await flush();
    controls.preparePayment.resolve({ ok: true, value: null });
    await flush();
    controls.rent.reject(new Error('offline'));
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null, fallback: rentMessages.error });
    expect(rentMessages.error).toEqual({
      id: 'product.modal_rent.error',
      message: 'Oops! an error occurred while renting the product',
    });
    expect(sel.selectSelectedId(actor.getSnapshot())).toBe('pm_master');
  });

  it('a club without card payments says so before any card is shown: nothing to pick or pay', async () => {
    const { actor, controls } = await start();
    controls.loadCards.resolve({ ok: false, error: 'unavailable' });
    await flush();
    const snap = actor.getSnapshot();
    expect(sel.selectNoPayments(snap)).toBe(true);
    expect(sel.selectCardsFailed(snap)).toBe(false);
    expect(sel.selectFailure(snap)).toEqual({ message: null, unavailable: true });
    expect(sel.selectCanRent(snap)).toBe(false);
    actor.send({ type: 'user.rent' });
    actor.send({ type: 'user.select', id: 'pm_visa' });
    await flush();
    expect(controls.preparePayment.inputs).toEqual([]);
    expect(controls.rent.inputs).toEqual([]);
  });

  it('a failed card list can be retried', async () => {
    const { actor, controls } = await start();
    controls.loadCards.reject(new Error('offline'));
    await flush();
    expect(sel.selectCardsFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.retry' });
    await flush();
    expect(controls.loadCards.inputs).toHaveLength(2);
  });
});

describe('rentMachine under the page: what it reports and tells', () => {
  it('reports the modal on each change and tells the page when a payment is on its way and when it is not', async () => {
    const { machine, controls } = withControls(rentMachine, actors);
    const spies = effects();
    // the real `locked` / `unlocked` (messages to the parent); the toasts are spies
    const logic = machine.provide({
      actions: { rented: () => spies.rented(), notifyFailure: (_, p) => spies.notifyFailure(p) },
    });
    const page = underParent(logic, { input: inputs.member!, report: sel.selectRentView });
    const base = { selectedId: null, cardsFailed: false, noPayments: false, busy: false, failure: null };
    expect(page.reports).toEqual([{ ...base, loadingCards: true, canRent: false }]);
    await flush();
    controls.loadCards.resolve(cards);
    await flush();
    expect(page.last()).toEqual({ ...base, selectedId: 'pm_master', loadingCards: false, canRent: true });
    expect(page.messages).toEqual([{ type: 'rent.unlocked' }]);
    page.send({ type: 'user.rent' });
    expect(page.last()).toMatchObject({ busy: true, canRent: false });
    expect(page.messages.at(-1)).toEqual({ type: 'rent.locked' });
    await flush();
    controls.preparePayment.resolve({ ok: true, value: null });
    await flush();
    controls.rent.resolve({ ok: false, error: 'http', message: 'A saved card is required' });
    await flush();
    expect(page.last()).toEqual({
      ...base,
      selectedId: 'pm_master',
      loadingCards: false,
      canRent: true,
      failure: { message: 'A saved card is required' },
    });
    expect(page.messages.at(-1)).toEqual({ type: 'rent.unlocked' });
    page.stop();
  });
});
