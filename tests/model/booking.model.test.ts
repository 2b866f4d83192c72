/**
 * Model-based tests of the booking machine (spec §4 Booking, §5, §8 Trainers): generated shortest and per-transition
 * paths are replayed on a real actor with controllable availability, cards and join actors; after each step the
 * actor must be in the predicted state with the same choices. Main journeys are pinned by hand below.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, getNextSnapshot, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { bookingMachine, bookingMessages, type BookingMachineInput } from '../../machines/booking/bookingMachine';
import * as sel from '../../machines/booking/booking.selectors';
import { localDayOf } from '../../machines/booking/schedule';
import {
  activeStateIds,
  allStateIds,
  controllablePromise,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
} from '../support/model';
import { aCard, aMeeting, aTemplate, availabilityOf, part } from '../fixtures/trainers';

type Path = StatePath<Snapshot<unknown>, EventObject>;

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

const events = [
  { type: 'user.pickDay', day: DAY },
  { type: 'user.pickDay', day: EMPTY_DAY },
  { type: 'user.pickSlot', start: INDIVIDUAL },
  { type: 'user.pickSlot', start: GROUP_FREE },
  { type: 'user.pickSlot', start: GROUP_PAID },
  { type: 'user.pickSlot', start: PAST },
  { type: 'user.pickTemplate', templateId: freeTemplate.id },
  { type: 'user.pickTemplate', templateId: paidTemplate.id },
  { type: 'user.pickTemplate', templateId: 999 },
  { type: 'user.selectCard', cardId: 'pm_fake_mastercard_4444_101' },
  { type: 'user.selectCard', cardId: 'pm_unknown' },
  { type: 'user.confirm' },
  { type: 'user.back' },
  { type: 'user.close' },
  { type: 'user.login' },
  { type: 'user.retry' },
  { type: 'user.addCard' },
  { type: 'xstate.done.actor.loadAvailability', output: { ok: true, value: availability } },
  { type: 'xstate.done.actor.loadAvailability', output: { ok: false, error: 'failed', message: 'Server says no' } },
  { type: 'xstate.error.actor.loadAvailability', error: new Error('boom') },
  { type: 'xstate.done.actor.loadCards', output: { ok: true, value: cards } },
  { type: 'xstate.done.actor.loadCards', output: { ok: true, value: [] } },
  { type: 'xstate.done.actor.loadCards', output: { ok: false, error: 'failed' } },
  { type: 'xstate.error.actor.loadCards', error: new Error('boom') },
  { type: 'xstate.done.actor.join', output: { ok: true, value: booked } },
  { type: 'xstate.done.actor.join', output: { ok: false, error: 'rejected', message: 'The session is full' } },
  { type: 'xstate.error.actor.join', error: new Error('boom') },
] as EventObject[];

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

const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.BookingSnapshot;
  const c = snap.context;
  return JSON.stringify([
    snap.value,
    Object.keys(c.schedule).length,
    c.day,
    c.slotStart,
    c.templateId,
    c.cards.length,
    c.cardId,
    c.resume !== null,
  ]);
};

const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect(serializeState(actual)).toEqual(serializeState(expected));
};

function providedMachine() {
  const controls = {
    loadAvailability: controllablePromise(),
    loadCards: controllablePromise(),
    join: controllablePromise(),
  };
  const effects = { booked: vi.fn(), notifyFailure: vi.fn(), goToLogin: vi.fn(), goToAddCard: vi.fn() };
  const machine = bookingMachine.provide({
    actors: {
      loadAvailability: controls.loadAvailability.logic as never,
      loadCards: controls.loadCards.logic as never,
      join: controls.join.logic as never,
    },
    actions: {
      booked: (_, p) => effects.booked(p),
      notifyFailure: (_, p) => effects.notifyFailure(p),
      goToLogin: () => effects.goToLogin(),
      goToAddCard: (_, p) => effects.goToAddCard(p),
    },
  });
  return { machine, controls, effects };
}

/**
 * The graph traversal loses the `join` child of a booking entered from the payment picker (after the `loadCards`
 * invoke), so the shared per-transition paths skip its outcomes there: add them by computing the next snapshot.
 */
function joinOutcomes(shortest: Path[]): Path[] {
  const joinEvents = events.filter((e) => /^xstate\.(done|error)\.actor\.join$/.test(e.type));
  return shortest
    .filter((p) => {
      const st = p.state as sel.BookingSnapshot;
      return st.matches({ ready: 'booking' }) && !('join' in st.children);
    })
    .flatMap((p) =>
      joinEvents.map((event) => {
        const next = getNextSnapshot(bookingMachine, p.state as never, event as never) as unknown as Snapshot<unknown>;
        return { state: next, weight: p.weight + 1, steps: [...p.steps, { event, state: next }] };
      }),
    );
}

/**
 * Back from adding a card, the flow starts at the payment step: explored from there on (leaving it and picking again
 * is what the other inputs cover, and would meet the cancelled first cards request in the replay).
 */
const resumeEvents = events.filter(
  (e) => !['user.back', 'user.close', 'user.pickSlot', 'user.pickDay'].includes(e.type),
);

function generate(input: BookingMachineInput) {
  const resumes = input.resume != null && input.resume.slotStart !== PAST;
  const options = { input, events: resumes ? resumeEvents : events, serializeState };
  const shortest = getShortestPaths(bookingMachine, options as never) as unknown as Path[];
  const transitions = [...getTransitionPaths(bookingMachine, options as never), ...joinOutcomes(shortest)];
  return { shortest, transitions };
}

const labelOf = (path: Path) =>
  path.steps
    .map((s) => {
      const e = s.event as EventObject & Record<string, unknown>;
      const arg = e.day ?? e.start ?? e.templateId ?? e.cardId;
      const out = e.output as { ok?: boolean } | undefined;
      return `${e.type.replace('xstate.', '')}${arg !== undefined ? `(${String(arg)})` : ''}${out ? `:${out.ok ? 'ok' : 'fail'}` : ''}`;
    })
    .join(' → ');

describe('bookingMachine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { shortest, transitions } = generate(input);
      it('generates paths', () => {
        expect(shortest.length).toBeGreaterThanOrEqual(4);
      });
      for (const [kind, paths] of [
        ['shortest', shortest],
        ['transition', transitions],
      ] as const) {
        for (const path of paths) {
          it(`${kind}: ${labelOf(path)}`, async () => {
            const { machine, controls, effects } = providedMachine();
            const { actor } = await replayPath(machine, path, { input, controls, check });
            const last = path.steps.at(-1)!.state as sel.BookingSnapshot;
            // a booking is handed over exactly when the flow is done, and only for a logged-in user
            if (last.matches('done')) {
              expect(effects.booked).toHaveBeenCalledTimes(1);
              expect(input.authenticated).toBe(true);
            } else expect(effects.booked).not.toHaveBeenCalled();
            actor.stop();
          });
        }
      }
    });
  }

  it('reaches every state and covers every transition', () => {
    const all = Object.values(inputs).flatMap((input) => {
      const g = generate(input);
      return [...g.shortest, ...g.transitions];
    });
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    // `arriving` decides at once (an `always`): never a state an actor rests in
    expect(allStateIds(bookingMachine).filter((id) => !reached.has(id) && id !== 'booking.ready.arriving')).toEqual([]);
    const coverage = transitionCoverage(bookingMachine, all);
    console.info(`booking transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
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
