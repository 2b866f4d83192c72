/** Colour helpers for the club theme (spec §9: primary colour derivation factors 0.1, 0.2, 0.05). Pure. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(input: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!m) return null;
  let hex = m[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const h = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Mixes `color` toward `target` by `amount` (0..1). */
export function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return {
    r: color.r + (target.r - color.r) * amount,
    g: color.g + (target.g - color.g) * amount,
    b: color.b + (target.b - color.b) * amount,
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

export const lighten = (c: Rgb, amount: number) => mix(c, WHITE, amount);
export const darken = (c: Rgb, amount: number) => mix(c, BLACK, amount);

export function luminance({ r, g, b }: Rgb): number {
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white text on `background`, whichever contrasts more (docs/ui.md: check text on the primary colour). */
export function readableTextOn(background: Rgb): '#000000' | '#ffffff' {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? '#ffffff' : '#000000';
}

export const DEFAULT_PRIMARY = '#3b82f6';

/**
 * `color` moved toward white (on dark surfaces) or black (on light ones) just enough to reach `min` contrast with
 * `surface`, so text in the club's colour stays readable (WCAG AA 4.5:1).
 */
export function readableOn(color: Rgb, surface: Rgb, min = 4.5): Rgb {
  const target = luminance(surface) < 0.5 ? WHITE : BLACK;
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, surface) >= min) return candidate;
  }
  return target;
}

export interface PrimaryPalette {
  primary: string;
  /** hover: 10 % lighter */
  light: string;
  /** pressed: 20 % darker */
  dark: string;
  /** subtle tint for selected surfaces: 5 % of the colour */
  subtle: string;
  onPrimary: string;
  /** the colour for text and links in the primary colour on the page (at least 4.5:1) */
  text: string;
}

/** The club's primary colour and its derived shades (factors 0.1, 0.2, 0.05). */
export function primaryPalette(primaryColor: string, surface: string): PrimaryPalette {
  const base = parseHex(primaryColor) ?? parseHex(DEFAULT_PRIMARY)!;
  const bg = parseHex(surface) ?? BLACK;
  return {
    primary: toHex(base),
    light: toHex(lighten(base, 0.1)),
    dark: toHex(darken(base, 0.2)),
    subtle: toHex(mix(bg, base, 0.05)),
    onPrimary: readableTextOn(base),
    // checked against the raised surfaces too (cards, dialogs), which are a step lighter/darker than the page
    text: toHex(readableOn(readableOn(base, bg), mix(bg, bg.r + bg.g + bg.b < 384 ? WHITE : BLACK, 0.1))),
  };
}
