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
import type { Result } from '~/domain';
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
  description: 'The member leaves the player: a last report goes at once',
  target: '#reporting.closed',
  actions: {
    type: 'sendLast' as const,
    params: ({ context }: { context: ReportingContext }) => ({
      visualizationId: context.visualizationId,
      sample: context.sample,
    }),
  },
};
const LEAVE_SILENTLY = { description: 'The member leaves the player: nothing is sent', target: '#reporting.closed' };

/** Each playback fact in plain words, for the descriptions. */
const FACT_WORDS: Record<PlaybackFact, string> = {
  'playback.play': 'The video plays',
  'playback.pause': 'The video pauses',
  'playback.buffer': 'The video buffers',
  'playback.end': 'The video ends',
};

/**
 * The same transition for each playback fact (explicit events, so path coverage can name them); its description is
 * the fact in plain words, then `outcome`.
 */
function onEveryFact<T>(transition: T, outcome: string) {
  const described = (fact: PlaybackFact) => ({ description: `${FACT_WORDS[fact]}: ${outcome}`, ...transition });
  return {
    'playback.play': described('playback.play'),
    'playback.pause': described('playback.pause'),
    'playback.buffer': described('playback.buffer'),
    'playback.end': described('playback.end'),
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
  on: { 'playback.time': { description: 'The player tells where the video is', actions: 'setSample' } },
  states: {
    /** Before the first play: nothing to report. */
    idle: {
      description: 'Nothing played yet: nothing to report',
      on: {
        'playback.play': {
          description: 'The main video starts playing: a report is due',
          guard: 'hasProduct',
          target: 'scheduled',
          actions: 'note',
        },
        'playback.leave': LEAVE_SILENTLY,
      },
    },
    waiting: {
      description: 'The video plays: the next report comes in 10 seconds',
      after: { reportInterval: { description: '10 seconds of playback passed: a report is due', target: 'scheduled' } },
      on: {
        ...onEveryFact({ target: 'scheduled', actions: 'note' }, 'a report is due'),
        'playback.leave': LEAVE_WITH_REPORT,
      },
    },
    /** Paused or ended: no interval. */
    stopped: {
      description: 'Paused or ended: no regular reports',
      on: {
        ...onEveryFact({ target: 'scheduled', actions: 'note' }, 'a report is due'),
        // after the end its own report was the last one
        'playback.leave': [
          {
            guard: 'hasEnded',
            ...LEAVE_SILENTLY,
            description: 'The member leaves after the end: nothing more is sent',
          },
          LEAVE_WITH_REPORT,
        ],
      },
    },
    scheduled: {
      description: 'A report goes out in half a second',
      after: { sendDelay: { description: 'Half a second passed: the report is sent', target: 'sending' } },
      on: { ...onEveryFact({ actions: 'note' }, 'the coming report covers it'), 'playback.leave': LEAVE_WITH_REPORT },
    },
    sending: {
      description: 'Sending the report',
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
            description: 'The report was taken: later reports continue this viewing',
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
            description: 'Refused: too many devices are watching',
            guard: failedWith('refused'),
            target: 'refused',
          },
          // any other failure is silent: the next report tries again
          { description: 'The report failed: nobody is told', target: 'settled' },
        ],
        onError: { description: 'The report got no answer: nobody is told', target: 'settled' },
      },
      on: { ...onEveryFact({ actions: 'noteQueued' }, 'one more report follows'), 'playback.leave': LEAVE_WITH_REPORT },
    },
    settled: {
      description: 'The report has settled',
      always: [
        {
          description: 'More happened meanwhile: another report is due',
          guard: 'isQueued',
          target: 'scheduled',
          actions: 'unqueue',
        },
        {
          description: 'The video had ended: the player may leave',
          guard: 'hasEnded',
          target: 'stopped',
          actions: 'flushed',
        },
        { description: 'The video still plays: the next report waits', guard: 'isRunning', target: 'waiting' },
        { description: 'The video is paused: no regular reports', target: 'stopped' },
      ],
    },
    /** The provider refused this playback; a new play (the user's retry) starts over with a new visualization. */
    refused: {
      description: 'The player stops: too many devices are watching',
      entry: ['refused', 'forgetId', 'unqueue'],
      always: {
        description: 'The video had ended: the player may leave',
        guard: 'hasEnded',
        target: 'stopped',
        actions: 'flushed',
      },
      on: {
        'playback.play': {
          description: 'The member plays again: a new viewing starts',
          target: 'scheduled',
          actions: 'note',
        },
        'playback.leave': LEAVE_SILENTLY,
      },
    },
    /** The player was left. */
    closed: { description: 'The member left the player', type: 'final' },
  },
});
