/**
 * The forgotten-password and restore-password machines with their real actors and effects (the only place they get
 * `.provide(...)`): GET /forgotten-password, POST /reset-password, the toasts of spec §8 and the way to the login
 * page.
 */
import { fromPromise } from '../actors';
import { msg } from '@lingui/core/macro';
import { forgottenPasswordMachine } from '~machines/auth/forgottenPasswordMachine';
import { restorePasswordMachine } from '~machines/auth/restorePasswordMachine';
import { attempt, nothing } from '~/api/attempt';
import { onFailure, toastSuccess } from '~/services/notify';
import type { AppDeps } from '../machines';

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

/** The two recovery flows: asking for a reset link, and setting the new password from it. */
export function provide(deps: Pick<AppDeps, 'endpoints' | 'navigate'>) {
  return { forgottenPassword: provideForgottenPassword(deps), restorePassword: provideRestorePassword(deps) };
}

function provideForgottenPassword(deps: Pick<AppDeps, 'endpoints' | 'navigate'>) {
  return forgottenPasswordMachine.provide({
    actors: {
      requestNewPassword: fromPromise(({ input }) =>
        attempt('failed', () => nothing(deps.endpoints.forgottenPassword(input.email))),
      ),
    },
    actions: {
      goToLogin: (_, { email }) => deps.navigate({ to: '/auth/login', search: { email } }),
      notifyRequestSuccess: () => void toastSuccess(REQUEST_SUCCESS),
      notifyRequestError: onFailure({ fallback: REQUEST_ERROR }),
    },
  });
}

function provideRestorePassword(deps: Pick<AppDeps, 'endpoints' | 'navigate'>) {
  return restorePasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(({ input }) => attempt('failed', () => nothing(deps.endpoints.resetPassword(input)))),
    },
    actions: {
      goToLogin: () => deps.navigate({ to: '/auth/login' }),
      notifyRestoreSuccess: () => void toastSuccess(RESTORE_SUCCESS),
      notifyRestoreError: onFailure({ fallback: RESTORE_ERROR }),
    },
  });
}
