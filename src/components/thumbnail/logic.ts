/**
 * Pure rules of the thumbnail family (spec §4 Product badges, §9 breakpoints and skeleton columns, live pill).
 */
import { livePhase, liveTimes, type LiveSchedule, type ProductCard } from '~/domain';
import type { ThumbnailStyle } from './types';

export type Badge = 'favorite' | 'rental' | 'locked';

/** Spec §4: a favourite icon; a rental icon if it has a rental price, otherwise a locked icon if not available. */
export function productBadges(
  product: Pick<ProductCard, 'rentalPrice' | 'available' | 'favorite'>,
  favorite?: boolean,
): Badge[] {
  const badges: Badge[] = [];
  if (favorite ?? product.favorite) badges.push('favorite');
  if (product.rentalPrice != null && product.rentalPrice > 0) badges.push('rental');
  else if (!product.available) badges.push('locked');
  return badges;
}

/**
 * What a tile of a titled item (product, collection) says: its accessible name is the full title ("title -
 * subtitle"), and the text under the image shows the title with the subtitle on its own line, as the item's own page
 * does; the full title is shown only when there is no title, and then without the subtitle it already holds.
 */
export function tileText(item: { title: string; subtitle: string; fullTitle: string }): {
  name: string;
  title: string;
  subtitle: string;
} {
  const shown = item.title.trim() || item.fullTitle.trim() || item.subtitle.trim();
  const subtitle = item.subtitle.trim();
  const under = subtitle && !shown.includes(subtitle) ? subtitle : '';
  return { name: item.fullTitle.trim() || [shown, under].filter(Boolean).join(' - '), title: shown, subtitle: under };
}

export type LiveState = { kind: 'none' } | { kind: 'live' } | { kind: 'upcoming'; start: Date } | { kind: 'ended' };

/** "Live" while now is between start and end (inclusive), else upcoming (start shown) or ended. */
export function liveState(schedule: LiveSchedule | null, now: number | Date = Date.now()): LiveState {
  const times = liveTimes(schedule);
  const phase = livePhase(times, typeof now === 'number' ? now : now.getTime());
  if (phase === 'future' && times.start !== null) return { kind: 'upcoming', start: new Date(times.start) };
  return { kind: phase === 'current' ? 'live' : phase === 'past' ? 'ended' : 'none' };
}

/** Spec §9 breakpoints (px, min-width). */
/** dd/MM HH:mm in local time: the start of an upcoming live event (kept dependency-free for the first load). */
export function formatLiveStart(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Time until a live event starts (spec §4 live event timer), as `H:MM:SS`, with whole days first when there are any
 * (`2 d 03:04:05`). Negative values read as zero.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${days > 0 ? pad(h) : h}:${pad(m)}:${pad(sec)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

export type GridSize = 'xs' | 'sm' | 'md' | 'lg';

/**
 * Spec §9 "Responsive skeleton columns per size xs to xxl": bootstrap-style spans (of 12) for each breakpoint
 * xs, sm, md, lg, xl, xxl. A span of 6 is two items a row, 1 is twelve.
 */
export const GRID_SPANS: Record<GridSize, readonly [number, number, number, number, number, number]> = {
  xs: [6, 4, 3, 3, 2, 1],
  sm: [6, 4, 4, 3, 3, 2],
  md: [12, 6, 6, 4, 4, 3],
  lg: [12, 12, 6, 6, 4, 3],
};

export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const bp of BREAKPOINT_ORDER) if (width >= BREAKPOINTS[bp]) current = bp;
  return current;
}

/** Items a row for a grid size at a breakpoint (12 / span). */
export function gridColumns(size: GridSize, breakpoint: Breakpoint): number {
  const span = GRID_SPANS[size][BREAKPOINT_ORDER.indexOf(breakpoint)] ?? 12;
  return Math.max(1, Math.round(12 / span));
}

/** The grid size that fits a thumbnail style: profile and portrait tiles are smaller than wide ones. */
export function gridSizeFor(style: ThumbnailStyle): GridSize {
  switch (style) {
    case 'profile':
      return 'xs';
    case 'portrait':
      return 'sm';
    case 'panoramic':
      return 'lg';
    default:
      return 'md';
  }
}

/** The overlay colours (spec §9: 25, 50 and 75 % of the dominant colour) as CSS custom properties. */
export function overlayVars(rgb: readonly [number, number, number] | null): Record<string, string> {
  if (!rgb) return {};
  const [r, g, b] = rgb;
  return {
    '--thumb-overlay-25': `rgb(${r} ${g} ${b} / 0.25)`,
    '--thumb-overlay-50': `rgb(${r} ${g} ${b} / 0.5)`,
    '--thumb-overlay-75': `rgb(${r} ${g} ${b} / 0.75)`,
  };
}

/**
 * A built path (spec §2 "Paths the product builds", which may carry a query such as the category's
 * `?showProducts=true&showCollections=true`) as TanStack Link props: the query goes in `search` with JSON values
 * parsed (so `true` stays `true` and serialises back to `true`).
 */
export function linkTarget(path: string): { to: string; search?: Record<string, unknown> } {
  const q = path.indexOf('?');
  if (q < 0) return { to: path };
  const search: Record<string, unknown> = {};
  new URLSearchParams(path.slice(q + 1)).forEach((value, key) => {
    try {
      search[key] = JSON.parse(value);
    } catch {
      search[key] = value;
    }
  });
  return { to: path.slice(0, q), search };
}
