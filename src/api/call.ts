/**
 * What every operation shares (the operations: `./<domain>/ops.<tier>.ts`, listed in ./operations): running a call,
 * acknowledgements, the club parameter, the per-call options.
 */
import type { components } from '~openapi/schema';
import type { Api } from './client';
import { decode } from './decode';
import { ApiError, isApiError } from './errors';
import { Ok } from './common/schemas';

export type Schemas = components['schemas'];

/** Per-call options, the last argument of every operation; `signal` lets TanStack Query cancel a request. */
export interface CallInit {
  signal?: AbortSignal;
}

export interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Runs one call: network and JSON failures, 440 and non-2xx answers become ApiErrors; returns the 2xx body. */
export async function send(operation: string, call: () => Promise<RawResult>): Promise<unknown> {
  let result: RawResult;
  try {
    result = await call();
  } catch (error) {
    if (isApiError(error) || isAbortError(error)) throw error;
    if (error instanceof SyntaxError) throw ApiError.parse(operation, `the body is not valid JSON (${error.message})`);
    throw ApiError.network(operation, error);
  }
  const { response } = result;
  if (response.status === 440) throw ApiError.sessionExpired(operation, result.error);
  if (!response.ok) throw ApiError.http(operation, response.status, result.error);
  return result.data;
}

/** An `Ok` acknowledgement (or no body). `ok: false` on a 2xx is a failure too (kind 'http', the 2xx status). */
export async function acknowledge(operation: string, call: () => Promise<RawResult>): Promise<void> {
  let status = 200;
  const data = await send(operation, async () => {
    const result = await call();
    status = result.response.status;
    return result;
  });
  const ok = decode(operation, Ok, data);
  if (ok && ok.ok === false)
    throw ApiError.http(operation, status, { message: ok.message ?? undefined, code: 'NOT_OK' });
}

export function club(api: Api): { club: string } {
  return { club: api.club() };
}

export function text(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}
