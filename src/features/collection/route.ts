import { redirect } from '@tanstack/react-router';
import { parseId } from '../../domain';

/** A positive integer id, or a redirect home (spec §2: a missing id redirects to /). */
export function idOrHome(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw redirect({ to: '/', replace: true });
  return id;
}
