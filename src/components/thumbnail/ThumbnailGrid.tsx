import type { ReactNode } from 'react';
import { gridSizeFor, type GridSize } from './logic';
import type { ThumbnailStyle } from './types';
import { tvRegion } from '../tvRegion';

export interface ThumbnailGridProps {
  /** the thumbnails' style: chooses the responsive column count (spec §9) unless `size` is given */
  style?: ThumbnailStyle;
  size?: GridSize;
  /** accessible name of the list */
  label?: string;
  children: ReactNode[];
}

/** A responsive grid of thumbnails (a list: each child becomes an item). Columns follow spec §9 per breakpoint. */
export function ThumbnailGrid({ style = 'standard', size, label, children }: ThumbnailGridProps) {
  const s = size ?? gridSizeFor(style);
  return (
    <ul className={`tgrid tgrid--${s}`} aria-label={label} {...tvRegion('grid')}>
      {children.map((child, i) => (
        <li key={i} className="tgrid__item">
          {child}
        </li>
      ))}
    </ul>
  );
}
