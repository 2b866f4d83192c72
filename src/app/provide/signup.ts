/**
 * The signup machine with its real actor and effects (the only place it gets `.provide(...)`): POST /register, the
 * redirect to a club's external registration page, the toasts of spec §8 and the way to the login page.
 */
import { fromPromise } from '../actors';
import { msg } from '@lingui/core/macro';
import { toast } from '../toast';
import { signupMachine } from '../../../machines/auth/signupMachine';
import { fail, ok } from '../../domain';
import { isApiError } from '../../api/errors';
import { toastErrorMessage, toastSuccess } from '../notify';
import { safeUrl } from '../../shared/urlPolicy';
import type { AppDeps } from '../machines';

export const SIGNUP_SUCCESS = msg({
  id: 'signup.signup_success',
  message: 'Your account has been created. We will send you an email to confirm it.',
});
export const SIGNUP_ERROR = msg({ id: 'signup.signup_error', message: 'Registration could not be completed.' });

export interface SignupDeps extends Pick<AppDeps, 'endpoints' | 'navigate'> {
  /** Leaves the app for an external address (window.location.assign). */
  assignLocation?(url: string): void;
}

const serverMessage = (error: unknown): string | undefined => (isApiError(error) ? error.serverMessage : undefined);

export function provide(deps: SignupDeps) {
  const assignLocation = deps.assignLocation ?? ((url: string) => window.location.assign(url));
  const signup = signupMachine.provide({
    actors: {
      register: fromPromise(async ({ input }) => {
        try {
          const result = await deps.endpoints.register(input);
          return result.error ? fail('rejected' as const, result.message) : ok(null);
        } catch (error) {
          return fail('failed' as const, serverMessage(error));
        }
      }),
    },
    actions: {
      // checked again right before the browser leaves (src/shared/urlPolicy): a refused address goes nowhere
      goToExternalSignup: (_, { url }) => {
        const target = safeUrl(url);
        if (target) assignLocation(target);
      },
      goToLogin: (_, { email }) => deps.navigate({ to: '/auth/login', search: { email } }),
      // spec: the success message stays until the user closes it
      notifySignupSuccess: () => void toastSuccess(SIGNUP_SUCCESS, { duration: Infinity }),
      notifySignupError: (_, { message }) => void (message ? toast.error(message) : toastErrorMessage(SIGNUP_ERROR)),
    },
  });
  return { signup };
}
