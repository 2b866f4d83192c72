/**
 * The verify-user and verify-qr machines with their real actors and effects (the only place they get
 * `.provide(...)`). Both flows leave the page they start on at once, so their actors are not tied to it: `start*`
 * creates and starts one, and it stops by itself in a final state. The loading toast is replaced by id.
 */
import { fromPromise } from 'xstate';
import { toast } from '../toast';
import { verifyQrMachine, type VerifyQrInput } from '../../../machines/auth/verifyQrMachine';
import { verifyUserMachine, type VerifyUserInput } from '../../../machines/auth/verifyUserMachine';
import { fail, ok } from '../../domain';
import * as sessionSel from '../../../machines/session/session.selectors';
import type { Endpoints } from '../../api/endpoints';
import { text } from '../notify';
import type { SessionActor } from '../session';
import { waitForSession } from '../waitForSession';
import { createActor } from '../inspect';

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
    notifyFailure: (_: unknown, { message }: { message: Parameters<typeof text>[0] }) => {
      toast.error(text(message), { ...replace(), duration: 5000 });
    },
    notifyInfo: (_: unknown, { message }: { message: Parameters<typeof text>[0] }) => {
      toast(text(message), { duration: 5000 });
    },
  };
}

export interface VerifyUserDeps {
  endpoints: Pick<Endpoints, 'verifyEmail'>;
  navigate(href: string): void;
}

export function provideVerifyUser(deps: VerifyUserDeps) {
  const { notifyLoading, notifySucceeded, notifyFailure } = notices();
  return verifyUserMachine.provide({
    actors: {
      verifyEmail: fromPromise(async ({ input }) => {
        try {
          await deps.endpoints.verifyEmail(input.verificationToken);
          return ok(undefined);
        } catch {
          return fail('failed');
        }
      }),
    },
    actions: {
      goToLogin: () => deps.navigate('/auth/login'),
      notifyLoading,
      notifySucceeded,
      notifyFailure,
    },
  });
}

export function startVerifyUser(deps: VerifyUserDeps, input: VerifyUserInput) {
  return createActor(provideVerifyUser(deps), { input }).start();
}

export interface VerifyQrDeps {
  endpoints: Pick<Endpoints, 'authorizeTvCode'>;
  session: SessionActor;
  navigate(href: string): void;
}

export function provideVerifyQr(deps: VerifyQrDeps) {
  return verifyQrMachine.provide({
    actors: {
      waitForSession: fromPromise(async () => ({
        authenticated: sessionSel.selectIsAuthenticated(await waitForSession(deps.session)),
      })),
      authorizeTvCode: fromPromise(async ({ input }) => {
        try {
          await deps.endpoints.authorizeTvCode(input.loginCode);
          return ok(undefined);
        } catch {
          return fail('failed');
        }
      }),
    },
    actions: {
      goHome: () => deps.navigate('/'),
      goToLogin: (_, { returnTo }) => deps.navigate(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`),
      ...notices(),
    },
  });
}

export function startVerifyQr(deps: VerifyQrDeps, input: VerifyQrInput) {
  return createActor(provideVerifyQr(deps), { input }).start();
}
