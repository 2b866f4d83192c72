/** View model of the header trailer. */
import type { SnapshotFrom } from 'xstate';
import type { trailerMachine } from './trailerMachine';

export type TrailerSnapshot = SnapshotFrom<typeof trailerMachine>;

/** The video element is shown (and playing) only in `playing`; otherwise the product image shows. */
export const selectPlaying = (s: TrailerSnapshot): boolean => s.matches('playing');
export const selectMuted = (s: TrailerSnapshot): boolean => s.context.muted;
export const selectRun = (s: TrailerSnapshot): number => s.context.run;
export const selectHasTrailer = (s: TrailerSnapshot): boolean => s.context.hasTrailer;
export const selectFailed = (s: TrailerSnapshot): boolean => s.matches('failed');
export const selectCanReplay = (s: TrailerSnapshot): boolean => s.can({ type: 'user.replay' });

/** What the trailer reports to the page it runs in (each of its changes): what the header shows of it. */
export interface TrailerView {
  playing: boolean;
  muted: boolean;
  run: number;
  canReplay: boolean;
}

export const selectTrailerView = (s: TrailerSnapshot): TrailerView => ({
  playing: selectPlaying(s),
  muted: selectMuted(s),
  run: selectRun(s),
  canReplay: selectCanReplay(s),
});
