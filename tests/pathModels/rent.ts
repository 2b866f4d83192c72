/** Renting a product (the rent modal): cards and payment answers come from the fake provider and its fake Stripe. */
import type { Snapshot } from 'xstate';
import type { rentMachine } from '~machines/product/rentMachine';
import type { JourneyFixture } from './types';

const cards = { ok: true as const, value: { ids: ['pm_visa', 'pm_master'], defaultId: 'pm_master' } };

export const model = {
  flow: 'rent',
  input: { productId: 2004, loggedIn: true },
  // run on its own, the flow has no page to tell that a payment is on its way
  standalone: { locked: () => {}, unlocked: () => {} },
  events: [
    { key: 'cards.loaded', event: { type: 'xstate.done.actor.loadCards', output: cards }, browser: true },
    {
      key: 'cards.none',
      event: { type: 'xstate.done.actor.loadCards', output: { ok: true, value: { ids: [], defaultId: null } } },
      browser: true,
    },
    {
      key: 'cards.failed',
      event: { type: 'xstate.done.actor.loadCards', output: { ok: false, error: 'rejected' } },
      browser: true,
    },
    {
      key: 'cards.unavailable',
      event: { type: 'xstate.done.actor.loadCards', output: { ok: false, error: 'unavailable' } },
      browser: 'a club without card payments: e2e/web/product-actions.spec.ts',
    },
    {
      key: 'cards.crashed',
      event: { type: 'xstate.error.actor.loadCards', error: new Error('offline') },
      browser: 'the same failed view as cards.failed',
    },
    { key: 'retry', event: { type: 'user.retry' }, browser: true },
    {
      key: 'select',
      event: { type: 'user.select', id: 'pm_visa' },
      browser: 'choosing a card: e2e/web/product-actions',
    },
    { key: 'rent', event: { type: 'user.rent' }, browser: true },
    {
      key: 'prepare.ok',
      event: { type: 'xstate.done.actor.preparePayment', output: { ok: true, value: null } },
      browser: true,
    },
    {
      key: 'prepare.failed',
      event: { type: 'xstate.done.actor.preparePayment', output: { ok: false, error: 'unavailable' } },
      browser: 'Stripe failing to load: e2e/web/faults.spec.ts',
    },
    {
      key: 'prepare.crashed',
      event: { type: 'xstate.error.actor.preparePayment', error: new Error('no key') },
      browser: 'Stripe failing to load: e2e/web/faults.spec.ts',
    },
    {
      key: 'rent.ok',
      event: { type: 'xstate.done.actor.rent', output: { ok: true, value: { piSecret: 'pi_1_secret_x' } } },
      browser: true,
    },
    {
      key: 'rent.refused',
      event: { type: 'xstate.done.actor.rent', output: { ok: false, error: 'http', message: 'refused' } },
      browser: true,
    },
    {
      key: 'rent.crashed',
      event: { type: 'xstate.error.actor.rent', error: new Error('offline') },
      browser: 'the same view as rent.refused',
    },
    {
      key: 'confirm.ok',
      event: { type: 'xstate.done.actor.confirmPayment', output: { ok: true, value: null } },
      browser: true,
    },
    {
      key: 'confirm.declined',
      event: {
        type: 'xstate.done.actor.confirmPayment',
        output: { ok: false, error: 'declined', message: 'Declined' },
      },
      browser: 'a declined card in the fake Stripe: e2e/web/product-actions.spec.ts',
    },
    {
      key: 'confirm.crashed',
      event: { type: 'xstate.error.actor.confirmPayment', error: new Error('stripe down') },
      browser: 'the same view as confirm.declined',
    },
  ],
  serializeState: (s: Snapshot<unknown>) => {
    const snap = s as Snapshot<unknown> & { value: unknown; context: { selectedId: unknown; hasCards: unknown } };
    return JSON.stringify([snap.value, snap.context.selectedId, snap.context.hasCards]);
  },
} satisfies JourneyFixture<typeof rentMachine>;
