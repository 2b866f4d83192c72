/**
 * Toasts (spec §8): bottom-right, 5000 ms. Errors show the provider's message when it sent one, else the flow's
 * own message, else the generic one. Machines never toast: their named actions are provided with these.
 */
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
  return toast.error(errorText(error, fallback), options);
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
