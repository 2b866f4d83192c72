import { useLingui } from '@lingui/react/macro';
import { gridSizeFor, type GridSize } from './thumbnail/logic';
import type { ThumbnailStyle } from './thumbnail/types';

/** Skeleton grid default size (spec §9). */
export const SKELETON_DEFAULT_COUNT = 20;

export interface SkeletonGridProps {
  count?: number;
  style?: ThumbnailStyle;
  size?: GridSize;
  /** show a heading placeholder above */
  heading?: boolean;
}

/**
 * Placeholders with the geometry of the thumbnails they stand for (same aspect ratio and responsive columns as
 * ThumbnailGrid); the shimmer stops under prefers-reduced-motion.
 */
export function SkeletonGrid({ count = SKELETON_DEFAULT_COUNT, style = 'standard', size, heading }: SkeletonGridProps) {
  const { t } = useLingui();
  const s = size ?? gridSizeFor(style);
  return (
    <div
      className="skeleton-grid"
      aria-busy="true"
      role="status"
      aria-label={t({ id: 'components.loading', message: 'Loading' })}
    >
      {heading ? <div className="skeleton skeleton--heading" /> : null}
      <ul className={`tgrid tgrid--${s}`} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="tgrid__item">
            <div className={`skeleton skeleton--${style}`} data-testid="skeleton-item" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A skeleton row of a rail: heading placeholder and a few tiles. */
export function SkeletonRail({ count = 6, style = 'standard' }: { count?: number; style?: ThumbnailStyle }) {
  return (
    <div className="row" aria-hidden="true">
      <div className="skeleton skeleton--heading" />
      <div className={`rail rail--${style}`}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={`skeleton skeleton--${style}`} />
        ))}
      </div>
    </div>
  );
}
