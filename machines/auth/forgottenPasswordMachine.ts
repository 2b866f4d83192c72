/**
 * Forgotten password (spec §2 auth/forgotten-password, §8 Forgot password), web only.
 *
 * One email field. The request (GET /forgotten-password) succeeds: toast that a mail with a reset link will arrive
 * and go to /auth/login with the email pre-filled. It fails: toast the server message or
 * forgotten_password.request_error and stay with the email kept. Effects are named actions provided in
 * src/app/provide/recovery.ts.
 */
import { assign, setup } from 'xstate';
import { actionStub, promiseStub } from '../shared/stubs';
import type { Result } from '~/domain';
import { hasErrors, validateForgottenPassword, type ForgottenPasswordValues, type ValidationCode } from './validation';
import { failureMessage, outputOk } from '../shared/outcome';

/**
 * A Lingui message descriptor (id and English source text), written as a plain object marked for extraction: the lint
 * keeps every `@lingui/*` import out of machines; the app translates it with `i18n._(descriptor)`.
 */
export interface Descriptor {
  id: string;
  message: string;
}
export type ForgottenPasswordField = keyof ForgottenPasswordValues;

export interface ForgottenPasswordInput {
  /** Pre-filled email (e.g. the one typed on the login page). */
  email?: string;
}

export interface ForgottenPasswordContext {
  values: ForgottenPasswordValues;
  errors: Partial<Record<ForgottenPasswordField, Descriptor>>;
}

export type ForgottenPasswordEvent =
  { type: 'user.change'; field: ForgottenPasswordField; value: string } | { type: 'user.submit' };

export type ForgottenPasswordResult = Result<null, 'failed'>;

const messages: Partial<Record<ValidationCode, Descriptor>> = {
  required: /*i18n*/ { id: 'forgotten_password.error_required', message: 'Enter your email' },
  email: /*i18n*/ { id: 'forgotten_password.error_email', message: 'Enter a valid email address' },
};

export const forgottenPasswordMachine = setup({
  types: {
    context: {} as ForgottenPasswordContext,
    events: {} as ForgottenPasswordEvent,
    input: {} as ForgottenPasswordInput,
  },
  actors: {
    requestNewPassword: promiseStub<ForgottenPasswordResult, { email: string }>('requestNewPassword'),
  },
  actions: {
    notifyRequestSuccess: actionStub<{ email: string }>('notifyRequestSuccess'),
    notifyRequestError: actionStub<{ message: string | null }>('notifyRequestError'),
    goToLogin: actionStub<{ email: string }>('goToLogin'),
    change: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showErrors: assign(({ context }) => {
      const codes = validateForgottenPassword(context.values);
      return { errors: codes.email ? { email: messages[codes.email]! } : {} };
    }),
  },
  guards: {
    valid: ({ context }) => !hasErrors(validateForgottenPassword(context.values)),
  },
}).createMachine({
  id: 'forgottenPassword',
  context: ({ input }) => ({ values: { email: input.email ?? '' }, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Filling in the email to get a new password',
      on: {
        'user.change': { description: 'The member types the email', actions: 'change' },
        'user.submit': [
          { description: 'A valid email: the request is sent', guard: 'valid', target: 'requesting' },
          { description: 'The email is not valid: its error shows', actions: 'showErrors' },
        ],
      },
    },
    requesting: {
      description: 'Asking the club to send a new password',
      tags: ['busy'],
      invoke: {
        id: 'requestNewPassword',
        src: 'requestNewPassword',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: [
          {
            description: 'Sent: the login page opens with a toast saying an email is on its way',
            guard: outputOk,
            target: 'requested',
            actions: [
              { type: 'goToLogin', params: ({ context }) => ({ email: context.values.email.trim() }) },
              { type: 'notifyRequestSuccess', params: ({ context }) => ({ email: context.values.email.trim() }) },
            ],
          },
          {
            description: 'Refused: the server’s message shows',
            target: 'editing',
            actions: {
              type: 'notifyRequestError',
              params: ({ event }) => ({ message: failureMessage(event) }),
            },
          },
        ],
        onError: {
          description: 'No answer: an error shows',
          target: 'editing',
          actions: { type: 'notifyRequestError', params: { message: null } },
        },
      },
    },
    requested: { description: 'Requested', type: 'final' },
  },
});
