/**
 * The login machine with its real actor and effects: the provider's login call, the session hand-over, the way to
 * returnTo (checked) and the error toast.
 */
import { fromPromise } from '../actors';
import { loginMachine } from '~machines/auth/loginMachine';
import { attempt } from '~/api/attempt';
import { onFailure } from '~/services/notify';
import { safeReturnTo } from '~/domain/returnTo';
import type { AppDeps } from '../machines';

export function provide(deps: Pick<AppDeps, 'endpoints' | 'session' | 'navigate'>) {
  const login = loginMachine.provide({
    actors: {
      login: fromPromise(({ input }) =>
        attempt('rejected', async () => {
          const session = await deps.endpoints.login({ ...input, platform: 'WEB' });
          return { token: session.token, user: session.user, language: session.language };
        }),
      ),
    },
    actions: {
      loggedIn: (_, { token, user, language, returnTo }) => {
        deps.session.send({ type: 'session.login', token, user, language });
        deps.navigate({ href: safeReturnTo(returnTo, '/'), replace: true });
      },
      notifyFailure: onFailure(),
    },
  });
  return { login };
}
