/**
 * The login machine with its real actor and effects (the only place it gets `.provide(...)`): the provider's login
 * call, the session hand-over and the error toast.
 */
import { fromPromise } from 'xstate';
import { toast } from '../toast';
import { loginMachine } from '../../../machines/auth/loginMachine';
import { fail, ok } from '../../domain';
import type { Endpoints } from '../../api/endpoints';
import { isApiError } from '../../api/errors';
import { toastErrorMessage } from '../notify';
import { safeReturnTo } from '../returnTo';
import type { SessionActor } from '../session';

export interface LoginDeps {
  endpoints: Pick<Endpoints, 'login'>;
  session: Pick<SessionActor, 'send'>;
  /** Router navigation to a same-origin path (with its search). */
  navigate(href: string): void;
  /** The raw `returnTo` search parameter: checked with safeReturnTo before use. */
  returnTo: string | undefined;
}

/** The provider's own message when it sent one (spec §8: "server message or ..."). */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

export function provideLogin(deps: LoginDeps) {
  return loginMachine.provide({
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
      loggedIn: (_, { token, user, language }) => {
        deps.session.send({ type: 'session.login', token, user, language });
        deps.navigate(safeReturnTo(deps.returnTo, '/'));
      },
      notifyFailure: (_, { message, fallback }) => {
        if (message) toast.error(message);
        else toastErrorMessage(fallback);
      },
    },
  });
}
