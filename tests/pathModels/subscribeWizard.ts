/**
 * The subscribe wizard of the account page. The browser journeys start with a new member of club 2 who has one saved
 * card: Continue, Back, Subscribe and pay, the subscription answered by the fake provider and, 3 s later, the refresh
 * that shows it. Coupons, a missing card and confirmations (3-D Secure) are e2e/web/account-subscribe.spec.ts's.
 */
import type { Snapshot } from 'xstate';
import type { subscribeWizardMachine } from '~machines/payments/subscribeWizardMachine';
import type { Coupon } from '~/domain';
import type { JourneyFixture } from './types';

const spec = 'e2e/web/account-subscribe.spec.ts';
const coupon = (id: string): Coupon => ({ id, name: id, percentOff: 10, amountOff: null, currency: null, valid: true });

export const model = {
  flow: 'subscribeWizard',
  input: { planIds: [1, 2], cardIds: ['pm_1'], coupon: '' },
  events: [
    { key: 'plans', event: { type: 'data.plans', ids: [1, 2] }, browser: 'the plans query refreshing' },
    { key: 'plans.none', event: { type: 'data.plans', ids: [] }, browser: 'a club without plans' },
    { key: 'cards', event: { type: 'data.cards', ids: ['pm_1'] }, browser: `a card added from the wizard: ${spec}` },
    { key: 'cards.none', event: { type: 'data.cards', ids: [] }, browser: `a member without cards: ${spec}` },
    { key: 'selectPlan', event: { type: 'user.selectPlan', planId: 2 }, browser: `choosing the yearly plan: ${spec}` },
    { key: 'selectCard', event: { type: 'user.selectCard', cardId: 'pm_1' }, browser: 'the one card is selected' },
    { key: 'coupon', event: { type: 'user.changeCoupon', code: 'WELCOME10' }, browser: `coupons: ${spec}` },
    { key: 'coupon.cleared', event: { type: 'user.changeCoupon', code: '' }, browser: `coupons: ${spec}` },
    { key: 'next', event: { type: 'user.next' }, browser: true },
    { key: 'back', event: { type: 'user.back' }, browser: true },
    { key: 'goTo.plan', event: { type: 'user.goTo', step: 0 }, browser: `the step indicator: ${spec}` },
    { key: 'goTo.payment', event: { type: 'user.goTo', step: 1 }, browser: `the step indicator: ${spec}` },
    { key: 'goTo.review', event: { type: 'user.goTo', step: 2 }, browser: `the step indicator: ${spec}` },
    { key: 'submit', event: { type: 'user.submit' }, browser: true },
    {
      key: 'coupon.valid',
      event: { type: 'xstate.done.actor.checkCoupon', output: { ok: true, value: coupon('WELCOME10') } },
      browser: `coupons: ${spec}`,
    },
    {
      key: 'coupon.expired',
      event: { type: 'xstate.done.actor.checkCoupon', output: { ok: true, value: { ...coupon('OLD'), valid: false } } },
      browser: `coupons: ${spec}`,
    },
    {
      key: 'coupon.lookupFailed',
      event: { type: 'xstate.done.actor.checkCoupon', output: { ok: false, error: 'lookup_failed' } },
      browser: `coupons: ${spec}`,
    },
    {
      key: 'coupon.crashed',
      event: { type: 'xstate.error.actor.checkCoupon', error: new Error('boom') },
      browser: `coupons: ${spec}`,
    },
    {
      key: 'subscribe.active',
      event: {
        type: 'xstate.done.actor.subscribe',
        output: { ok: true, value: { status: 'ACTIVE', clientSecret: null } },
      },
      browser: true,
    },
    {
      key: 'subscribe.needsConfirmation',
      event: {
        type: 'xstate.done.actor.subscribe',
        output: { ok: true, value: { status: 'INCOMPLETE', clientSecret: 'pi_1_secret_3ds' } },
      },
      browser: `3-D Secure: ${spec}`,
    },
    {
      key: 'subscribe.error',
      event: {
        type: 'xstate.done.actor.subscribe',
        output: { ok: true, value: { status: 'ERROR', clientSecret: null } },
      },
      browser: `a failed payment: ${spec}`,
    },
    {
      key: 'subscribe.refused',
      event: {
        type: 'xstate.done.actor.subscribe',
        output: { ok: false, error: 'refused', message: 'Coupon not recognized' },
      },
      browser: `coupons: ${spec}`,
    },
    {
      key: 'subscribe.crashed',
      event: { type: 'xstate.error.actor.subscribe', error: new Error('boom') },
      browser: `a failed payment: ${spec}`,
    },
    {
      key: 'confirm.ok',
      event: { type: 'xstate.done.actor.confirmPayment', output: { ok: true, value: null } },
      browser: `3-D Secure: ${spec}`,
    },
    {
      key: 'confirm.declined',
      event: {
        type: 'xstate.done.actor.confirmPayment',
        output: { ok: false, error: 'declined', message: 'Declined' },
      },
      browser: `3-D Secure: ${spec}`,
    },
    {
      key: 'confirm.crashed',
      event: { type: 'xstate.error.actor.confirmPayment', error: new Error('boom') },
      browser: `3-D Secure: ${spec}`,
    },
    { key: 'refresh.wait', event: { type: 'xstate.after.refreshDelay.subscribeWizard.succeeded' }, browser: true },
  ],
  serializeState: (s: Snapshot<unknown>) => {
    const snap = s as Snapshot<unknown> & {
      value: unknown;
      status: string;
      context: {
        planId: unknown;
        cardId: unknown;
        couponCode: string;
        coupon: { id?: string } | null;
        warning: { id?: string } | null;
      };
    };
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
} satisfies JourneyFixture<typeof subscribeWizardMachine>;
