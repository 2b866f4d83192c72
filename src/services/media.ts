/**
 * Media queries, read and followed the same way everywhere (reduced motion, the rails' hover pointer, the QR page's
 * small screen). Where there is no `matchMedia` (a test DOM, a server) nothing matches and nothing changes.
 */

/** The member asks for less motion (the banner's autoplay and fades, the TV's smooth scrolling). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the media query matches now. */
export function mediaMatches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Calls `onChange` with the query's new result whenever it changes; returns what stops following it. */
export function watchMedia(query: string, onChange: (matches: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(query);
  const changed = () => onChange(media.matches);
  media.addEventListener?.('change', changed);
  return () => media.removeEventListener?.('change', changed);
}
