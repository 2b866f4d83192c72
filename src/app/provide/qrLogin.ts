/**
 * The TV QR login machine with its real actors and effects (the only place it gets `.provide(...)`): the provider's
 * TV code calls and the session hand-over.
 */
import { fromPromise } from '../actors';
import { qrLoginMachine } from '../../../machines/auth/qrLoginMachine';
import { fail, ok } from '../../domain';
import { isApiError } from '../../api/errors';
import type { AppDeps } from '../machines';

export function provide(deps: Pick<AppDeps, 'endpoints' | 'session' | 'navigate'>) {
  const qrLogin = qrLoginMachine.provide({
    actors: {
      getTvLoginCode: fromPromise(async ({ signal }) => {
        try {
          return ok((await deps.endpoints.getTvLoginCode('TV', { signal })).loginCode);
        } catch {
          return fail('failed');
        }
      }),
      validateTvCode: fromPromise(async ({ input, signal }) => {
        try {
          const answer = await deps.endpoints.validateTvCode(input.loginCode, { signal });
          if (answer.status === 'pending') return ok({ status: 'pending' as const });
          return ok({
            status: 'authorized' as const,
            token: answer.token,
            user: answer.user,
            language: answer.language,
          });
        } catch (error) {
          // 404: the provider no longer knows the code (expired): the machine fetches a new one
          if (isApiError(error) && error.kind === 'http' && error.status === 404) return fail('expired' as const);
          return fail('failed' as const);
        }
      }),
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
