/**
 * Booking a trainer session (the trainer page's calendar and its dialog): availability, cards and the booking itself
 * come from the fake provider. The model's schedule has one day with an individual slot, a free and a paid group slot;
 * in the browser a trainer has free or paid group sessions: the journeys book with one whose group sessions are free
 * and pay for a paid template (a paid group slot takes the same payment step).
 * The model is a member (anonymous visitors and the login modal: e2e/web/trainers-booking.spec.ts).
 */
import type { Snapshot, StateValueFrom } from 'xstate';
import type { BookingContext } from '~machines/booking/bookingMachine';
import { bookingPrice, findSlot, localDayOf } from '~machines/booking/schedule';
import { aCard, aMeeting, aTemplate, availabilityOf, part } from '../fixtures/trainers';
import type { bookingMachine } from '~machines/booking/bookingMachine';
import type { JourneyFixture } from './types';

const NOW = Date.parse('2026-03-02T08:00:00.000Z');
const INDIVIDUAL = '2026-03-04T10:00:00.000Z';
const GROUP_FREE = '2026-03-04T18:00:00.000Z';
const GROUP_PAID = '2026-03-04T19:00:00.000Z';
const PAST = '2026-03-02T07:00:00.000Z';
const DAY = localDayOf(INDIVIDUAL);
const EMPTY_DAY = localDayOf('2026-03-20T12:00:00.000Z');

const paidTemplate = aTemplate({ id: 101, price: 25 });
const freeTemplate = aTemplate({ id: 102, templateName: 'Assessment', price: 0 });
const availability = availabilityOf([
  part(PAST),
  part(INDIVIDUAL),
  part(GROUP_FREE, aMeeting({ meetingId: 1_120_001, start: GROUP_FREE, price: 0 })),
  part(GROUP_PAID, aMeeting({ meetingId: 1_120_002, start: GROUP_PAID, price: 10 })),
]);
const cards = [aCard(), aCard({ id: 'pm_fake_mastercard_4444_101', selected: false, brand: 'mastercard' })];
const booked = aMeeting({ meetingId: 2_000_001, code: 'ttt-9-xyz' });

const RACE = 'the saved cards answer at once: back and close are driven from the choosing step';
const choosing = { ready: { payment: 'choosing' } } as const satisfies StateValueFrom<typeof bookingMachine>;
const loadingCards = { ready: { payment: 'loadingCards' } } as const satisfies StateValueFrom<typeof bookingMachine>;
const CHOOSING_WITH_CARDS = { serialized: JSON.stringify([choosing, true, true, true]) };
const CHOOSING_WITHOUT_CARDS = { serialized: JSON.stringify([choosing, true, true, false]) };

export const model = {
  flow: 'booking',
  input: { trainerId: 11, templates: [paidTemplate, freeTemplate], authenticated: true, now: NOW },
  events: [
    {
      key: 'availability.loaded',
      event: { type: 'xstate.done.actor.loadAvailability', output: { ok: true, value: availability } },
      browser: true,
    },
    {
      key: 'availability.failed',
      event: {
        type: 'xstate.done.actor.loadAvailability',
        output: { ok: false, error: 'failed', message: 'Server says no' },
      },
      browser: true,
    },
    {
      key: 'availability.crashed',
      event: { type: 'xstate.error.actor.loadAvailability', error: new Error('offline') },
      browser: 'the same failed view as availability.failed',
    },
    { key: 'retry', event: { type: 'user.retry' }, browser: true },
    { key: 'pickDay', event: { type: 'user.pickDay', day: DAY }, browser: true },
    {
      key: 'pickDay.empty',
      event: { type: 'user.pickDay', day: EMPTY_DAY },
      browser: 'the calendar disables days without a slot (tests/view/BookingViews.test.tsx)',
    },
    { key: 'pickSlot.group', event: { type: 'user.pickSlot', start: GROUP_FREE }, browser: true },
    {
      key: 'pickSlot.paidGroup',
      event: { type: 'user.pickSlot', start: GROUP_PAID },
      browser:
        'the payment step as for a paid template; e2e/web/trainers-booking and add-card-return book a paid group',
    },
    { key: 'pickSlot.individual', event: { type: 'user.pickSlot', start: INDIVIDUAL }, browser: true },
    {
      key: 'pickSlot.gone',
      event: { type: 'user.pickSlot', start: PAST },
      browser: 'a slot that already started is not listed',
    },
    { key: 'pickTemplate.free', event: { type: 'user.pickTemplate', templateId: freeTemplate.id }, browser: true },
    { key: 'pickTemplate.paid', event: { type: 'user.pickTemplate', templateId: paidTemplate.id }, browser: true },
    {
      key: 'pickTemplate.unknown',
      event: { type: 'user.pickTemplate', templateId: 999 },
      browser: 'only the trainer’s templates are listed',
    },
    { key: 'selectCard', event: { type: 'user.selectCard', cardId: cards[1]!.id }, browser: true },
    { key: 'confirm', event: { type: 'user.confirm' }, browser: true },
    { key: 'back', event: { type: 'user.back' }, browser: true },
    { key: 'close', event: { type: 'user.close' }, browser: true },
    {
      key: 'login',
      event: { type: 'user.login' },
      browser: 'anonymous visitors: e2e/web/trainers-booking.spec.ts (the journeys book as a member)',
    },
    { key: 'addCard', event: { type: 'user.addCard' }, browser: true },
    {
      key: 'cards.loaded',
      event: { type: 'xstate.done.actor.loadCards', output: { ok: true, value: cards } },
      browser: true,
    },
    {
      key: 'cards.none',
      event: { type: 'xstate.done.actor.loadCards', output: { ok: true, value: [] } },
      browser: true,
    },
    {
      key: 'cards.failed',
      event: { type: 'xstate.done.actor.loadCards', output: { ok: false, error: 'failed' } },
      browser: true,
    },
    {
      key: 'cards.crashed',
      event: { type: 'xstate.error.actor.loadCards', error: new Error('offline') },
      browser: 'the same view as cards.failed',
    },
    { key: 'join.ok', event: { type: 'xstate.done.actor.join', output: { ok: true, value: booked } }, browser: true },
    {
      key: 'join.refused',
      event: {
        type: 'xstate.done.actor.join',
        output: { ok: false, error: 'rejected', message: 'The session is full' },
      },
      browser: true,
    },
    {
      key: 'join.crashed',
      event: { type: 'xstate.error.actor.join', error: new Error('offline') },
      browser: 'the same view as join.refused',
    },
  ],
  raceInBrowser: [
    { from: loadingCards, key: 'back', reason: RACE },
    { from: loadingCards, key: 'close', reason: RACE },
    // [paid, with a template, with cards]: see serializeState
    { from: CHOOSING_WITH_CARDS, key: 'addCard', reason: '"Add a card" is offered only when the member has no card' },
    { from: CHOOSING_WITHOUT_CARDS, key: 'back', reason: 'the same transition as with cards' },
    { from: CHOOSING_WITHOUT_CARDS, key: 'close', reason: 'the same transition as with cards' },
  ],
  // what the guards read: whether the choice is paid and has a template (where back and a refusal go), and in the
  // payment step whether there are cards (confirm books or asks for one; pick another card; add a card)
  serializeState: (s: Snapshot<unknown>) => {
    const snap = s as Snapshot<unknown> & { value: unknown; context: BookingContext };
    const c = snap.context;
    const value = JSON.stringify(snap.value);
    const slot = findSlot(c.schedule, c.day, c.slotStart);
    const template = c.templates.find((t) => t.id === c.templateId) ?? null;
    const choice = /booking"|payment/.test(value) ? [bookingPrice(slot, template) > 0, c.templateId !== null] : [];
    const cards = value.includes('payment') ? [c.cards.length > 0] : [];
    return JSON.stringify([snap.value, ...choice, ...cards]);
  },
} satisfies JourneyFixture<typeof bookingMachine>;
