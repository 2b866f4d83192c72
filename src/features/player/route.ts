import { redirect } from '@tanstack/react-router';
import { parseId } from '../../domain';

/** A positive integer id from a route parameter, or a redirect home (spec §2: without an id go home). */
export function idOrHome(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw redirect({ to: '/', replace: true });
  return id;
}

/** Starts loading hls.js while the item loads, so the player does not wait for it (DESIGN.md §11 budget). */
export function preloadHls(): void {
  void import('hls.js/light').catch(() => {});
}
