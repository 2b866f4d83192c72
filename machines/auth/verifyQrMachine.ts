/**
 * Authorising a TV's QR code from a logged-in device (spec §2 verify-qr, §4 "QR login on TV", §8 Verify QR).
 *
 * The flow waits for the session to settle, then:
 * - anonymous: goes to /auth/login with a returnTo back to this verify-qr address and says why (log in on this
 *   device and scan again);
 * - logged in: goes home and authorises the code (parsed as an integer) with a loading toast that the success or
 *   error toast replaces; a code that is not a number is an error at once.
 * The actor outlives the page it starts on (that page is left at once) and stops by itself in a final state.
 */
import { setup } from 'xstate';
import { actionStub, promiseStub } from '../shared/stubs';
import type { MessageDescriptor, Result } from '~/domain';
import { outputOk } from '../shared/outcome';

export interface VerifyQrInput {
  /** The raw `qrCode` search parameter. */
  qrCode: string | undefined;
  /** Where login should come back to: this verify-qr address. */
  returnTo: string;
}

export interface VerifyQrContext {
  /** `parseInt(qrCode, 10)`, null when that is not a number. */
  loginCode: number | null;
  returnTo: string;
}

export const verifyQrMessages = {
  loading: /*i18n*/ { id: 'verifyQR.loading', message: 'Verifying the QR code…' },
  succeeded: /*i18n*/ { id: 'verifyQR.succeeded', message: 'QR code verified: your TV is logging in' },
  error: /*i18n*/ { id: 'verifyQR.error', message: 'QR could not be verified' },
  notAuthenticated: /*i18n*/ {
    id: 'verifyQR.message_not_authenticated',
    message: 'Log in on this device, then scan the QR code on your TV again',
  },
} as const;

type Notice = { message: MessageDescriptor };

export function parseLoginCode(qrCode: string | undefined): number | null {
  const code = Number.parseInt(qrCode ?? '', 10);
  return Number.isNaN(code) ? null : code;
}

export const verifyQrMachine = setup({
  types: {
    context: {} as VerifyQrContext,
    input: {} as VerifyQrInput,
  },
  actors: {
    /** Resolves once the session has settled. */
    waitForSession: promiseStub<{ authenticated: boolean }, void>('waitForSession'),
    authorizeTvCode: promiseStub<Result<void>, { loginCode: number }>('authorizeTvCode'),
  },
  actions: {
    goHome: actionStub('goHome'),
    goToLogin: actionStub<{ returnTo: string }>('goToLogin'),
    /** A loading toast that stays until the next notice replaces it. */
    notifyLoading: actionStub<Notice>('notifyLoading'),
    notifySucceeded: actionStub<Notice>('notifySucceeded'),
    notifyFailure: actionStub<Notice>('notifyFailure'),
    notifyInfo: actionStub<Notice>('notifyInfo'),
  },
  guards: {
    hasCode: ({ context }) => context.loginCode !== null,
  },
}).createMachine({
  id: 'verifyQr',
  context: ({ input }) => ({ loginCode: parseLoginCode(input.qrCode), returnTo: input.returnTo }),
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      description: 'Waiting to know whether the member is logged in',
      tags: ['busy'],
      invoke: {
        id: 'waitForSession',
        src: 'waitForSession',
        onDone: [
          {
            description: 'Logged out: the login page opens',
            guard: ({ event }) => !event.output.authenticated,
            target: 'notAuthenticated',
          },
          { description: 'Logged in, with a code: the TV is authorised', guard: 'hasCode', target: 'authorizing' },
          { description: 'The code is not a number', target: 'invalidCode' },
        ],
        onError: { description: 'Logged out: the login page opens', target: 'notAuthenticated' },
      },
    },
    notAuthenticated: {
      description: 'Logged out: the login page asks to log in and scan again',
      type: 'final',
      entry: [
        { type: 'goToLogin', params: ({ context }) => ({ returnTo: context.returnTo }) },
        { type: 'notifyInfo', params: { message: verifyQrMessages.notAuthenticated } },
      ],
    },
    authorizing: {
      description: 'Authorising the TV (home shows, with a loading toast)',
      tags: ['busy'],
      entry: ['goHome', { type: 'notifyLoading', params: { message: verifyQrMessages.loading } }],
      invoke: {
        id: 'authorizeTvCode',
        src: 'authorizeTvCode',
        input: ({ context }) => ({ loginCode: context.loginCode! }),
        onDone: [
          { description: 'The TV is authorised', guard: outputOk, target: 'authorized' },
          { description: 'The code was refused', target: 'failed' },
        ],
        onError: { description: 'The code was refused', target: 'failed' },
      },
    },
    authorized: {
      description: 'The TV is logged in: a toast says so',
      type: 'final',
      entry: { type: 'notifySucceeded', params: { message: verifyQrMessages.succeeded } },
    },
    /** Refused (unknown or expired code, network ...): the error toast replaces the loading one. */
    failed: {
      description: 'The code was refused (unknown or expired): an error toast shows',
      type: 'final',
      entry: { type: 'notifyFailure', params: { message: verifyQrMessages.error } },
    },
    /** The code is not a number: home with the error toast, nothing sent. */
    invalidCode: {
      description: 'The code is not a number: home opens with an error toast',
      type: 'final',
      entry: ['goHome', { type: 'notifyFailure', params: { message: verifyQrMessages.error } }],
    },
  },
});
