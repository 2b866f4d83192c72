/**
 * Toasts (spec §8): bottom-right, 5000 ms. Errors show the provider's message when it sent one, else the flow's
 * own message, else the generic one. Machines never toast: their named actions are provided with these.
 */
import { toast } from './toast';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../i18n/i18n';
import { errorMessage } from '../api/errors';

export const GENERIC_ERROR = msg({
  id: 'errors.generic',
  message: 'Oops! something unexpected has happened. Please try again in a few moments.',
});

export const text = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
  i18n._(descriptor.id, values ?? descriptor.values, { message: descriptor.message });

/** The message an error shows: the server's, else `fallback`, else the generic one. */
export function errorText(error: unknown, fallback: MessageDescriptor = GENERIC_ERROR): string {
  return errorMessage(error, text(fallback));
}

export function toastError(error: unknown, fallback?: MessageDescriptor, options?: { id?: string | number }) {
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
