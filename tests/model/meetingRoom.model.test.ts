/**
 * Model-based tests of the meeting-room machine (spec §2 account/bookings/{meetingCode}, §4 Video call, §8 Meeting):
 * generated paths replayed on a real actor with a simulated clock (the `joinTimeout` watchdog), then the journeys
 * pinned by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  JOIN_TIMEOUT_MS,
  meetingMessages,
  meetingRoomMachine,
  type MeetingRoomInput,
} from '../../machines/meeting/meetingRoomMachine';
import * as sel from '../../machines/meeting/meetingRoom.selectors';
import {
  activeStateIds,
  allStateIds,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
} from '../support/model';

type Path = StatePath<Snapshot<unknown>, EventObject>;

const events = [
  { type: 'call.joined' },
  { type: 'call.left' },
  { type: 'call.error', message: 'Connection lost' },
  { type: 'xstate.after.joinTimeout.meetingRoom.connecting' },
] as EventObject[];

const inputs: Record<string, MeetingRoomInput> = {
  'with a code': { code: 'ttt-1-abc' },
  'without a code': { code: null },
  'a blank code': { code: '  ' },
};

function providedMachine() {
  const effects = { goHome: vi.fn(), goToBookings: vi.fn(), notifyError: vi.fn(), notifyEnded: vi.fn() };
  const machine = meetingRoomMachine.provide({
    actions: {
      goHome: () => effects.goHome(),
      goToBookings: () => effects.goToBookings(),
      notifyError: (_, p) => effects.notifyError(p),
      notifyEnded: (_, p) => effects.notifyEnded(p),
    },
  });
  return { machine, effects };
}

const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect((actual as sel.MeetingRoomSnapshot).value).toEqual((expected as sel.MeetingRoomSnapshot).value);
};

function generate(input: MeetingRoomInput) {
  const options = { input, events };
  const shortest = getShortestPaths(meetingRoomMachine, options as never) as unknown as Path[];
  const simple = getSimplePaths(meetingRoomMachine, options as never) as unknown as Path[];
  const transitions = getTransitionPaths(meetingRoomMachine, options as never);
  return { shortest, simple, transitions };
}

describe('meetingRoomMachine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { shortest, simple, transitions } = generate(input);
      for (const [kind, paths] of [
        ['shortest', shortest],
        ['simple', simple],
        ['transition', transitions],
      ] as const) {
        for (const path of paths) {
          const label = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
          it(`${kind}: ${label}`, async () => {
            const { machine, effects } = providedMachine();
            const { actor } = await replayPath(machine, path, {
              input,
              controls: {},
              delays: { joinTimeout: JOIN_TIMEOUT_MS },
              check,
            });
            const last = actor.getSnapshot() as sel.MeetingRoomSnapshot;
            // effects follow the outcome: home without a code, bookings with the right notice otherwise
            expect(effects.goHome).toHaveBeenCalledTimes(last.matches('noCode') ? 1 : 0);
            expect(effects.notifyError).toHaveBeenCalledTimes(last.matches('failed') ? 1 : 0);
            expect(effects.notifyEnded).toHaveBeenCalledTimes(last.matches('ended') ? 1 : 0);
            expect(effects.goToBookings).toHaveBeenCalledTimes(last.matches('failed') || last.matches('ended') ? 1 : 0);
            actor.stop();
          });
        }
      }
    });
  }

  it('reaches every state and covers every transition', () => {
    const all = Object.values(inputs).flatMap((input) => {
      const g = generate(input);
      return [...g.simple, ...g.transitions];
    });
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    // `checking` is transient (eventless): it decides on the code before any snapshot is observable
    const transient = ['meetingRoom.checking'];
    expect(allStateIds(meetingRoomMachine).filter((id) => !reached.has(id) && !transient.includes(id))).toEqual([]);
    const coverage = transitionCoverage(meetingRoomMachine, all);
    console.info(`meeting room transition coverage: ${coverage.covered}/${coverage.total}`);
    expect(coverage.missing).toEqual([]);
  });
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
