import type { SnapshotFrom } from 'xstate';
import type { bannerMachine } from './bannerMachine';

export type BannerSnapshot = SnapshotFrom<typeof bannerMachine>;

export const selectIndex = (s: BannerSnapshot) => s.context.index;
export const selectCount = (s: BannerSnapshot) => s.context.count;
export const selectPlaying = (s: BannerSnapshot) => s.matches('playing');
export const selectPaused = (s: BannerSnapshot) => s.matches('paused');
/** Arrows and dots only make sense with more than one slide. */
export const selectHasControls = (s: BannerSnapshot) => s.context.count > 1;
