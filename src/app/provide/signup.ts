/**
 * The signup machine with its real actor and effects (the only place it gets `.provide(...)`): POST /register, the
 * redirect to a club's external registration page, the toasts of spec §8 and the way to the login page.
 */
import { fromPromise } from '../actors';
import { msg } from '@lingui/core/macro';
import { signupMachine } from '~machines/auth/signupMachine';
import { fail, ok } from '~/domain';
import { attempt } from '~/api/attempt';
import { onFailure, toastSuccess } from '~/services/notify';
import { safeUrl } from '~/domain/urlPolicy';
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

export function provide(deps: SignupDeps) {
  const assignLocation = deps.assignLocation ?? ((url: string) => window.location.assign(url));
  const signup = signupMachine.provide({
    actors: {
      // an answer with `error` is the provider's refusal (its message shown), not a failed call
      register: fromPromise(async ({ input }) => {
        const answer = await attempt('failed', () => deps.endpoints.register(input));
        if (!answer.ok) return answer;
        return answer.value.error ? fail('rejected' as const, answer.value.message) : ok(null);
      }),
    },
    actions: {
      // checked again right before the browser leaves (src/domain/urlPolicy): a refused address goes nowhere
      goToExternalSignup: (_, { url }) => {
        const target = safeUrl(url);
        if (target) assignLocation(target);
      },
      goToLogin: (_, { email }) => deps.navigate({ to: '/auth/login', search: { email } }),
      // spec: the success message stays until the user closes it
      notifySignupSuccess: () => void toastSuccess(SIGNUP_SUCCESS, { duration: Infinity }),
      notifySignupError: onFailure({ fallback: SIGNUP_ERROR }),
    },
  });
  return { signup };
}
