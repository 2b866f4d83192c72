/**
 * Search parameters read as text, whatever type the router's parser gave them: TanStack Router parses each value as
 * JSON first, so `?qrCode=123456` arrives as a number and `?token=true` as a boolean. A code, a token, an email or a
 * coupon is text: every route reads its parameters through `searchText`, so a redirect carries them on unchanged
 *. Anything else (an object, an array) reads as absent.
 */
import * as z from 'zod/mini';

export const searchText = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number(), z.boolean()]),
      z.transform((v) => String(v)),
    ),
  ),
  undefined,
);
