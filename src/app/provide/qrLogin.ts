/**
 * The TV QR login machine with its real actors and effects (the only place it gets `.provide(...)`): the provider's
 * TV code calls and the session hand-over.
 */
import { fromPromise } from '../actors';
import { qrLoginMachine } from '~machines/auth/qrLoginMachine';
import { attempt } from '~/api/attempt';
import { isApiError } from '~/api/errors';
import type { AppDeps } from '../machines';

export function provide(deps: Pick<AppDeps, 'endpoints' | 'session' | 'navigate'>) {
  const qrLogin = qrLoginMachine.provide({
    actors: {
      getTvLoginCode: fromPromise(({ signal }) =>
        attempt('failed', async () => (await deps.endpoints.getTvLoginCode('TV', { signal })).loginCode),
      ),
      validateTvCode: fromPromise(({ input, signal }) =>
        attempt(
          'failed',
          async () => {
            const answer = await deps.endpoints.validateTvCode(input.loginCode, { signal });
            if (answer.status === 'pending') return { status: 'pending' as const };
            const { token, user, language } = answer;
            return { status: 'authorized' as const, token, user, language };
          },
          // 404: the provider no longer knows the code (expired): the machine fetches a new one
          { expired: (error) => isApiError(error) && error.kind === 'http' && error.status === 404 },
        ),
      ),
    },
    actions: {
      loggedIn: (_, { token, user, language }) => {
        deps.session.send({ type: 'session.login', token, user, language });
        deps.navigate({ to: '/', replace: true });
      },
    },
  });
  return { qrLogin };
}
