/**
 * Model-based tests of the money flows (spec §4 Subscription, §5, §8, §9): the subscribe wizard, the subscription
 * actions (cancel, resume, retry with a change of card) and the payment methods (add with the provider's fields,
 * delete, make default). Generated paths replayed on real actors with controllable actors and a simulated clock
 * (the 3 s refresh by name); every state and transition covered; journeys pinned with their effects.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { subscribeWizardMachine, wizardMessages } from '../../machines/payments/subscribeWizardMachine';
import * as wizardSel from '../../machines/payments/subscribeWizard.selectors';
import { subscriptionActionsMachine, subscriptionMessages } from '../../machines/payments/subscriptionActionsMachine';
import * as actionsSel from '../../machines/payments/subscriptionActions.selectors';
import { paymentMessages, paymentMethodsMachine } from '../../machines/payments/paymentMethodsMachine';
import * as pmSel from '../../machines/payments/paymentMethods.selectors';
import type { Coupon } from '../../src/domain';
import { controllablePromise, flush } from '../support/model';
import { modelSuite } from '../support/modelSuite';

const WELCOME: Coupon = { id: 'co_1', name: 'WELCOME10', valid: true, percentOff: 10, amountOff: null, currency: null };
const OLD: Coupon = { ...WELCOME, id: 'co_2', name: 'OLDPROMO', valid: false };

// ---- subscribe wizard -------------------------------------------------------------------------------------------

modelSuite({
  name: 'subscribeWizard',
  machine: subscribeWizardMachine,
  actorIds: ['checkCoupon', 'subscribe', 'confirmPayment'],
  provide: (c) =>
    subscribeWizardMachine.provide({
      actors: {
        checkCoupon: c.checkCoupon!.logic as never,
        subscribe: c.subscribe!.logic as never,
        confirmPayment: c.confirmPayment!.logic as never,
      },
    }),
  inputs: {
    'plans and a card, no coupon': { planIds: [1, 2], cardIds: ['c1'], coupon: '' },
    'no plans nor cards yet, coupon in the address': { planIds: [], cardIds: [], coupon: 'WELCOME10' },
  },
  transient: ['subscribeWizard.leavingPayment'],
  transitionKey: (s) => {
    const snap = s as wizardSel.SubscribeWizardSnapshot;
    return [snap.value, snap.context.planId !== null, snap.context.cardId !== null, snap.context.couponCode !== ''];
  },
  delays: { refreshDelay: 3000 },
  events: [
    { type: 'data.plans', ids: [1, 2] },
    { type: 'data.plans', ids: [] },
    { type: 'data.cards', ids: ['c1'] },
    { type: 'data.cards', ids: [] },
    { type: 'user.selectPlan', planId: 2 },
    { type: 'user.selectCard', cardId: 'c1' },
    { type: 'user.changeCoupon', code: 'WELCOME10' },
    { type: 'user.changeCoupon', code: '' },
    { type: 'user.next' },
    { type: 'user.back' },
    { type: 'user.goTo', step: 0 },
    { type: 'user.goTo', step: 1 },
    { type: 'user.goTo', step: 2 },
    { type: 'user.submit' },
    { type: 'xstate.done.actor.checkCoupon', output: { ok: true, value: WELCOME } },
    { type: 'xstate.done.actor.checkCoupon', output: { ok: true, value: OLD } },
    { type: 'xstate.done.actor.checkCoupon', output: { ok: false, error: 'lookup_failed' } },
    { type: 'xstate.error.actor.checkCoupon', error: new Error('boom') },
    { type: 'xstate.done.actor.subscribe', output: { ok: true, value: { status: 'ACTIVE', clientSecret: null } } },
    {
      type: 'xstate.done.actor.subscribe',
      output: { ok: true, value: { status: 'INCOMPLETE', clientSecret: 'pi_1_secret_3ds' } },
    },
    { type: 'xstate.done.actor.subscribe', output: { ok: true, value: { status: 'ERROR', clientSecret: null } } },
    { type: 'xstate.done.actor.subscribe', output: { ok: false, error: 'refused', message: 'Coupon not recognized' } },
    { type: 'xstate.error.actor.subscribe', error: new Error('boom') },
    { type: 'xstate.done.actor.confirmPayment', output: { ok: true, value: null } },
    { type: 'xstate.done.actor.confirmPayment', output: { ok: false, error: 'declined', message: 'Declined' } },
    { type: 'xstate.error.actor.confirmPayment', error: new Error('boom') },
    { type: 'xstate.after.refreshDelay.subscribeWizard.succeeded' },
  ] as EventObject[],
  serializeState: (s: Snapshot<unknown>) => {
    const snap = s as wizardSel.SubscribeWizardSnapshot;
    const c = snap.context;
    return JSON.stringify([
      snap.value,
      snap.status,
      c.planId !== null,
      c.cardId !== null,
      c.couponCode !== '',
      c.coupon?.id ?? null,
      c.warning?.id ?? null,
    ]);
  },
});

describe('subscribeWizard journeys', () => {
  function start(input = { planIds: [11, 12], cardIds: ['pm_a', 'pm_b'], coupon: '' }) {
    const controls = {
      checkCoupon: controllablePromise(),
      subscribe: controllablePromise(),
      confirmPayment: controllablePromise(),
    };
    const effects = {
      writeCoupon: vi.fn(),
      notifySubscribed: vi.fn(),
      notifyFailure: vi.fn(),
      refreshAll: vi.fn(),
      refreshSubscription: vi.fn(),
    };
    const machine = subscribeWizardMachine.provide({
      actors: {
        checkCoupon: controls.checkCoupon.logic as never,
        subscribe: controls.subscribe.logic as never,
        confirmPayment: controls.confirmPayment.logic as never,
      },
      actions: {
        writeCoupon: (_, p) => effects.writeCoupon(p),
        notifySubscribed: (_, p) => effects.notifySubscribed(p),
        notifyFailure: (_, p) => effects.notifyFailure(p),
        refreshAll: () => effects.refreshAll(),
        refreshSubscription: () => effects.refreshSubscription(),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock }).start();
    return { actor, controls, effects, clock };
  }

  it('selects the first plan and card, and follows the lists as they load', () => {
    const { actor } = start({ planIds: [], cardIds: [], coupon: '' });
    expect(wizardSel.selectPlanId(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.warning).toEqual(wizardMessages.selectPlan);
    actor.send({ type: 'data.plans', ids: [5, 6] });
    actor.send({ type: 'data.cards', ids: ['pm_x'] });
    expect(wizardSel.selectPlanId(actor.getSnapshot())).toBe(5);
    expect(wizardSel.selectCardId(actor.getSnapshot())).toBe('pm_x');
    actor.send({ type: 'user.selectPlan', planId: 6 });
    actor.send({ type: 'data.plans', ids: [5, 6] });
    expect(wizardSel.selectPlanId(actor.getSnapshot())).toBe(6);
  });

  it('warns when leaving step 1 without a card; later steps disabled until chosen', () => {
    const { actor } = start({ planIds: [1], cardIds: [], coupon: '' });
    expect(wizardSel.selectEnabledSteps(actor.getSnapshot())).toEqual({ 0: true, 1: true, 2: false });
    actor.send({ type: 'user.goTo', step: 2 });
    expect(wizardSel.selectStep(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context.warning).toEqual(wizardMessages.selectPaymentMethod);
  });

  // issue 12 item 4: the card added from the wizard is selected and answers the warning
  it('a card added after the warning is selected and the warning goes; a plan arriving answers its warning', () => {
    const { actor } = start({ planIds: [1], cardIds: [], coupon: '' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.warning).toEqual(wizardMessages.selectPaymentMethod);
    actor.send({ type: 'data.cards', ids: [] });
    expect(actor.getSnapshot().context.warning).toEqual(wizardMessages.selectPaymentMethod);
    actor.send({ type: 'data.cards', ids: ['pm_new'] });
    expect(wizardSel.selectCardId(actor.getSnapshot())).toBe('pm_new');
    expect(actor.getSnapshot().context.warning).toBeNull();

    const later = start({ planIds: [], cardIds: [], coupon: '' }).actor;
    later.send({ type: 'user.next' });
    expect(later.getSnapshot().context.warning).toEqual(wizardMessages.selectPlan);
    later.send({ type: 'data.plans', ids: [7] });
    expect(later.getSnapshot().context.warning).toBeNull();
  });

  it('checks a coupon when leaving step 1: valid shows the discount, invalid warns and clears it', async () => {
    const { actor, controls, effects } = start({ planIds: [1], cardIds: ['pm_a'], coupon: 'OLDPROMO' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.next' });
    expect(controls.checkCoupon.inputs).toEqual([{ code: 'OLDPROMO' }]);
    controls.checkCoupon.resolve({ ok: true, value: OLD });
    await flush();
    expect(wizardSel.selectStep(actor.getSnapshot())).toBe(1);
    expect(wizardSel.selectWarning(actor.getSnapshot())).toEqual(wizardMessages.invalidCoupon);
    expect(wizardSel.selectCoupon(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.changeCoupon', code: ' WELCOME10 ' });
    expect(effects.writeCoupon).toHaveBeenLastCalledWith({ code: 'WELCOME10' });
    actor.send({ type: 'user.next' });
    controls.checkCoupon.resolve({ ok: true, value: WELCOME });
    await flush();
    expect(wizardSel.selectStep(actor.getSnapshot())).toBe(2);
    expect(wizardSel.selectCoupon(actor.getSnapshot())).toEqual(WELCOME);
    actor.send({ type: 'user.submit' });
    expect(controls.subscribe.inputs).toEqual([{ planId: 1, paymentMethodId: 'pm_a', couponId: 'co_1' }]);
  });

  it('INCOMPLETE: confirms the card payment with the clientSecret, then toasts and refreshes after 3 s', async () => {
    const { actor, controls, effects, clock } = start();
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.submit' });
    controls.subscribe.resolve({ ok: true, value: { status: 'INCOMPLETE', clientSecret: 'pi_9_secret_3ds' } });
    await flush();
    expect(controls.confirmPayment.inputs).toEqual([{ clientSecret: 'pi_9_secret_3ds', paymentMethodId: 'pm_a' }]);
    controls.confirmPayment.resolve({ ok: true, value: null });
    await flush();
    expect(effects.notifySubscribed).toHaveBeenCalledWith({ message: wizardMessages.subscribed });
    clock.increment(2999);
    expect(effects.refreshSubscription).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.refreshSubscription).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ERROR: subscribe_card.error, then subscription, plans and cards refreshed; the review stays', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.goTo', step: 2 });
    actor.send({ type: 'user.submit' });
    controls.subscribe.resolve({ ok: true, value: { status: 'ERROR', clientSecret: null } });
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null, fallback: wizardMessages.error });
    expect(effects.refreshAll).toHaveBeenCalledTimes(1);
    expect(wizardSel.selectStep(actor.getSnapshot())).toBe(2);
  });

  it('a declined confirmation shows the provider message and refreshes', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.goTo', step: 2 });
    actor.send({ type: 'user.submit' });
    controls.subscribe.resolve({ ok: true, value: { status: 'INCOMPLETE', clientSecret: 'pi_fail_secret' } });
    await flush();
    controls.confirmPayment.resolve({ ok: false, error: 'declined', message: 'Your card was declined.' });
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledWith({
      message: 'Your card was declined.',
      fallback: wizardMessages.error,
    });
    expect(effects.refreshAll).toHaveBeenCalledTimes(1);
    expect(effects.notifySubscribed).not.toHaveBeenCalled();
  });
});

// ---- subscription actions ---------------------------------------------------------------------------------------

modelSuite({
  name: 'subscriptionActions',
  machine: subscriptionActionsMachine,
  actorIds: ['cancelSubscription', 'resumeSubscription', 'retryPayment', 'changeCard'],
  provide: (c) =>
    subscriptionActionsMachine.provide({
      actors: {
        cancelSubscription: c.cancelSubscription!.logic as never,
        resumeSubscription: c.resumeSubscription!.logic as never,
        retryPayment: c.retryPayment!.logic as never,
        changeCard: c.changeCard!.logic as never,
      },
    }),
  inputs: { default: undefined },
  delays: { refreshDelay: 3000 },
  events: [
    { type: 'user.cancel', subscriptionId: 1 },
    { type: 'user.resume', subscriptionId: 1 },
    { type: 'user.retry', subscriptionId: 1, clientSecret: 'pi_1_secret_3ds', cardId: null },
    { type: 'user.retry', subscriptionId: 1, clientSecret: 'pi_1_secret_3ds', cardId: 'c1' },
    { type: 'user.changeCard', subscriptionId: 1, cardId: null },
    { type: 'user.changeCard', subscriptionId: 1, cardId: 'c1' },
    { type: 'user.selectCard', cardId: 'c2' },
    { type: 'user.accept' },
    { type: 'user.dismiss' },
    ...['cancelSubscription', 'resumeSubscription', 'retryPayment', 'changeCard'].flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: { ok: true, value: null } },
      { type: `xstate.done.actor.${id}`, output: { ok: false, error: 'refused', message: 'No' } },
      { type: `xstate.error.actor.${id}`, error: new Error('boom') },
    ]),
    { type: 'xstate.after.refreshDelay.subscriptionActions.retry.refreshing' },
  ] as EventObject[],
  serializeState: (s: Snapshot<unknown>) => {
    const snap = s as actionsSel.SubscriptionActionsSnapshot;
    return JSON.stringify([snap.value, snap.context.cardId, snap.context.warning?.id ?? null]);
  },
});

describe('subscriptionActions journeys', () => {
  function start() {
    const controls = {
      cancelSubscription: controllablePromise(),
      resumeSubscription: controllablePromise(),
      retryPayment: controllablePromise(),
      changeCard: controllablePromise(),
    };
    const effects = { notifySuccess: vi.fn(), notifyFailure: vi.fn(), reload: vi.fn() };
    const machine = subscriptionActionsMachine.provide({
      actors: {
        cancelSubscription: controls.cancelSubscription.logic as never,
        resumeSubscription: controls.resumeSubscription.logic as never,
        retryPayment: controls.retryPayment.logic as never,
        changeCard: controls.changeCard.logic as never,
      },
      actions: {
        notifySuccess: (_, p) => effects.notifySuccess(p),
        notifyFailure: (_, p) => effects.notifyFailure(p),
        reload: () => effects.reload(),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    return { actor, controls, effects, clock };
  }

  it('cancel: modal, call, success toast, reload', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.cancel', subscriptionId: 42 });
    expect(actionsSel.selectModal(actor.getSnapshot())).toBe('cancel');
    actor.send({ type: 'user.accept' });
    expect(controls.cancelSubscription.inputs).toEqual([{ subscriptionId: 42 }]);
    controls.cancelSubscription.resolve({ ok: true, value: null });
    await flush();
    expect(effects.notifySuccess).toHaveBeenCalledWith({ message: subscriptionMessages.cancelSucceeded });
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(actionsSel.selectModal(actor.getSnapshot())).toBeNull();
  });

  it('resume failure: the server message after modal_resume.error fallback, modal kept, reload', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.resume', subscriptionId: 42 });
    actor.send({ type: 'user.accept' });
    controls.resumeSubscription.resolve({ ok: false, error: 'refused', message: 'Cannot resume' });
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledWith({
      message: 'Cannot resume',
      fallback: subscriptionMessages.resumeError,
    });
    expect(actionsSel.selectModal(actor.getSnapshot())).toBe('resume');
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  // issue 12 item 12: the subscription's change-card action (spec §4)
  it('change card: the current card preselected, another chosen, made the default, toast and reload', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.changeCard', subscriptionId: 7, cardId: 'pm_a' });
    expect(actionsSel.selectModal(actor.getSnapshot())).toBe('changeCard');
    expect(actionsSel.selectCardId(actor.getSnapshot())).toBe('pm_a');
    actor.send({ type: 'user.selectCard', cardId: 'pm_b' });
    actor.send({ type: 'user.accept' });
    expect(actionsSel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(controls.changeCard.inputs).toEqual([{ paymentMethodId: 'pm_b' }]);
    controls.changeCard.resolve({ ok: false, error: 'refused', message: 'No' });
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledWith({
      message: 'No',
      fallback: subscriptionMessages.changeCardError,
    });
    expect(actionsSel.selectModal(actor.getSnapshot())).toBe('changeCard');
    expect(actionsSel.selectCardId(actor.getSnapshot())).toBe('pm_b');
    actor.send({ type: 'user.accept' });
    controls.changeCard.resolve({ ok: true, value: null });
    await flush();
    expect(effects.notifySuccess).toHaveBeenCalledWith({ message: subscriptionMessages.changeCardSucceeded });
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(actionsSel.selectModal(actor.getSnapshot())).toBeNull();

    const none = start();
    none.actor.send({ type: 'user.changeCard', subscriptionId: 7, cardId: null });
    none.actor.send({ type: 'user.accept' });
    expect(actionsSel.selectWarning(none.actor.getSnapshot())).toEqual(subscriptionMessages.selectPaymentMethod);
    expect(none.controls.changeCard.inputs).toEqual([]);
  });

  it('retry with a changed card, then reload 3 s after success', async () => {
    const { actor, controls, effects, clock } = start();
    actor.send({ type: 'user.retry', subscriptionId: 7, clientSecret: 'pi_7_secret_3ds', cardId: null });
    actor.send({ type: 'user.accept' });
    expect(actionsSel.selectWarning(actor.getSnapshot())).toEqual(subscriptionMessages.selectPaymentMethod);
    actor.send({ type: 'user.selectCard', cardId: 'pm_b' });
    actor.send({ type: 'user.accept' });
    expect(controls.retryPayment.inputs).toEqual([{ clientSecret: 'pi_7_secret_3ds', paymentMethodId: 'pm_b' }]);
    controls.retryPayment.resolve({ ok: true, value: null });
    await flush();
    expect(actionsSel.selectIsRefreshing(actor.getSnapshot())).toBe(true);
    clock.increment(2999);
    expect(effects.reload).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(actionsSel.selectModal(actor.getSnapshot())).toBeNull();
  });

  it('a declined retry shows the provider message, keeps the modal and the card', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.retry', subscriptionId: 7, clientSecret: 's', cardId: 'pm_a' });
    actor.send({ type: 'user.accept' });
    controls.retryPayment.resolve({ ok: false, error: 'declined', message: 'Your card was declined.' });
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledWith({
      message: 'Your card was declined.',
      fallback: subscriptionMessages.retryError,
    });
    expect(actionsSel.selectModal(actor.getSnapshot())).toBe('retry');
    expect(actionsSel.selectCardId(actor.getSnapshot())).toBe('pm_a');
  });
});

// ---- payment methods --------------------------------------------------------------------------------------------

modelSuite({
  name: 'paymentMethods',
  machine: paymentMethodsMachine,
  actorIds: ['loadProvider', 'createCard', 'deleteCard', 'setDefaultCard'],
  provide: (c) =>
    paymentMethodsMachine.provide({
      actors: {
        loadProvider: c.loadProvider!.logic as never,
        createCard: c.createCard!.logic as never,
        deleteCard: c.deleteCard!.logic as never,
        setDefaultCard: c.setDefaultCard!.logic as never,
      },
    }),
  inputs: { 'the account page': { addOnArrival: false }, 'the add-card target': { addOnArrival: true } },
  transient: ['paymentMethods.arriving'],
  events: [
    { type: 'user.add' },
    { type: 'user.remove', cardId: 'c1', isDefault: true },
    { type: 'user.remove', cardId: 'c2', isDefault: false },
    { type: 'user.makeDefault', cardId: 'c2' },
    { type: 'user.accept' },
    { type: 'user.dismiss' },
    { type: 'user.retry' },
    { type: 'user.submit' },
    { type: 'stripe.ready' },
    { type: 'stripe.change', complete: true },
    { type: 'stripe.change', complete: false },
    { type: 'xstate.done.actor.loadProvider', output: { ok: true, value: null } },
    { type: 'xstate.done.actor.loadProvider', output: { ok: false, error: 'unavailable' } },
    { type: 'xstate.error.actor.loadProvider', error: new Error('boom') },
    { type: 'xstate.done.actor.createCard', output: { ok: true, value: { cardId: 'c3' } } },
    { type: 'xstate.done.actor.createCard', output: { ok: false, error: 'provider', message: 'Declined' } },
    { type: 'xstate.error.actor.createCard', error: new Error('boom') },
    { type: 'xstate.done.actor.deleteCard', output: { ok: true, value: null } },
    { type: 'xstate.done.actor.deleteCard', output: { ok: false, error: 'default' } },
    { type: 'xstate.done.actor.deleteCard', output: { ok: false, error: 'failed', message: 'In use' } },
    { type: 'xstate.error.actor.deleteCard', error: new Error('boom') },
    { type: 'xstate.done.actor.setDefaultCard', output: { ok: true, value: null } },
    { type: 'xstate.done.actor.setDefaultCard', output: { ok: false, error: 'refused' } },
    { type: 'xstate.error.actor.setDefaultCard', error: new Error('boom') },
  ] as EventObject[],
  serializeState: (s: Snapshot<unknown>) => {
    const snap = s as pmSel.PaymentMethodsSnapshot;
    const c = snap.context;
    return JSON.stringify([
      snap.value,
      c.cardId,
      c.isDefault,
      c.ready,
      c.complete,
      c.formError === null ? null : typeof c.formError === 'string' ? 'text' : c.formError.id,
    ]);
  },
});

describe('paymentMethods journeys', () => {
  function start(addOnArrival = false) {
    const controls = {
      loadProvider: controllablePromise(),
      createCard: controllablePromise(),
      deleteCard: controllablePromise(),
      setDefaultCard: controllablePromise(),
    };
    const effects = {
      notifySuccess: vi.fn(),
      notifyFailure: vi.fn(),
      reload: vi.fn(),
      cardAdded: vi.fn(),
      addDismissed: vi.fn(),
    };
    const machine = paymentMethodsMachine.provide({
      actors: {
        loadProvider: controls.loadProvider.logic as never,
        createCard: controls.createCard.logic as never,
        deleteCard: controls.deleteCard.logic as never,
        setDefaultCard: controls.setDefaultCard.logic as never,
      },
      actions: {
        notifySuccess: (_, p) => effects.notifySuccess(p),
        notifyFailure: (_, p) => effects.notifyFailure(p),
        reload: () => effects.reload(),
        cardAdded: (_, p) => effects.cardAdded(p),
        addDismissed: () => effects.addDismissed(),
      },
    });
    const actor = createActor(machine, { input: { addOnArrival } }).start();
    return { actor, controls, effects };
  }

  it('the add-card target opens the add-card flow on arrival; the account page does not (spec §2)', () => {
    expect(pmSel.selectModal(start(true).actor.getSnapshot())).toBe('add');
    expect(start(true).controls.loadProvider.inputs).toHaveLength(1);
    expect(pmSel.selectModal(start(false).actor.getSnapshot())).toBeNull();
  });

  it('a new card is handed on with its id (back to the rent or booking); dismissing says so too', async () => {
    const { actor, controls, effects } = start(true);
    controls.loadProvider.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'stripe.ready' });
    actor.send({ type: 'stripe.change', complete: true });
    actor.send({ type: 'user.submit' });
    controls.createCard.resolve({ ok: true, value: { cardId: 'pm_new' } });
    await flush();
    expect(effects.cardAdded).toHaveBeenCalledWith({ cardId: 'pm_new' });
    expect(effects.addDismissed).not.toHaveBeenCalled();
    actor.send({ type: 'user.add' });
    actor.send({ type: 'user.dismiss' });
    expect(effects.addDismissed).toHaveBeenCalledTimes(1);
    expect(effects.cardAdded).toHaveBeenCalledTimes(1);
  });

  it('the provider failing to load shows the connection state, retry loads again', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.add' });
    expect(pmSel.selectModal(actor.getSnapshot())).toBe('add');
    controls.loadProvider.resolve({ ok: false, error: 'unavailable' });
    await flush();
    expect(pmSel.selectUnavailable(actor.getSnapshot())).toBe(true);
    // spec §8 (issue 12 item 16): errors are toasts too
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null, fallback: paymentMessages.connection });
    expect(pmSel.selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.retry' });
    controls.loadProvider.resolve({ ok: true, value: null });
    await flush();
    expect(pmSel.selectShowFields(actor.getSnapshot())).toBe(true);
  });

  it('submit disabled until ready; incomplete fields show create_modal.error; provider message as is; success', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.add' });
    controls.loadProvider.resolve({ ok: true, value: null });
    await flush();
    expect(pmSel.selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.submit' });
    expect(controls.createCard.inputs).toHaveLength(0);
    actor.send({ type: 'stripe.ready' });
    expect(pmSel.selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.submit' });
    expect(pmSel.selectFormError(actor.getSnapshot())).toEqual(paymentMessages.createFieldError);
    expect(effects.notifyFailure).toHaveBeenLastCalledWith({
      message: null,
      fallback: paymentMessages.createFieldError,
    });
    actor.send({ type: 'stripe.change', complete: true });
    actor.send({ type: 'user.submit' });
    expect(pmSel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(pmSel.selectCanSubmit(actor.getSnapshot())).toBe(false);
    controls.createCard.resolve({ ok: false, error: 'provider', message: 'Your card was declined.' });
    await flush();
    expect(pmSel.selectFormError(actor.getSnapshot())).toBe('Your card was declined.');
    expect(effects.notifyFailure).toHaveBeenLastCalledWith({
      message: 'Your card was declined.',
      fallback: paymentMessages.createFieldError,
    });
    actor.send({ type: 'user.submit' });
    controls.createCard.resolve({ ok: true, value: { cardId: 'c3' } });
    await flush();
    expect(effects.notifySuccess).toHaveBeenCalledWith({ message: paymentMessages.created });
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(pmSel.selectModal(actor.getSnapshot())).toBeNull();
  });

  it('deleting the default card is refused with error_selected without calling the provider', () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.remove', cardId: 'c1', isDefault: true });
    actor.send({ type: 'user.accept' });
    expect(controls.deleteCard.inputs).toEqual([]);
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null, fallback: paymentMessages.removeSelected });
  });

  it('a card tied to the subscription: the provider message, else remove_modal.error', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.remove', cardId: 'c2', isDefault: false });
    actor.send({ type: 'user.accept' });
    controls.deleteCard.resolve({ ok: false, error: 'failed', message: 'The card is used by your subscription' });
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledWith({
      message: 'The card is used by your subscription',
      fallback: paymentMessages.removeError,
    });
  });

  it('make default: changed toast and reload', async () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.makeDefault', cardId: 'c2' });
    expect(pmSel.selectModal(actor.getSnapshot())).toBe('default');
    actor.send({ type: 'user.accept' });
    expect(controls.setDefaultCard.inputs).toEqual([{ cardId: 'c2' }]);
    controls.setDefaultCard.resolve({ ok: true, value: null });
    await flush();
    expect(effects.notifySuccess).toHaveBeenCalledWith({ message: paymentMessages.changed });
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });
});
