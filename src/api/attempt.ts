/**
 * The one way a flow's actor turns a provider call into data (`Result`): `attempt(code, call)` answers `ok(value)`,
 * or `fail(code, serverMessage(error))` when the call throws. A machine never sees an exception of a call.
 *
 * - `serverMessage`: the provider's own message when it sent one (the member reads it in preference to the flow's
 *   own text); for a call that met an expired session (440, or 401 with a token), the session's message, so the
 *   flow's notice folds into the session's one toast ("Your session has expired. Please log in again.").
 * - `known`: refusals a flow tells apart, by code: `attempt('failed', call, { refused: isTooManyDevices })` answers
 *   `fail('refused')` when the provider refuses the playback for too many devices. A known refusal carries no
 *   message: the machine says its own.
 */
import { msg } from '@lingui/core/macro';
import { text } from '~/i18n/i18n';
import { fail, ok, type Result } from '~/domain';
import { type ApiError, isApiError } from './errors';

/** Status 440, and 401 on a call made with a token. */
export const SESSION_EXPIRED = msg({
  id: 'errors.session_expired',
  message: 'Your session has expired. Please log in again.',
});

export const isSessionExpired = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'session_expired';

/** What a flow keeps of a failed call: the provider's message, the session's for an expired session, else nothing. */
export function serverMessage(error: unknown): string | undefined {
  if (isSessionExpired(error)) return text(SESSION_EXPIRED);
  return isApiError(error) ? error.serverMessage : undefined;
}

/** The provider refuses a playback when the account plays on too many devices (409 TOO_MANY_DEVICES). */
export function isTooManyDevices(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.code === 'TOO_MANY_DEVICES');
}

/** A refusal a flow tells apart from the others (`known` of `attempt`). */
export type Refusal = (error: unknown) => boolean;

/** The call's answer as `ok(value)`; its failure as `fail(code, serverMessage)`, or the first matching known code. */
export async function attempt<T, E extends string, K extends string = never>(
  code: E,
  call: () => Promise<T>,
  known?: Record<K, Refusal>,
): Promise<Result<T, E | K>> {
  try {
    return ok(await call());
  } catch (error) {
    for (const [name, matches] of Object.entries<Refusal>(known ?? ({} as Record<K, Refusal>)))
      if (matches(error)) return fail(name as K);
    return fail(code, serverMessage(error));
  }
}

/** A call whose answer says nothing (an acknowledgement) as `null`, the value of a flow's plain success. */
export const nothing = (answer: Promise<unknown>): Promise<null> => answer.then(() => null);
