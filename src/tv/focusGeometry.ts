/** Geometry inside a region: the lines of a grid, the nearest stop beside on a line, the nearest column. */
import type { Direction } from '~machines/tv/tvShellMachine';

export const middle = (r: DOMRect) => (r.top + r.bottom) / 2;
export const centre = (r: DOMRect) => (r.left + r.right) / 2;
export const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(middle(a) - middle(b)) < Math.min(a.height, b.height) / 2;

/** The nearest stop beside `current` on its line, in `direction` (left or right), or null at the line's end. */
export function beside(current: HTMLElement, candidates: HTMLElement[], direction: Direction): HTMLElement | null {
  const c = current.getBoundingClientRect();
  const sign = direction === 'right' ? 1 : -1;
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const s of candidates) {
    if (s === current) continue;
    const r = s.getBoundingClientRect();
    const distance = (centre(r) - centre(c)) * sign;
    if (!sameLine(r, c) || distance <= 1 || distance >= bestDistance) continue;
    best = s;
    bestDistance = distance;
  }
  return best;
}

/** In a grid: the stop of the next line up or down in the nearest column, or null from the first or last line. */
export function lineNeighbour(
  current: HTMLElement,
  candidates: HTMLElement[],
  direction: Direction,
): HTMLElement | null {
  const c = current.getBoundingClientRect();
  const sign = direction === 'down' ? 1 : -1;
  const rects = candidates.map((s) => [s, s.getBoundingClientRect()] as const);
  const ahead = rects.filter(
    ([s, r]) => s !== current && (middle(r) - middle(c)) * sign > Math.min(r.height, c.height) / 2,
  );
  if (ahead.length === 0) return null;
  const line = ahead.reduce((a, b) =>
    Math.abs(middle(b[1]) - middle(c)) < Math.abs(middle(a[1]) - middle(c)) ? b : a,
  );
  const onLine = ahead.filter(([, r]) => sameLine(r, line[1]));
  return onLine.reduce((a, b) => (Math.abs(centre(b[1]) - centre(c)) < Math.abs(centre(a[1]) - centre(c)) ? b : a))[0];
}
