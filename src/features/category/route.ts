/** Shared pieces of the category routes: search params (zod/mini, never breaking the page) (the id check: idOrHome of src/app/guard). */
import * as z from 'zod/mini';

const flag = z.catch(z.optional(z.union([z.boolean(), z.literal('true'), z.literal('false')])), undefined);

export const categorySearch = z.object({ showProducts: flag, showCollections: flag });
