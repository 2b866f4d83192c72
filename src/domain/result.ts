/**
 * Expected failures come back from actors as data (docs/architecture.md) and are routed by guards; `onError` is left for
 * the unexpected. `Result` is that data: the machines declare it, `src/app` builds it.
 */
export type Result<T, E extends string = string> = { ok: true; value: T } | { ok: false; error: E; message?: string };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E extends string>(error: E, message?: string): Result<never, E> =>
  message === undefined ? { ok: false, error } : { ok: false, error, message };
