/**
 * Model-based tests of the meeting-room machine (spec §2 account/bookings/{meetingCode}, §4 Video call, §8 Meeting):
 * generated paths replayed on a real actor with a simulated clock (the `joinTimeout` watchdog), then the journeys
 * pinned by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  JOIN_TIMEOUT_MS,
  meetingMessages,
  meetingRoomMachine,
  type MeetingRoomInput,
} from '~machines/meetingRoom/meetingRoomMachine';
import * as sel from '~machines/meetingRoom/meetingRoom.selectors';
import { flush } from '../support/model';
import { modelSuite, type EventFixtures } from '../support/modelSuite';

const effects = () => ({ goHome: vi.fn(), goToBookings: vi.fn(), notifyError: vi.fn(), notifyEnded: vi.fn() });

function provide(machine: typeof meetingRoomMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: {
      goHome: () => spies.goHome(),
      goToBookings: () => spies.goToBookings(),
      notifyError: (_, p) => spies.notifyError(p),
      notifyEnded: (_, p) => spies.notifyEnded(p),
    },
  });
}

function providedMachine() {
  const spies = effects();
  return { machine: provide(meetingRoomMachine, spies), effects: spies };
}

modelSuite({
  name: 'meetingRoom',
  machine: meetingRoomMachine,
  events: {
    'call.joined': [{ type: 'call.joined' }],
    'call.left': [{ type: 'call.left' }],
    'call.error': [{ type: 'call.error', message: 'Connection lost' }],
  } satisfies EventFixtures<typeof meetingRoomMachine>,
  actors: {},
  delays: { joinTimeout: JOIN_TIMEOUT_MS },
  inputs: {
    'with a code': { code: 'ttt-1-abc' },
    'without a code': { code: null },
    'a blank code': { code: '  ' },
  } satisfies Record<string, MeetingRoomInput>,
  simple: true,
  // `checking` is transient (eventless): it decides on the code before any snapshot is observable
  transient: ['meetingRoom.checking'],
  serializeState: (snap) => JSON.stringify(snap.value),
  effects,
  provide,
  // effects follow the outcome (the reason to replay a machine without actors): home without a code, bookings with
  // the right notice otherwise
  afterPath: (_path, actor, spies) => {
    const last = actor.getSnapshot();
    expect(spies.goHome).toHaveBeenCalledTimes(last.matches('noCode') ? 1 : 0);
    expect(spies.notifyError).toHaveBeenCalledTimes(last.matches('failed') ? 1 : 0);
    expect(spies.notifyEnded).toHaveBeenCalledTimes(last.matches('ended') ? 1 : 0);
    expect(spies.goToBookings).toHaveBeenCalledTimes(last.matches('failed') || last.matches('ended') ? 1 : 0);
  },
});

describe('meetingRoomMachine journeys', () => {
  function start(input: MeetingRoomInput) {
    const ctx = providedMachine();
    const clock = new SimulatedClock();
    const actor = createActor(ctx.machine, { input, clock }).start();
    return { ...ctx, actor, clock };
  }

  it('no code: goes to / and never opens the room', () => {
    const { actor, effects } = start({ code: null });
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(sel.selectShowsRoom(actor.getSnapshot())).toBe(false);
  });

  it('joining then leaving: meeting.end and back to the bookings', () => {
    const { actor, effects } = start({ code: 'ttt-1-abc' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('connecting');
    expect(sel.selectCode(actor.getSnapshot())).toBe('ttt-1-abc');
    actor.send({ type: 'call.joined' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('inCall');
    actor.send({ type: 'call.left' });
    expect(effects.notifyEnded).toHaveBeenCalledWith({ message: meetingMessages.end });
    expect(effects.goToBookings).toHaveBeenCalledTimes(1);
    expect(sel.selectStatus(actor.getSnapshot())).toBe('closed');
  });

  it('a call error: meeting.error and back to the bookings', () => {
    const { actor, effects } = start({ code: 'ttt-1-abc' });
    actor.send({ type: 'call.joined' });
    actor.send({ type: 'call.error', message: 'Connection lost' });
    expect(effects.notifyError).toHaveBeenCalledWith({ message: meetingMessages.error });
    expect(effects.goToBookings).toHaveBeenCalledTimes(1);
    expect(effects.notifyEnded).not.toHaveBeenCalled();
  });

  it('a room that never connects counts as a call error after joinTimeout, not a moment before', async () => {
    const { actor, effects, clock } = start({ code: 'ttt-1-abc' });
    clock.increment(JOIN_TIMEOUT_MS - 1);
    await flush();
    expect(sel.selectStatus(actor.getSnapshot())).toBe('connecting');
    clock.increment(1);
    await flush();
    expect(effects.notifyError).toHaveBeenCalledTimes(1);
    expect(effects.goToBookings).toHaveBeenCalledTimes(1);
  });

  it('once joined, the watchdog no longer fires', async () => {
    const { actor, effects, clock } = start({ code: 'ttt-1-abc' });
    actor.send({ type: 'call.joined' });
    clock.increment(JOIN_TIMEOUT_MS * 2);
    await flush();
    expect(sel.selectStatus(actor.getSnapshot())).toBe('inCall');
    expect(effects.notifyError).not.toHaveBeenCalled();
  });
});
