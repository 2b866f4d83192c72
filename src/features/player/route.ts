import { redirect } from '@tanstack/react-router';
import { parseId } from '../../domain';

/** A positive integer id from a route parameter, or a redirect home (spec §2: without an id go home). */
export function idOrHome(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw redirect({ to: '/', replace: true });
  return id;
}

/**
 * Starts loading hls.js while the item loads, so the player does not wait for it (loaded on the play routes only).
 * The player's full build: its subtitles need it (the banner and the trailer use the light one).
 */
export function preloadHls(): void {
  void import('hls.js').catch(() => {});
}
