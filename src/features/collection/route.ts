import { redirect } from '@tanstack/react-router';

/** A positive integer id, or a redirect home (spec §2: a missing id redirects to /). */
export function idOrHome(raw: string | undefined): number {
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect({ to: '/', replace: true });
  return id;
}
