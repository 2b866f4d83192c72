/**
 * Toasts: bottom-right, closing after 5000 ms. Machines never toast: their named actions are provided with these.
 *
 * The one rule for failures, said by `notifyFailure` alone: the provider's message when it sent one, else the flow's
 * own message, else the generic one. A call that met an expired session (440, or 401 with a token) says only what
 * the session says, "Your session has expired", in the session's one toast, never a second message of its own (the
 * generic one, "could not be saved", "the search could not be completed" ...); a call cancelled on its way (its page
 * or its session went away) says nothing. A flow keeps a failure as data (`attempt` in src/api: the failure's
 * `message` is `serverMessage(error)`, which carries the session's message to its notice).
 */
import { isCancelledError } from '@tanstack/react-query';
import { toast, type ToastId, type ToastOptions } from './toast';
import { msg } from '@lingui/core/macro';
import { text } from '~/i18n/i18n';
import { SESSION_EXPIRED, serverMessage } from '~/api/attempt';
import type { MessageDescriptor } from '~/domain';

export { text, SESSION_EXPIRED };

export const GENERIC_ERROR = msg({
  id: 'errors.generic',
  message: 'Oops! something unexpected has happened. Please try again in a few moments.',
});

/** One toast for an expired session, however many calls found out at once. */
export const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/** Query cancelled it (its page, or the session, went away) or its caller aborted it: nobody waits for an answer. */
const isCancelled = (error: unknown) =>
  isCancelledError(error) || (error instanceof DOMException && error.name === 'AbortError');

/** The session's own alert, shared by every call that meets the expired session (one toast). */
export function toastSessionExpired() {
  return toast.error(text(SESSION_EXPIRED), { id: SESSION_EXPIRED_TOAST_ID });
}

/**
 * A failure as a flow knows it: `message`, the provider's (a string, as `serverMessage` kept it) or the flow's own
 * (a descriptor); `fallback`, the flow's own message for when the provider said nothing.
 */
export interface FailureNotice {
  message?: string | MessageDescriptor | null | undefined;
  fallback?: MessageDescriptor | undefined;
}

/** The one failure notice: the message, else the fallback, else the generic one; the session's toast for its own. */
export function notifyFailure(notice: FailureNotice, options?: ToastOptions): ToastId {
  const { message, fallback = GENERIC_ERROR } = notice;
  const said = typeof message === 'string' ? message : message ? text(message) : '';
  if (said && said === text(SESSION_EXPIRED)) return toastSessionExpired();
  return toast.error(said || text(fallback), options);
}

/**
 * `notifyFailure` as a flow's named action (its params `{ message, fallback }`): `defaults` for what the machine
 * leaves out (a flow whose machine names no fallback), `options` for the toast (an id, or one computed when it shows).
 */
export function onFailure(defaults: FailureNotice = {}, options?: ToastOptions | (() => ToastOptions)) {
  return (_: unknown, notice?: FailureNotice): void =>
    void notifyFailure(
      { message: notice?.message ?? defaults.message, fallback: notice?.fallback ?? defaults.fallback },
      typeof options === 'function' ? options() : options,
    );
}

/** A failed query or call the app observes outside a flow (a route's query): its notice; a cancelled one says nothing. */
export function toastError(error: unknown, fallback?: MessageDescriptor, options?: { id?: string | number }) {
  if (isCancelled(error)) return null;
  return notifyFailure({ message: serverMessage(error), fallback }, options);
}

/** A message of the flow itself (no server message involved). */
export function toastErrorMessage(descriptor: MessageDescriptor, options?: { id?: string | number }) {
  return notifyFailure({ message: descriptor }, options);
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
