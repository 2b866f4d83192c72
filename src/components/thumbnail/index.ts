export type * from './types';
export { ProductThumbnail } from './ProductThumbnail';
export { CollectionThumbnail } from './CollectionThumbnail';
export { NewsThumbnail } from './NewsThumbnail';
export { TeamThumbnail } from './TeamThumbnail';
export { TrainerThumbnail } from './TrainerThumbnail';
export { ThumbnailFrame } from './Thumbnail';
export { ThumbnailGrid } from './ThumbnailGrid';
export {
  productBadges,
  liveState,
  formatCountdown,
  gridColumns,
  gridSizeFor,
  breakpointOf,
  linkTarget,
  GRID_SPANS,
} from './logic';
export type { Badge, LiveState, GridSize, Breakpoint } from './logic';
export { LAZY_MARGIN } from './hooks';
export { SkeletonGrid, SkeletonRail, SKELETON_DEFAULT_COUNT } from '../SkeletonGrid';
export { EmptyState } from '../EmptyState';
export { Advertisement } from '../Advertisement';
