/**
 * Model-based tests of the money flows (spec §4 Subscription, §5, §8, §9): the subscribe wizard, the subscription
 * actions (cancel, resume, retry with a change of card) and the payment methods (add with the provider's fields,
 * delete, make default). Generated paths replayed on real actors with controllable actors and a simulated clock
 * (the 3 s refresh by name); every state and transition covered; journeys pinned with their effects.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { subscribeWizardMachine, wizardMessages } from '~machines/payments/subscribeWizardMachine';
import * as wizardSel from '~machines/payments/subscribeWizard.selectors';
import { subscriptionActionsMachine, subscriptionMessages } from '~machines/payments/subscriptionActionsMachine';
import * as actionsSel from '~machines/payments/subscriptionActions.selectors';
import { paymentMessages, paymentMethodsMachine } from '~machines/payments/paymentMethodsMachine';
import * as pmSel from '~machines/payments/paymentMethods.selectors';
import type { Coupon } from '~/domain';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';

/** The secure fields the add-card form hands over when ready (opaque to the machine). */
const secureFields = { stripe: 'fields' };

const WELCOME: Coupon = { id: 'co_1', name: 'WELCOME10', valid: true, percentOff: 10, amountOff: null, currency: null };
const OLD: Coupon = { ...WELCOME, id: 'co_2', name: 'OLDPROMO', valid: false };

// ---- subscribe wizard -------------------------------------------------------------------------------------------

const wizardActors = {
  checkCoupon: {
    done: [
      { ok: true, value: WELCOME },
      { ok: true, value: OLD },
      { ok: false, error: 'lookup_failed' },
    ],
    error: [new Error('boom')],
  },
  subscribe: {
    done: [
      { ok: true, value: { status: 'ACTIVE', clientSecret: null } },
      { ok: true, value: { status: 'INCOMPLETE', clientSecret: 'pi_1_secret_3ds' } },
      { ok: true, value: { status: 'ERROR', clientSecret: null } },
      { ok: false, error: 'refused', message: 'Coupon not recognized' },
    ],
    error: [new Error('boom')],
  },
  confirmPayment: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'declined', message: 'Declined' },
    ],
    error: [new Error('boom')],
  },
  // the lists come as `data.plans` / `data.cards` fixture events
  lists: { logic: fromCallback<{ type: 'never' }, void>(() => {}) },
} satisfies ActorFixtures<typeof subscribeWizardMachine>;

modelSuite({
  name: 'subscribeWizard',
  machine: subscribeWizardMachine,
  effects: () => actionSpies(subscribeWizardMachine),
  provide: provideSpies,
  actors: wizardActors,
  inputs: {
    'plans and a card, no coupon': { planIds: [1, 2], cardIds: ['c1'], coupon: '' },
    'no plans nor cards yet, coupon in the address': { planIds: [], cardIds: [], coupon: 'WELCOME10' },
  },
  transient: ['subscribeWizard.leavingPayment'],
  transitionKey: (snap) => [
    snap.value,
    snap.context.planId !== null,
    snap.context.cardId !== null,
    snap.context.couponCode !== '',
  ],
  delays: { refreshDelay: 3000 },
  events: {
    'data.plans': [
      { type: 'data.plans', ids: [1, 2] },
      { type: 'data.plans', ids: [] },
    ],
    'data.cards': [
      { type: 'data.cards', ids: ['c1'] },
      { type: 'data.cards', ids: [] },
    ],
    'user.selectPlan': [{ type: 'user.selectPlan', planId: 2 }],
    'user.selectCard': [{ type: 'user.selectCard', cardId: 'c1' }],
    'user.changeCoupon': [
      { type: 'user.changeCoupon', code: 'WELCOME10' },
      { type: 'user.changeCoupon', code: '' },
    ],
    'user.next': [{ type: 'user.next' }],
    'user.back': [{ type: 'user.back' }],
    'user.goTo': [
      { type: 'user.goTo', step: 0 },
      { type: 'user.goTo', step: 1 },
      { type: 'user.goTo', step: 2 },
    ],
    'user.submit': [{ type: 'user.submit' }],
  } satisfies EventFixtures<typeof subscribeWizardMachine>,
  serializeState: (snap) => {
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
    const effects = {
      writeCoupon: vi.fn(),
      notifySubscribed: vi.fn(),
      notifyFailure: vi.fn(),
      refreshAll: vi.fn(),
      refreshSubscription: vi.fn(),
    };
    const { machine: withActors, controls } = withControls(subscribeWizardMachine, wizardActors);
    const machine = withActors.provide({
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

  // the card added from the wizard is selected and answers the warning
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

const outcomes = {
  done: [
    { ok: true, value: null },
    { ok: false, error: 'refused', message: 'No' },
  ],
  error: [new Error('boom')],
} as const;
const actionsActors = {
  cancelSubscription: outcomes,
  resumeSubscription: outcomes,
  retryPayment: outcomes,
  changeCard: outcomes,
} satisfies ActorFixtures<typeof subscriptionActionsMachine>;

modelSuite({
  name: 'subscriptionActions',
  machine: subscriptionActionsMachine,
  effects: () => actionSpies(subscriptionActionsMachine),
  provide: provideSpies,
  actors: actionsActors,
  inputs: { default: undefined },
  delays: { refreshDelay: 3000 },
  events: {
    'user.cancel': [{ type: 'user.cancel', subscriptionId: 1 }],
    'user.resume': [{ type: 'user.resume', subscriptionId: 1 }],
    'user.retry': [
      { type: 'user.retry', subscriptionId: 1, clientSecret: 'pi_1_secret_3ds', cardId: null },
      { type: 'user.retry', subscriptionId: 1, clientSecret: 'pi_1_secret_3ds', cardId: 'c1' },
    ],
    'user.changeCard': [
      { type: 'user.changeCard', subscriptionId: 1, cardId: null },
      { type: 'user.changeCard', subscriptionId: 1, cardId: 'c1' },
    ],
    'user.selectCard': [{ type: 'user.selectCard', cardId: 'c2' }],
    'user.accept': [{ type: 'user.accept' }],
    'user.dismiss': [{ type: 'user.dismiss' }],
  } satisfies EventFixtures<typeof subscriptionActionsMachine>,
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.cardId, snap.context.warning?.id ?? null]),
});

describe('subscriptionActions journeys', () => {
  function start() {
    const effects = { notifySuccess: vi.fn(), notifyFailure: vi.fn(), reload: vi.fn() };
    const { machine: withActors, controls } = withControls(subscriptionActionsMachine, actionsActors);
    const machine = withActors.provide({
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

  // the subscription's change-card action (spec §4)
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

const paymentActors = {
  loadProvider: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'unavailable' },
    ],
    error: [new Error('boom')],
  },
  createCard: {
    done: [
      { ok: true, value: { cardId: 'c3' } },
      { ok: false, error: 'provider', message: 'Declined' },
    ],
    error: [new Error('boom')],
  },
  deleteCard: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'default' },
      { ok: false, error: 'failed', message: 'In use' },
    ],
    error: [new Error('boom')],
  },
  setDefaultCard: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'refused' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof paymentMethodsMachine>;

modelSuite({
  name: 'paymentMethods',
  machine: paymentMethodsMachine,
  effects: () => actionSpies(paymentMethodsMachine),
  provide: provideSpies,
  actors: paymentActors,
  inputs: { 'the account page': { addOnArrival: false }, 'the add-card target': { addOnArrival: true } },
  transient: ['paymentMethods.arriving'],
  events: {
    'user.add': [{ type: 'user.add' }],
    'user.remove': [
      { type: 'user.remove', cardId: 'c1', isDefault: true },
      { type: 'user.remove', cardId: 'c2', isDefault: false },
    ],
    'user.makeDefault': [{ type: 'user.makeDefault', cardId: 'c2' }],
    'user.accept': [{ type: 'user.accept' }],
    'user.dismiss': [{ type: 'user.dismiss' }],
    'user.retry': [{ type: 'user.retry' }],
    'user.submit': [{ type: 'user.submit' }],
    'stripe.ready': [{ type: 'stripe.ready', fields: secureFields }],
    'stripe.change': [
      { type: 'stripe.change', complete: true },
      { type: 'stripe.change', complete: false },
    ],
  } satisfies EventFixtures<typeof paymentMethodsMachine>,
  serializeState: (snap) => {
    const c = snap.context;
    return JSON.stringify([
      snap.value,
      c.cardId,
      c.ready,
      c.complete,
      c.formError === null ? null : typeof c.formError === 'string' ? 'text' : c.formError.id,
    ]);
  },
});

describe('paymentMethods journeys', () => {
  function start(addOnArrival = false) {
    const effects = {
      notifySuccess: vi.fn(),
      notifyFailure: vi.fn(),
      reload: vi.fn(),
      cardAdded: vi.fn(),
      addDismissed: vi.fn(),
    };
    const { machine: withActors, controls } = withControls(paymentMethodsMachine, paymentActors);
    const machine = withActors.provide({
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
    actor.send({ type: 'stripe.ready', fields: secureFields });
    actor.send({ type: 'stripe.change', complete: true });
    actor.send({ type: 'user.submit' });
    // the secure fields the form handed over when ready are what createCard reads
    expect(controls.createCard.inputs).toEqual([{ fields: secureFields }]);
    controls.createCard.resolve({ ok: true, value: { cardId: 'pm_new' } });
    await flush();
    expect(effects.cardAdded).toHaveBeenCalledWith({ cardId: 'pm_new' });
    // a new add-card form starts without the old fields
    actor.send({ type: 'user.add' });
    expect(actor.getSnapshot().context.fields).toBeNull();
    actor.send({ type: 'user.dismiss' });
    effects.addDismissed.mockClear();
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
    // spec §8: errors are toasts too
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
    actor.send({ type: 'stripe.ready', fields: secureFields });
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

  it('the default card is not offered for deletion: asking opens no confirm and calls nothing', () => {
    const { actor, controls, effects } = start();
    actor.send({ type: 'user.remove', cardId: 'c1', isDefault: true });
    expect(pmSel.selectModal(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.accept' });
    expect(controls.deleteCard.inputs).toEqual([]);
    expect(effects.notifyFailure).not.toHaveBeenCalled();
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
