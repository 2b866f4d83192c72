/**
 * A club's look on the document: theme (dark default, light), primary colour with derived shades, fonts, as CSS
 * custom properties (docs/ui.md: tokens, no inline style strings). The app applies it with the rest of the club
 * (./applyClub); the boot applies it from the configuration's first answer before it paints the page's hero early
 * (src/boot/clubBoot.ts), so that the early hero has the club's colours and fonts from its first frame.
 */
import type { Club } from '../domain';
import { primaryPalette } from './color.ts';

/** Each theme's page colour (`--color-bg` in tokens.css), for the browser's `theme-color` and the first frame's. */
export const SURFACE = { dark: '#0b0d12', light: '#ffffff' } as const;

/** What the look is set on: the document's root element (or the boot's stand-in for it in a test). */
export interface StyleRoot {
  setAttribute(name: string, value: string): void;
  style: Pick<CSSStyleDeclaration, 'colorScheme' | 'setProperty'>;
}

export function applyClubStyle(style: Club['style'], root: StyleRoot): void {
  const theme = style.clubTheme;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  const palette = primaryPalette(style.primaryColor, SURFACE[theme]);
  root.style.setProperty('--color-primary', palette.primary);
  root.style.setProperty('--color-primary-light', palette.light);
  root.style.setProperty('--color-primary-dark', palette.dark);
  root.style.setProperty('--color-primary-subtle', palette.subtle);
  root.style.setProperty('--color-on-primary', palette.onPrimary);
  root.style.setProperty('--color-primary-text', palette.text);
  if (style.fontFamilyBase) root.style.setProperty('--font-heading', `"${style.fontFamilyBase}", var(--font-system)`);
  if (style.fontFamilyText) root.style.setProperty('--font-body', `"${style.fontFamilyText}", var(--font-system)`);
}
