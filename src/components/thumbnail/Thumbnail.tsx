/**
 * The frame every thumbnail shares: a link to the item's detail path with a reserved aspect ratio, a lazy image
 * (IntersectionObserver, 1000px margin; eager when `priority`, else once the page's first screen has been drawn:
 * src/performance/firstScreen.ts), dominant-colour overlays, optional title, badges
 * and extra content. The accessible name is the title whether it is shown or not.
 */
import { Link } from '@tanstack/react-router';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { FIRST_SCREEN_IMAGE, useFirstScreenDrawn } from '../useFirstScreenDrawn';
import { useDominantColor, useNearViewport } from './hooks';
import { linkTarget, overlayVars } from './logic';
import type { ThumbnailStyle } from './types';

export interface ThumbnailFrameProps {
  to: string;
  /** the title shown under the image */
  title: string;
  /** the accessible name, when it is not the title shown (a product's full title: "title - subtitle") */
  name?: string;
  /** extra words for the accessible name (badges, live state) */
  description?: string;
  image: string;
  style: ThumbnailStyle;
  showTitle: boolean;
  priority?: boolean;
  subtitle?: string;
  /** badges, pills: rendered over the image */
  overlay?: ReactNode;
  /** replaces the single image (home and away teams) */
  media?: ReactNode;
  className?: string;
  /**
   * false for a link that opens a dialog over the page it is on (the magazine's items): the page keeps its scroll
   * position behind the dialog, and the member finds the item where it was when it closes
   */
  resetScroll?: boolean;
}

export function ThumbnailFrame(props: ThumbnailFrameProps) {
  const { to, title, description, image, style, showTitle, priority = false, subtitle, overlay, media } = props;
  const { ref, near } = useNearViewport<HTMLAnchorElement>(priority);
  // near the viewport, and either one of the page's largest-paint candidates or after the first screen has been drawn
  const drawn = useFirstScreenDrawn();
  const load = near && (priority || drawn);
  // The image is requested once, in CORS mode, for both the <img> and the colour sampling (a plain <img> and a CORS
  // sample were two requests of every thumbnail). An image host that refuses CORS still shows the image:
  // the <img> falls back to a plain request and the overlay keeps its default colour.
  const [cors, setCors] = useState(true);
  const rgb = useDominantColor(image, load && cors);
  const name = props.name || title;
  const label = description ? `${name}, ${description}` : name;
  return (
    <Link
      ref={ref}
      {...linkTarget(to)}
      resetScroll={props.resetScroll}
      className={`thumb thumb--${style}${props.className ? ` ${props.className}` : ''}`}
      aria-label={label || undefined}
      style={overlayVars(rgb) as CSSProperties}
      data-testid="thumbnail"
    >
      <span className="thumb__media">
        {/* the media (the teams' crests) load when the image would */}
        {load
          ? (media ??
            (image ? (
              <img
                className="thumb__image"
                src={image}
                alt=""
                loading={priority ? 'eager' : 'lazy'}
                {...(priority ? FIRST_SCREEN_IMAGE : null)}
                decoding="async"
                crossOrigin={cors ? 'anonymous' : undefined}
                onError={cors ? () => setCors(false) : undefined}
              />
            ) : null))
          : null}
        <span className="thumb__shade" aria-hidden="true" />
        {overlay}
      </span>
      {showTitle && title ? (
        <span className="thumb__text" aria-hidden="true">
          <span className="thumb__title">{title}</span>
          {subtitle ? <span className="thumb__subtitle">{subtitle}</span> : null}
        </span>
      ) : null}
    </Link>
  );
}
