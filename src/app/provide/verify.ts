/**
 * The verify-user and verify-qr machines with their real actors and effects (the only place they get
 * `.provide(...)`). Both flows leave the page they start on at once, so their actors are not tied to it: the page
 * creates and starts one (`createActor`), and it stops by itself in a final state. The loading toast is replaced by id.
 */
import { fromPromise } from '../actors';
import { toast } from '~/services/toast';
import { verifyQrMachine } from '~machines/auth/verifyQrMachine';
import { verifyUserMachine } from '~machines/auth/verifyUserMachine';
import { attempt } from '~/api/attempt';
import * as sessionSel from '~machines/session/session.selectors';
import { onFailure, text } from '~/services/notify';
import { waitForSession } from '../waitForSession';
import type { AppDeps } from '../machines';

/** Toasts of one flow: the loading toast's id is kept so the outcome replaces it. */
function notices() {
  let loadingId: string | number | undefined;
  const replace = () => (loadingId === undefined ? {} : { id: loadingId });
  return {
    notifyLoading: (_: unknown, { message }: { message: Parameters<typeof text>[0] }) => {
      loadingId = toast.loading(text(message));
    },
    notifySucceeded: (_: unknown, { message }: { message: Parameters<typeof text>[0] }) => {
      toast.success(text(message), { ...replace(), duration: 5000 });
    },
    notifyFailure: onFailure({}, () => ({ ...replace(), duration: 5000 })),
    notifyInfo: (_: unknown, { message }: { message: Parameters<typeof text>[0] }) => {
      toast(text(message), { duration: 5000 });
    },
  };
}

type Deps = Pick<AppDeps, 'endpoints' | 'session' | 'navigate'>;

export function provide(deps: Deps) {
  return { verifyUser: provideVerifyUser(deps), verifyQr: provideVerifyQr(deps) };
}

function provideVerifyUser(deps: Deps) {
  const { notifyLoading, notifySucceeded, notifyFailure } = notices();
  return verifyUserMachine.provide({
    actors: {
      verifyEmail: fromPromise(({ input }) =>
        attempt('failed', () => deps.endpoints.verifyEmail(input.verificationToken)),
      ),
    },
    actions: {
      goToLogin: () => deps.navigate({ to: '/auth/login', replace: true }),
      notifyLoading,
      notifySucceeded,
      notifyFailure,
    },
  });
}

function provideVerifyQr(deps: Deps) {
  return verifyQrMachine.provide({
    actors: {
      waitForSession: fromPromise(async () => ({
        authenticated: sessionSel.selectIsAuthenticated(await waitForSession(deps.session)),
      })),
      authorizeTvCode: fromPromise(({ input }) =>
        attempt('failed', () => deps.endpoints.authorizeTvCode(input.loginCode)),
      ),
    },
    actions: {
      goHome: () => deps.navigate({ to: '/', replace: true }),
      goToLogin: (_, { returnTo }) => deps.navigate({ to: '/auth/login', search: { returnTo }, replace: true }),
      ...notices(),
    },
  });
}
