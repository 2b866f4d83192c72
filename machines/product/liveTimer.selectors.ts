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
