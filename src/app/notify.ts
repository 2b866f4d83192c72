/**
 * Toasts (spec §8): bottom-right, 5000 ms. Errors show the provider's message when it sent one, else the flow's
 * own message, else the generic one. Machines never toast: their named actions are provided with these.
 *
 * The one rule for failures (every failed call a member can set off goes through `toastError` or `toastFailure`):
 * a call that met an expired session (440, or 401 with a token) says only what the session says, "Your session has
 * expired", in the session's one toast, never a second message of its own (the generic one, "could not be saved",
 * "the search could not be completed" ...); a call cancelled on its way (its page or its session went away) says
 * nothing. A flow that keeps a failure as data keeps `failureMessage(error)`, which carries that rule to its notice.
 */
import { isCancelledError } from '@tanstack/react-query';
import { toast } from './toast';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import { errorMessage, isApiError } from '../api/errors';
import type { MessageDescriptor } from '../domain';

export const GENERIC_ERROR = msg({
  id: 'errors.generic',
  message: 'Oops! something unexpected has happened. Please try again in a few moments.',
});

/** Spec §8: status 440, and 401 on a call made with a token. */
export const SESSION_EXPIRED = msg({
  id: 'errors.session_expired',
  message: 'Your session has expired. Please log in again.',
});
/** One toast for an expired session, however many calls found out at once. */
export const SESSION_EXPIRED_TOAST_ID = 'session-expired';

const isSessionExpired = (error: unknown) => isApiError(error) && error.kind === 'session_expired';
/** Query cancelled it (its page, or the session, went away) or its caller aborted it: nobody waits for an answer. */
const isCancelled = (error: unknown) =>
  isCancelledError(error) || (error instanceof DOMException && error.name === 'AbortError');

export const text = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
  i18n._(descriptor.id, values ?? descriptor.values, { message: descriptor.message });

/** The message an error shows: the server's, else `fallback`, else the generic one. */
export function errorText(error: unknown, fallback: MessageDescriptor = GENERIC_ERROR): string {
  if (isSessionExpired(error)) return text(SESSION_EXPIRED);
  return errorMessage(error, text(fallback));
}

/** The session's own alert, shared by every call that meets the expired session (one toast). */
export function toastSessionExpired() {
  return toast.error(text(SESSION_EXPIRED), { id: SESSION_EXPIRED_TOAST_ID });
}

export function toastError(error: unknown, fallback?: MessageDescriptor, options?: { id?: string | number }) {
  if (isSessionExpired(error)) return toastSessionExpired();
  if (isCancelled(error)) return null;
  return toast.error(errorText(error, fallback), options);
}

/**
 * What a flow keeps of a failed call (its failure's `message`): the provider's message; for a call that met an
 * expired session, the session's message, so the flow's notice (`toastFailure`) is the session's one toast.
 */
export function failureMessage(error: unknown): string | undefined {
  if (isSessionExpired(error)) return text(SESSION_EXPIRED);
  return isApiError(error) ? error.serverMessage : undefined;
}

/**
 * A flow's failure notice: its message (`failureMessage`), else the flow's own `fallback`. The session's message
 * is the session's toast (one, however many calls met the expiry), never one more beside it.
 */
export function toastFailure(
  message: string | null | undefined,
  fallback: MessageDescriptor = GENERIC_ERROR,
  options?: { id?: string | number },
) {
  if (message && message === text(SESSION_EXPIRED)) return toastSessionExpired();
  return message ? toast.error(message, options) : toastErrorMessage(fallback, options);
}

/** A message of the flow itself (no server message involved). */
export function toastErrorMessage(descriptor: MessageDescriptor, options?: { id?: string | number }) {
  return toast.error(text(descriptor), options);
}

export function toastSuccess(descriptor: MessageDescriptor, options?: { id?: string | number; duration?: number }) {
  return toast.success(text(descriptor), options);
}

export function toastLoading(descriptor: MessageDescriptor) {
  return toast.loading(text(descriptor));
}

export function toastInfo(descriptor: MessageDescriptor, options?: { duration?: number }) {
  return toast(text(descriptor), options);
}
