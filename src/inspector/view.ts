/**
 * The diagram's view in the inspector: a scale and an offset (CSS pixels of the box), with the fit, zoom and pan
 * operations. Pure: unit-tested.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 4;

const MARGIN = 8;

/** The whole drawing in the box, centred, never larger than its own size. */
export function fitView(s: { width: number; height: number; boxWidth: number; boxHeight: number }): View {
  const scale = Math.max(
    MIN_SCALE,
    Math.min(1, (s.boxWidth - 2 * MARGIN) / s.width, (s.boxHeight - 2 * MARGIN) / s.height),
  );
  return { scale, x: (s.boxWidth - s.width * scale) / 2, y: (s.boxHeight - s.height * scale) / 2 };
}

/** The smallest scale at which a diagram's words can be read in the panel (13 px text at about 7 px). */
export const READABLE_SCALE = 0.55;

/**
 * How a diagram opens: fitted when the whole of it is readable so; a larger flow (the booking's fits at 8 %) at the
 * readable scale instead, from its top left corner, where the diagram then brings its current state into view.
 */
export function openingView(s: { width: number; height: number; boxWidth: number; boxHeight: number }): View {
  const fitted = fitView(s);
  return fitted.scale >= READABLE_SCALE ? fitted : { scale: READABLE_SCALE, x: MARGIN, y: MARGIN };
}

/** Zoomed by `factor` around the box point (px, py), which stays where it is. */
export function zoomAt(v: View, factor: number, px: number, py: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
  const k = scale / v.scale;
  return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
}

/** Moved by (dx, dy) box pixels. */
export function panBy(v: View, dx: number, dy: number): View {
  return { ...v, x: v.x + dx, y: v.y + dy };
}
