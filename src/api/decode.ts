/**
 * Parse an answer with its schema at the boundary: a mismatch becomes `ApiError` kind 'parse' whose message names
 * the operation and the path of each problem (see `ApiError.parse`).
 */
import type { ZodMiniType } from 'zod/mini';
import { ApiError } from './errors';

export function decode<S extends ZodMiniType>(operation: string, schema: S, data: unknown): S['_zod']['output'] {
  // reportInput: each issue carries the value it was found in (the path may name a shape a transform gave the data)
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw ApiError.parse(operation, result.error.issues, data);
  return result.data;
}
