/**
 * Live event timer (spec §4: "refreshed every second: current event when now is between start and end, past event
 * after end, future event with the milliseconds until start"; §9 "Event timer tick 1 s").
 *
 * The clock is the machine's own: every `tick` (1000 ms) adds 1000 ms to `context.now`, so tests drive it with a
 * simulated clock; `clock.set` re-synchronises it with the real time (the app sends it when the page becomes
 * visible again, since browsers slow timers in hidden tabs). Without a schedule it is `none`.
 * `watch` keeps the tick going in `none` and `past` too, for pages whose thumbnails show other live events.
 * A future event that starts while the timer runs (by a tick or a `clock.set`) runs the named action `started` (the
 * product page reloads the product, whose stream the provider hands out now).
 */
import { assign, sendParent, setup } from 'xstate';
import { livePhase, liveTimes } from '~/domain';

export interface LiveTimerInput {
  /** ISO start and end, or null when the product is not a live event */
  start: string | null;
  end: string | null;
  now: number;
  watch?: boolean;
}

export interface LiveTimerContext {
  start: number | null;
  end: number | null;
  now: number;
  watch: boolean;
}

export type LiveTimerEvent = { type: 'clock.set'; now: number };

export const TICK_MS = 1000;

export const liveTimerMachine = setup({
  types: {
    context: {} as LiveTimerContext,
    events: {} as LiveTimerEvent,
    input: {} as LiveTimerInput,
  },
  actions: {
    tick: assign(({ context }) => ({ now: context.now + TICK_MS })),
    set: assign((_, params: { now: number }) => ({ now: params.now })),
    /** The event went from future to current: `live.started` to the parent (the product page). */
    started: sendParent({ type: 'live.started' }),
  },
  guards: {
    noSchedule: ({ context }) => livePhase(context, context.now) === 'none',
    beforeStart: ({ context }) => livePhase(context, context.now) === 'future',
    afterEnd: ({ context }) => livePhase(context, context.now) === 'past',
    watching: ({ context }) => context.watch,
  },
  delays: {
    tick: TICK_MS,
  },
}).createMachine({
  id: 'liveTimer',
  context: ({ input }) => ({
    ...liveTimes(input),
    now: input.now,
    watch: input.watch ?? false,
  }),
  initial: 'deciding',
  on: {
    'clock.set': {
      description: 'The clock was set: the timer decides again',
      target: '.deciding',
      actions: {
        type: 'set',
        params: ({ event }) => ({ now: event.now }),
      },
    },
  },
  states: {
    deciding: {
      description: 'Deciding where the event stands',
      always: [
        { description: 'No schedule: no timer', guard: 'noSchedule', target: 'none' },
        { description: 'Not started yet: the countdown shows', guard: 'beforeStart', target: 'future' },
        { description: 'Ended: the event is past', guard: 'afterEnd', target: 'past' },
        { description: 'On now', target: 'current' },
      ],
    },
    none: {
      description: 'No schedule: no timer',
      after: {
        tick: {
          description: 'Each second the clock moves on',
          guard: 'watching',
          target: 'none',
          reenter: true,
          actions: 'tick',
        },
      },
    },
    future: {
      description: 'Coming up: the countdown shows',
      on: {
        'clock.set': {
          description: 'The clock was set',
          target: 'leavingFuture',
          actions: { type: 'set', params: ({ event }) => ({ now: event.now }) },
        },
      },
      after: { tick: { description: 'A second passed', target: 'leavingFuture', actions: 'tick' } },
    },
    /** `deciding` for a future event: reaching `current` from here is the start */
    leavingFuture: {
      description: 'Checking whether the event has started',
      always: [
        { description: 'Not started yet: the countdown goes on', guard: 'beforeStart', target: 'future' },
        { description: 'Ended while waiting: the event is past', guard: 'afterEnd', target: 'past' },
        { description: 'The event starts now', target: 'current', actions: 'started' },
      ],
    },
    current: {
      description: 'On now: the event is live',
      after: { tick: { description: 'A second passed', target: 'deciding', actions: 'tick' } },
    },
    past: {
      description: 'Ended: the event is past',
      after: {
        tick: {
          description: 'Each second the clock moves on',
          guard: 'watching',
          target: 'past',
          reenter: true,
          actions: 'tick',
        },
      },
    },
  },
});
