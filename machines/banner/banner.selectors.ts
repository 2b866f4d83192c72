import type { SnapshotFrom } from 'xstate';
import type { bannerMachine } from './bannerMachine';

export type BannerSnapshot = SnapshotFrom<typeof bannerMachine>;

export const selectIndex = (s: BannerSnapshot) => s.context.index;
/** The slide the active one replaced (it stays under it while the active one fades in); null before any change. */
export const selectPrevious = (s: BannerSnapshot) => s.context.previous;
export const selectCount = (s: BannerSnapshot) => s.context.count;
export const selectPlaying = (s: BannerSnapshot) => s.matches('playing');
export const selectPaused = (s: BannerSnapshot) => s.matches('paused');
/** Arrows and dots only make sense with more than one slide. */
export const selectHasControls = (s: BannerSnapshot) => s.context.count > 1;
