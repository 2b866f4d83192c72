import { redirect } from '@tanstack/react-router';
import { parseId } from '../../domain';
import * as z from 'zod/mini';
import { searchText } from '../../app/searchParams';

/** A positive integer id, or a redirect home (spec §2: without productId go home). */
export function productIdOrHome(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw redirect({ to: '/', replace: true });
  return id;
}

/**
 * `?resolve=play`: the play or trailer route found no video (or a member comes back to renting it); anything else
 * reads as nothing. `?card=`: the card a member just added for this rent (issue 12 item 13), selected in the modal.
 */
export const productSearch = z.object({
  resolve: z.catch(z.optional(z.literal('play')), undefined),
  card: searchText,
});
