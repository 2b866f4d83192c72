/**
 * The login machine with its real actor and effects: the provider's login call, the session hand-over, the way to
 * returnTo (checked) and the error toast.
 */
import { fromPromise } from '../actors';
import { loginMachine } from '../../../machines/auth/loginMachine';
import { fail, ok } from '../../domain';
import { failureMessage, toastFailure } from '../notify';
import { safeReturnTo } from '../returnTo';
import type { AppDeps } from '../machines';

/**
 * The provider's own message when it sent one (spec §8: "server message or ..."); an expired session's, which its
 * notice folds into the session's one toast (`failureMessage`).
 */
export const serverMessage = failureMessage;

export function provide(deps: Pick<AppDeps, 'endpoints' | 'session' | 'navigate'>) {
  const login = loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        try {
          const session = await deps.endpoints.login({ ...input, platform: 'WEB' });
          return ok({ token: session.token, user: session.user, language: session.language });
        } catch (error) {
          return fail('rejected' as const, serverMessage(error));
        }
      }),
    },
    actions: {
      loggedIn: (_, { token, user, language, returnTo }) => {
        deps.session.send({ type: 'session.login', token, user, language });
        deps.navigate({ href: safeReturnTo(returnTo, '/'), replace: true });
      },
      notifyFailure: (_, { message, fallback }) => void toastFailure(message, fallback),
    },
  });
  return { login };
}
