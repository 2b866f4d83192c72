/**
 * Model-based tests of the booking machine (spec §4 Booking, §5, §8 Trainers): generated shortest and per-transition
 * paths are replayed on a real actor with controllable availability, cards and join actors; after each step the
 * actor must be in the predicted state with the same choices. Main journeys are pinned by hand below.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, getNextSnapshot } from 'xstate';
import {
  bookingMachine,
  bookingMessages,
  type BookingEvent,
  type BookingMachineInput,
} from '~machines/booking/bookingMachine';
import * as sel from '~machines/booking/booking.selectors';
import { localDayOf } from '~machines/booking/schedule';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { aCard, aMeeting, aTemplate, availabilityOf, part } from '../fixtures/trainers';

const NOW = Date.parse('2026-03-02T08:00:00.000Z');
const INDIVIDUAL = '2026-03-04T10:00:00.000Z';
const GROUP_FREE = '2026-03-04T11:00:00.000Z';
const GROUP_PAID = '2026-03-04T12:00:00.000Z';
const PAST = '2026-03-02T07:00:00.000Z';
const DAY = localDayOf(INDIVIDUAL);
const EMPTY_DAY = localDayOf('2026-03-20T12:00:00.000Z');

const freeTemplate = aTemplate({ id: 1102, templateName: 'Mobility', price: 0 });
const paidTemplate = aTemplate({ id: 1101, price: 25 });
const groupFree = aMeeting({ meetingId: 1_120_001, start: GROUP_FREE, price: 0 });
const groupPaid = aMeeting({ meetingId: 1_120_002, start: GROUP_PAID, price: 10 });
const availability = availabilityOf([
  part(PAST),
  part(INDIVIDUAL),
  part(GROUP_FREE, groupFree),
  part(GROUP_PAID, groupPaid),
]);
const cards = [aCard(), aCard({ id: 'pm_fake_mastercard_4444_101', selected: false, brand: 'mastercard' })];
const booked = aMeeting({ meetingId: 2_000_001, code: 'ttt-9-xyz' });

const actors = {
  loadAvailability: {
    done: [
      { ok: true, value: availability },
      { ok: false, error: 'failed', message: 'Server says no' },
    ],
    error: [new Error('boom')],
  },
  loadCards: {
    done: [
      { ok: true, value: cards },
      { ok: true, value: [] },
      { ok: false, error: 'failed' },
    ],
    error: [new Error('boom')],
  },
  join: {
    done: [
      { ok: true, value: booked },
      { ok: false, error: 'rejected', message: 'The session is full' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof bookingMachine>;

const templates = [paidTemplate, freeTemplate];
const inputs: Record<string, BookingMachineInput> = {
  member: { trainerId: 11, templates, authenticated: true, now: NOW },
  anonymous: { trainerId: 21, templates, authenticated: false, now: NOW },
  'back from adding a card': {
    trainerId: 11,
    templates,
    authenticated: true,
    now: NOW,
    resume: { day: DAY, slotStart: INDIVIDUAL, templateId: paidTemplate.id, cardId: 'pm_fake_mastercard_4444_101' },
  },
  'back, but the slot is no longer offered': {
    trainerId: 11,
    templates,
    authenticated: true,
    now: NOW,
    resume: { day: DAY, slotStart: PAST, templateId: null, cardId: 'pm_new' },
  },
};

const effects = () => ({ booked: vi.fn(), notifyFailure: vi.fn(), goToLogin: vi.fn(), goToAddCard: vi.fn() });

function provide(machine: typeof bookingMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: {
      booked: (_, p) => spies.booked(p),
      notifyFailure: (_, p) => spies.notifyFailure(p),
      goToLogin: () => spies.goToLogin(),
      goToAddCard: (_, p) => spies.goToAddCard(p),
    },
  });
}

function providedMachine() {
  const spies = effects();
  const { machine, controls } = withControls(bookingMachine, actors);
  return { machine: provide(machine, spies), controls, effects: spies };
}

const facts = (snap: sel.BookingSnapshot) => {
  const c = snap.context;
  return [
    snap.value,
    Object.keys(c.schedule).length,
    c.day,
    c.slotStart,
    c.templateId,
    c.cards.length,
    c.cardId,
    c.resume !== null,
  ];
};

const joinEvents = [
  ...actors.join.done.map((output) => ({ type: 'xstate.done.actor.join', output })),
  ...actors.join.error.map((error) => ({ type: 'xstate.error.actor.join', error })),
];

modelSuite({
  name: 'booking',
  machine: bookingMachine,
  events: {
    'user.pickDay': [
      { type: 'user.pickDay', day: DAY },
      { type: 'user.pickDay', day: EMPTY_DAY },
    ],
    'user.pickSlot': [
      { type: 'user.pickSlot', start: INDIVIDUAL },
      { type: 'user.pickSlot', start: GROUP_FREE },
      { type: 'user.pickSlot', start: GROUP_PAID },
      { type: 'user.pickSlot', start: PAST },
    ],
    'user.pickTemplate': [
      { type: 'user.pickTemplate', templateId: freeTemplate.id },
      { type: 'user.pickTemplate', templateId: paidTemplate.id },
      { type: 'user.pickTemplate', templateId: 999 },
    ],
    'user.selectCard': [
      { type: 'user.selectCard', cardId: 'pm_fake_mastercard_4444_101' },
      { type: 'user.selectCard', cardId: 'pm_unknown' },
    ],
    'user.confirm': [{ type: 'user.confirm' }],
    'user.back': [{ type: 'user.back' }],
    'user.close': [{ type: 'user.close' }],
    'user.login': [{ type: 'user.login' }],
    'user.retry': [{ type: 'user.retry' }],
    'user.addCard': [{ type: 'user.addCard' }],
  } satisfies EventFixtures<typeof bookingMachine>,
  actors,
  inputs,
  // `arriving` decides at once (an `always`): never a state an actor rests in
  transient: ['booking.ready.arriving'],
  // Back from adding a card, the flow starts at the payment step: explored from there on (leaving it and picking
  // again is what the other inputs cover, and would meet the cancelled first cards request in the replay).
  without: (input) =>
    input.resume != null && input.resume.slotStart !== PAST
      ? (['user.back', 'user.close', 'user.pickSlot', 'user.pickDay'] as const)
      : [],
  // The graph traversal loses the `join` child of a booking entered from the payment picker (after the `loadCards`
  // invoke), so the per-transition paths skip its outcomes there: add them by computing the next snapshot.
  extraPaths: (shortest) =>
    shortest
      .filter((p) => p.state.matches({ ready: 'booking' }) && !('join' in p.state.children))
      .flatMap((p) =>
        joinEvents.map((event) => {
          const next = getNextSnapshot(bookingMachine, p.state as sel.BookingSnapshot, event as BookingEvent);
          return { state: next, weight: p.weight + 1, steps: [...p.steps, { event, state: next }] };
        }),
      ),
  serializeState: (snap) => JSON.stringify(facts(snap)),
  // the choices decide where an event leads: one transition path per state with its choices
  transitionKey: facts,
  effects,
  provide,
  // a booking is handed over exactly when the flow is done, and only for a logged-in user
  afterPath: (path, _actor, spies, _controls, input) => {
    if (path.steps.at(-1)!.state.matches('done')) {
      expect(spies.booked).toHaveBeenCalledTimes(1);
      expect(input.authenticated).toBe(true);
    } else expect(spies.booked).not.toHaveBeenCalled();
  },
});

describe('bookingMachine journeys', () => {
  async function start(input: BookingMachineInput) {
    const ctx = providedMachine();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    ctx.controls.loadAvailability.resolve({ ok: true, value: availability });
    await flush();
    return { ...ctx, actor };
  }

  it('asks for the booking window: today to the end of the month two months ahead', async () => {
    const { controls } = await start(inputs.member!);
    expect(controls.loadAvailability.inputs).toEqual([{ trainerId: 11, from: '2026-03-02', to: '2026-05-31' }]);
  });

  it('only days with a slot can be picked; slots that already started are hidden', async () => {
    const { actor } = await start(inputs.member!);
    expect(sel.selectDaysWithSlots(actor.getSnapshot())).toEqual([DAY]);
    actor.send({ type: 'user.pickDay', day: EMPTY_DAY });
    expect(sel.selectStep(actor.getSnapshot())).toBe('calendar');
    actor.send({ type: 'user.pickDay', day: DAY });
    expect(sel.selectStep(actor.getSnapshot())).toBe('slots');
    expect(sel.selectDaySlots(actor.getSnapshot()).map((p) => p.start)).toEqual([INDIVIDUAL, GROUP_FREE, GROUP_PAID]);
  });

  it('a logged-out user picking a day gets the login modal, which sends them to log in', async () => {
    const { actor, effects } = await start(inputs.anonymous!);
    actor.send({ type: 'user.pickDay', day: DAY });
    expect(sel.selectStep(actor.getSnapshot())).toBe('login');
    actor.send({ type: 'user.login' });
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.close' });
    expect(sel.selectStep(actor.getSnapshot())).toBe('calendar');
  });

  it('"Add a card" hands the choices on; back with the new card, the same payment step opens with it chosen', async () => {
    const first = await start(inputs.member!);
    first.actor.send({ type: 'user.pickDay', day: DAY });
    first.actor.send({ type: 'user.pickSlot', start: INDIVIDUAL });
    first.actor.send({ type: 'user.pickTemplate', templateId: paidTemplate.id });
    await flush();
    first.controls.loadCards.resolve({ ok: true, value: [] });
    await flush();
    expect(sel.selectHasNoCards(first.actor.getSnapshot())).toBe(true);
    first.actor.send({ type: 'user.addCard' });
    expect(first.effects.goToAddCard).toHaveBeenCalledWith({
      day: DAY,
      slotStart: INDIVIDUAL,
      templateId: paidTemplate.id,
    });

    const back = await start(inputs['back from adding a card']!);
    expect(sel.selectStep(back.actor.getSnapshot())).toBe('payment');
    expect(sel.selectDay(back.actor.getSnapshot())).toBe(DAY);
    expect(sel.selectSlot(back.actor.getSnapshot())?.start).toBe(INDIVIDUAL);
    expect(sel.selectTemplate(back.actor.getSnapshot())?.id).toBe(paidTemplate.id);
    back.controls.loadCards.resolve({ ok: true, value: cards });
    await flush();
    // the new card, not the default one
    expect(sel.selectCardId(back.actor.getSnapshot())).toBe('pm_fake_mastercard_4444_101');
    back.actor.send({ type: 'user.confirm' });
    await flush();
    expect(back.controls.join.inputs).toEqual([
      {
        id: paidTemplate.id,
        requestedDateTime: INDIVIDUAL,
        trainerId: 11,
        templateId: paidTemplate.id,
        paymentMethodId: 'pm_fake_mastercard_4444_101',
      },
    ]);
  });

  it('back from adding a card to a slot no longer offered (or logged out): the calendar, nothing chosen', async () => {
    const { actor } = await start(inputs['back, but the slot is no longer offered']!);
    expect(sel.selectStep(actor.getSnapshot())).toBe('calendar');
    expect(sel.selectDay(actor.getSnapshot())).toBeNull();
    const anonymous = await start({ ...inputs['back from adding a card']!, authenticated: false });
    expect(sel.selectStep(anonymous.actor.getSnapshot())).toBe('calendar');
  });

  it('a free group slot books directly, without a payment method', async () => {
    const { actor, controls, effects } = await start(inputs.member!);
    actor.send({ type: 'user.pickDay', day: DAY });
    actor.send({ type: 'user.pickSlot', start: GROUP_FREE });
    await flush();
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(controls.join.inputs).toEqual([
      { id: groupFree.meetingId, requestedDateTime: GROUP_FREE, trainerId: 11, paymentMethodId: null },
    ]);
    expect(controls.loadCards.inputs).toEqual([]);
    controls.join.resolve({ ok: true, value: booked });
    await flush();
    expect(effects.booked).toHaveBeenCalledWith(booked);
    expect(sel.selectStep(actor.getSnapshot())).toBe('done');
  });

  it('a paid group slot shows the payment picker first (default card chosen) and sends the chosen card', async () => {
    const { actor, controls } = await start(inputs.member!);
    actor.send({ type: 'user.pickDay', day: DAY });
    actor.send({ type: 'user.pickSlot', start: GROUP_PAID });
    await flush();
    expect(sel.selectStep(actor.getSnapshot())).toBe('payment');
    expect(sel.selectIsLoading(actor.getSnapshot())).toBe(true);
    controls.loadCards.resolve({ ok: true, value: cards });
    await flush();
    expect(sel.selectCardId(actor.getSnapshot())).toBe('pm_fake_visa_4242_101');
    expect(sel.selectPrice(actor.getSnapshot())).toBe(10);
    actor.send({ type: 'user.selectCard', cardId: 'pm_fake_mastercard_4444_101' });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(controls.join.inputs[0]).toEqual({
      id: groupPaid.meetingId,
      requestedDateTime: GROUP_PAID,
      trainerId: 11,
      paymentMethodId: 'pm_fake_mastercard_4444_101',
    });
  });

  it('an individual slot offers the templates; a free template books at once with the template id', async () => {
    const { actor, controls } = await start(inputs.member!);
    actor.send({ type: 'user.pickDay', day: DAY });
    actor.send({ type: 'user.pickSlot', start: INDIVIDUAL });
    expect(sel.selectStep(actor.getSnapshot())).toBe('templates');
    actor.send({ type: 'user.pickTemplate', templateId: freeTemplate.id });
    await flush();
    expect(controls.join.inputs).toEqual([
      {
        id: freeTemplate.id,
        requestedDateTime: INDIVIDUAL,
        trainerId: 11,
        templateId: freeTemplate.id,
        paymentMethodId: null,
      },
    ]);
  });

  it('no saved card: trainers.modal_book.error_no_payment_method and nothing is sent', async () => {
    const { actor, controls, effects } = await start(inputs.member!);
    actor.send({ type: 'user.pickDay', day: DAY });
    actor.send({ type: 'user.pickSlot', start: INDIVIDUAL });
    actor.send({ type: 'user.pickTemplate', templateId: paidTemplate.id });
    await flush();
    controls.loadCards.resolve({ ok: true, value: [] });
    await flush();
    expect(sel.selectHasNoCards(actor.getSnapshot())).toBe(true);
    expect(sel.selectCanConfirm(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.confirm' });
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null, fallback: bookingMessages.noPaymentMethod });
    expect(controls.join.inputs).toEqual([]);
    // back goes to the templates, with the paid template unchosen
    actor.send({ type: 'user.back' });
    expect(sel.selectStep(actor.getSnapshot())).toBe('templates');
    expect(sel.selectTemplate(actor.getSnapshot())).toBeNull();
  });

  it('a refused booking shows the server message and keeps the day, slot, template and card', async () => {
    const { actor, controls, effects } = await start(inputs.member!);
    actor.send({ type: 'user.pickDay', day: DAY });
    actor.send({ type: 'user.pickSlot', start: INDIVIDUAL });
    actor.send({ type: 'user.pickTemplate', templateId: paidTemplate.id });
    await flush();
    controls.loadCards.resolve({ ok: true, value: cards });
    await flush();
    actor.send({ type: 'user.confirm' });
    await flush();
    controls.join.resolve({ ok: false, error: 'rejected', message: 'The slot is no longer available' });
    await flush();
    expect(effects.notifyFailure).toHaveBeenLastCalledWith({
      message: 'The slot is no longer available',
      fallback: bookingMessages.bookError,
    });
    const s = actor.getSnapshot();
    expect(sel.selectStep(s)).toBe('payment');
    expect(s.context).toMatchObject({
      day: DAY,
      slotStart: INDIVIDUAL,
      templateId: paidTemplate.id,
      cardId: 'pm_fake_visa_4242_101',
    });
    expect(effects.booked).not.toHaveBeenCalled();
  });

  it('an availability failure shows trainers.availability.error (or the server message) and can be retried', async () => {
    const { machine, controls, effects } = providedMachine();
    const actor = createActor(machine, { input: inputs.member! }).start();
    await flush();
    controls.loadAvailability.resolve({ ok: false, error: 'failed' });
    await flush();
    expect(effects.notifyFailure).toHaveBeenCalledWith({ message: null, fallback: bookingMessages.availabilityError });
    expect(sel.selectStep(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'user.retry' });
    await flush();
    expect(controls.loadAvailability.inputs).toHaveLength(2);
  });
});
