/**
 * Email verification link (spec §2 verify-user, §8 Verify user).
 *
 * The flow always sends the user to /auth/login first (named action `goToLogin`), then, with the loading toast
 * showing, verifies the token; the loading toast is replaced by the success or the error toast. A link without a
 * token only redirects: the route does that without starting this flow. The actor outlives the page it starts on
 * (that page is left at once), and stops by itself in a final state.
 */
import { setup } from 'xstate';
import { actionStub, promiseStub } from '../shared/stubs';
import type { MessageDescriptor, Result } from '~/domain';
import { outputOk } from '../shared/outcome';

export interface VerifyUserInput {
  verificationToken: string;
}

export interface VerifyUserContext {
  verificationToken: string;
}

export const verifyUserMessages = {
  loading: /*i18n*/ { id: 'verifyUser.loading', message: 'Verifying your account…' },
  succeeded: /*i18n*/ { id: 'verifyUser.succeeded', message: 'Your account has been verified. You can log in now.' },
  error: /*i18n*/ { id: 'verifyUser.error', message: 'User could not be verified' },
} as const;

type Notice = { message: MessageDescriptor };

export const verifyUserMachine = setup({
  types: {
    context: {} as VerifyUserContext,
    input: {} as VerifyUserInput,
  },
  actors: {
    verifyEmail: promiseStub<Result<void>, { verificationToken: string }>('verifyEmail'),
  },
  actions: {
    goToLogin: actionStub('goToLogin'),
    /** A loading toast that stays until the next notice replaces it. */
    notifyLoading: actionStub<Notice>('notifyLoading'),
    notifySucceeded: actionStub<Notice>('notifySucceeded'),
    notifyFailure: actionStub<Notice>('notifyFailure'),
  },
}).createMachine({
  id: 'verifyUser',
  context: ({ input }) => ({ verificationToken: input.verificationToken }),
  initial: 'verifying',
  states: {
    verifying: {
      description: 'Verifying the member’s email (the login page shows, with a toast saying so)',
      tags: ['busy'],
      entry: ['goToLogin', { type: 'notifyLoading', params: { message: verifyUserMessages.loading } }],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ verificationToken: context.verificationToken }),
        onDone: [
          {
            description: 'The email is verified',
            guard: outputOk,
            target: 'verified',
          },
          { description: 'The link was refused', target: 'failed' },
        ],
        onError: { description: 'The verification failed', target: 'failed' },
      },
    },
    verified: {
      description: 'Email verified: a toast says so',
      type: 'final',
      entry: { type: 'notifySucceeded', params: { message: verifyUserMessages.succeeded } },
    },
    failed: {
      description: 'The verification failed: a toast says so',
      type: 'final',
      entry: { type: 'notifyFailure', params: { message: verifyUserMessages.error } },
    },
  },
});
