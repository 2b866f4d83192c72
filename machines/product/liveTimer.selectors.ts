/** View model of the live event timer. */
import type { SnapshotFrom } from 'xstate';
import type { LivePhase } from '~/domain';
import type { liveTimerMachine } from './liveTimerMachine';

export type LiveTimerSnapshot = SnapshotFrom<typeof liveTimerMachine>;

export function selectPhase(s: LiveTimerSnapshot): LivePhase {
  if (s.matches('future')) return 'future';
  if (s.matches('current')) return 'current';
  if (s.matches('past')) return 'past';
  return 'none';
}

/** Milliseconds until the start (future events only, else null). */
export function selectUntilStart(s: LiveTimerSnapshot): number | null {
  return s.matches('future') && s.context.start !== null ? s.context.start - s.context.now : null;
}

export const selectNow = (s: LiveTimerSnapshot): number => s.context.now;

/** What the live timer reports to the page it runs in (each tick, each change): where the event stands. */
export interface LiveView {
  phase: LivePhase;
  untilStart: number | null;
  now: number;
}

export const selectLiveView = (s: LiveTimerSnapshot): LiveView => ({
  phase: selectPhase(s),
  untilStart: selectUntilStart(s),
  now: selectNow(s),
});
