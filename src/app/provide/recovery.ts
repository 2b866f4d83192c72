/**
 * The forgotten-password and restore-password machines with their real actors and effects (the only place they get
 * `.provide(...)`): GET /forgotten-password, POST /reset-password, the toasts of spec §8 and the way to the login
 * page.
 */
import { fromPromise } from 'xstate';
import { msg } from '@lingui/core/macro';
import { toast } from '../toast';
import { forgottenPasswordMachine } from '../../../machines/auth/forgottenPasswordMachine';
import { restorePasswordMachine } from '../../../machines/auth/restorePasswordMachine';
import { fail, ok } from '../../domain';
import type { Endpoints } from '../../api/endpoints';
import { isApiError } from '../../api/errors';
import { toastErrorMessage, toastSuccess } from '../notify';

export const REQUEST_SUCCESS = msg({
  id: 'forgotten_password.request_success',
  message: 'We have sent you an email with a link to reset your password.',
});
export const REQUEST_ERROR = msg({
  id: 'forgotten_password.request_error',
  message: 'It was not possible to request a new password',
});
export const RESTORE_SUCCESS = msg({ id: 'restore_password.restore_success', message: 'Password successfully reset' });
export const RESTORE_ERROR = msg({ id: 'restore_password.restore_error', message: 'Could not request a new password' });

const serverMessage = (error: unknown): string | undefined => (isApiError(error) ? error.serverMessage : undefined);

export interface ForgottenPasswordDeps {
  endpoints: Pick<Endpoints, 'forgottenPassword'>;
  /** Router navigation to /auth/login with the email pre-filled. */
  goToLogin(email: string): void;
}

export function provideForgottenPassword(deps: ForgottenPasswordDeps) {
  return forgottenPasswordMachine.provide({
    actors: {
      requestNewPassword: fromPromise(async ({ input }) => {
        try {
          await deps.endpoints.forgottenPassword(input.email);
          return ok(null);
        } catch (error) {
          return fail('failed' as const, serverMessage(error));
        }
      }),
    },
    actions: {
      goToLogin: (_, { email }) => deps.goToLogin(email),
      notifyRequestSuccess: () => void toastSuccess(REQUEST_SUCCESS),
      notifyRequestError: (_, { message }) => void (message ? toast.error(message) : toastErrorMessage(REQUEST_ERROR)),
    },
  });
}

export interface RestorePasswordDeps {
  endpoints: Pick<Endpoints, 'resetPassword'>;
  /** Router navigation to /auth/login. */
  goToLogin(): void;
}

export function provideRestorePassword(deps: RestorePasswordDeps) {
  return restorePasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(async ({ input }) => {
        try {
          await deps.endpoints.resetPassword(input);
          return ok(null);
        } catch (error) {
          return fail('failed' as const, serverMessage(error));
        }
      }),
    },
    actions: {
      goToLogin: () => deps.goToLogin(),
      notifyRestoreSuccess: () => void toastSuccess(RESTORE_SUCCESS),
      notifyRestoreError: (_, { message }) => void (message ? toast.error(message) : toastErrorMessage(RESTORE_ERROR)),
    },
  });
}
