/** Shared pieces of the category routes: search params (zod/mini, never breaking the page) and the id check. */
import { redirect } from '@tanstack/react-router';
import { parseId } from '../../domain';
import * as z from 'zod/mini';

const flag = z.catch(z.optional(z.union([z.boolean(), z.literal('true'), z.literal('false')])), undefined);

export const categorySearch = z.object({ showProducts: flag, showCollections: flag });

/** A positive integer id, or a redirect home (spec §2: without an id the page goes home). */
export function idOrHome(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw redirect({ to: '/', replace: true });
  return id;
}
