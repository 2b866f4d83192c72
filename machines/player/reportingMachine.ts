/**
 * Playback reporting of the main video (spec §3 Visualization report, §4 Product and playback, §7 visualizations,
 * §9 "Playback report interval 10000 ms with 0.5 s send delay"). Never used for trailers, news or live TV: without a
 * product (`productId: null`) it stays idle.
 *
 * A report is scheduled on play, pause, buffer and end (`playback.*`, from the player's `report` action) and every
 * `reportInterval` (10 s) while the media plays; each is sent `sendDelay` (0.5 s) after it was scheduled. The
 * `report` actor samples the media (duration, playtime, completion rounded to 2 decimals) and sends it with the
 * visualization id kept so far; the id the provider returns is kept for later reports. Facts that arrive while a
 * report is scheduled are covered by it; those that arrive while one is being sent schedule one more.
 *
 * The player sends the media position as `playback.time`; each report samples the last one.
 *
 * It runs as a child of the player machine: `refused` and `flushed` are events for it.
 * A refusal (409 TOO_MANY_DEVICES) goes out through the named action `refused` (the player stops and shows the
 * message) and the next play starts over; any other failure is silent: playback must never stop for a report.
 * After the end, the named action `flushed` tells the player the last report has settled, so it may leave.
 *
 * Leaving the player (`playback.leave`: Back, stop, next, another page, closing the tab) sends a last report at once,
 * as a pause (named action `sendLast`, fire and forget: the player is going away), so the provider knows the
 * playback ended and frees the device; nothing is sent when nothing was played, after the end's own report, or after
 * a refusal. Then the machine is done.
 */
import { assign, sendParent, setup } from 'xstate';
import { actionStub, promiseStub } from '../shared/stubs';
import type { Result } from '../../src/domain';
import { REPORT_INTERVAL_MS, REPORT_SEND_DELAY_MS, type PlaybackSample } from './playback';
import { failedWith, okValue, outputOk } from '../shared/outcome';

export type ReportingEvent =
  | { type: 'playback.play' }
  | { type: 'playback.pause' }
  | { type: 'playback.buffer' }
  | { type: 'playback.end' }
  /** the member leaves the player */
  | { type: 'playback.leave' }
  /** the media position the player heard of last (each report samples it) */
  | { type: 'playback.time'; position: number; duration: number };

type PlaybackFact = Exclude<ReportingEvent, { type: 'playback.leave' } | { type: 'playback.time' }>['type'];

export type ReportFailure = 'refused' | 'failed';

export interface ReportingInput {
  /** the product whose main video plays; none (trailers, news, live TV): nothing is ever reported */
  productId: number | null;
}

export interface ReportingContext {
  productId: number | null;
  /** the last media time the player heard of: after the end the media element is already emptied */
  sample: PlaybackSample;
  visualizationId: number | null;
  /** the media plays (play or buffer since the last pause or end): the interval runs */
  running: boolean;
  /** a fact arrived while a report was being sent: one more report follows */
  queued: boolean;
  /** the media ended */
  ended: boolean;
}

export interface ReportInput {
  productId: number | null;
  visualizationId: number | null;
  sample: PlaybackSample;
}

const facts: Record<PlaybackFact, { running: boolean; ended: boolean }> = {
  'playback.play': { running: true, ended: false },
  'playback.buffer': { running: true, ended: false },
  'playback.pause': { running: false, ended: false },
  'playback.end': { running: false, ended: true },
};

/** The last report on leaving: a pause at the position the member left, with the visualization id kept so far. */
const LEAVE_WITH_REPORT = {
  target: '#reporting.closed',
  actions: {
    type: 'sendLast' as const,
    params: ({ context }: { context: ReportingContext }) => ({
      visualizationId: context.visualizationId,
      sample: context.sample,
    }),
  },
};
const LEAVE_SILENTLY = { target: '#reporting.closed' };

/** The same transition for each playback fact (explicit events, so path coverage can name them). */
function onEveryFact<T>(transition: T) {
  return {
    'playback.play': transition,
    'playback.pause': transition,
    'playback.buffer': transition,
    'playback.end': transition,
  };
}

export const reportingMachine = setup({
  types: {
    context: {} as ReportingContext,
    events: {} as ReportingEvent,
    input: {} as ReportingInput,
  },
  actors: {
    /** Samples the media and sends one report; answers the provider's visualization id. */
    report: promiseStub<Result<{ visualizationId: number }, ReportFailure>, ReportInput>('report'),
  },
  actions: {
    /** The provider refused the playback (too many devices): the player stops. */
    refused: sendParent({ type: 'playback.refused' }),
    /** The last report after the end has settled: the player may leave. */
    flushed: sendParent({ type: 'playback.reported' }),
    /** The member left the player: one last report, as a pause, sent at once and not awaited. */
    sendLast: actionStub<{ visualizationId: number | null; sample: PlaybackSample }>('sendLast'),
    note: assign(({ event }) => (event.type in facts ? facts[event.type as PlaybackFact] : {})),
    noteQueued: assign(({ event }) =>
      event.type in facts ? { ...facts[event.type as PlaybackFact], queued: true } : {},
    ),
    setSample: assign(({ event }) =>
      event.type === 'playback.time' ? { sample: { duration: event.duration, playtime: event.position } } : {},
    ),
    keepId: assign((_, params: { visualizationId: number }) => ({ visualizationId: params.visualizationId })),
    unqueue: assign({ queued: false }),
    forgetId: assign({ visualizationId: null }),
  },
  guards: {
    isQueued: ({ context }) => context.queued,
    hasEnded: ({ context }) => context.ended,
    isRunning: ({ context }) => context.running,
    hasProduct: ({ context }) => context.productId !== null,
  },
  delays: {
    reportInterval: REPORT_INTERVAL_MS,
    sendDelay: REPORT_SEND_DELAY_MS,
  },
}).createMachine({
  id: 'reporting',
  context: ({ input }) => ({
    productId: input.productId,
    sample: { duration: 0, playtime: 0 },
    visualizationId: null,
    running: false,
    queued: false,
    ended: false,
  }),
  initial: 'idle',
  on: { 'playback.time': { actions: 'setSample' } },
  states: {
    /** Before the first play: nothing to report. */
    idle: {
      on: {
        'playback.play': { guard: 'hasProduct', target: 'scheduled', actions: 'note' },
        'playback.leave': LEAVE_SILENTLY,
      },
    },
    waiting: {
      after: { reportInterval: 'scheduled' },
      on: { ...onEveryFact({ target: 'scheduled', actions: 'note' }), 'playback.leave': LEAVE_WITH_REPORT },
    },
    /** Paused or ended: no interval. */
    stopped: {
      on: {
        ...onEveryFact({ target: 'scheduled', actions: 'note' }),
        // after the end its own report was the last one
        'playback.leave': [{ guard: 'hasEnded', ...LEAVE_SILENTLY }, LEAVE_WITH_REPORT],
      },
    },
    scheduled: {
      after: { sendDelay: 'sending' },
      on: { ...onEveryFact({ actions: 'note' }), 'playback.leave': LEAVE_WITH_REPORT },
    },
    sending: {
      invoke: {
        id: 'report',
        src: 'report',
        input: ({ context }) => ({
          productId: context.productId,
          visualizationId: context.visualizationId,
          sample: context.sample,
        }),
        onDone: [
          {
            guard: outputOk,
            target: 'settled',
            actions: {
              type: 'keepId',
              params: ({ event }) => ({
                visualizationId: okValue(event).visualizationId,
              }),
            },
          },
          {
            guard: failedWith('refused'),
            target: 'refused',
          },
          // any other failure is silent: the next report tries again
          { target: 'settled' },
        ],
        onError: 'settled',
      },
      on: { ...onEveryFact({ actions: 'noteQueued' }), 'playback.leave': LEAVE_WITH_REPORT },
    },
    settled: {
      always: [
        { guard: 'isQueued', target: 'scheduled', actions: 'unqueue' },
        { guard: 'hasEnded', target: 'stopped', actions: 'flushed' },
        { guard: 'isRunning', target: 'waiting' },
        { target: 'stopped' },
      ],
    },
    /** The provider refused this playback; a new play (the user's retry) starts over with a new visualization. */
    refused: {
      entry: ['refused', 'forgetId', 'unqueue'],
      always: { guard: 'hasEnded', target: 'stopped', actions: 'flushed' },
      on: { 'playback.play': { target: 'scheduled', actions: 'note' }, 'playback.leave': LEAVE_SILENTLY },
    },
    /** The player was left. */
    closed: { type: 'final' },
  },
});
