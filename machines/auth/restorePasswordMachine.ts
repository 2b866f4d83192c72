/**
 * Restore password (spec §2 auth/restore-password?token=, §5 Restore password, §8 Reset), web only.
 *
 * The route only shows this with a token. New password and its confirmation must match
 * (restore_password.restore_error_match_passwords under the confirmation). POST /reset-password { password, token }:
 * success toasts 'Password successfully reset' and goes to /auth/login; failure toasts the server message or
 * restore_password.restore_error and keeps what was typed. Effects are named actions provided in
 * src/app/provide/recovery.ts.
 */
import { assign, setup } from 'xstate';
import { actionStub, promiseStub } from '../shared/stubs';
import type { Result } from '~/domain';
import { hasErrors, validateRestorePassword, type RestorePasswordValues, type ValidationCode } from './validation';
import { failureMessage, outputOk } from '../shared/outcome';

/**
 * A Lingui message descriptor (id and English source text), written as a plain object marked for extraction: the lint
 * keeps every `@lingui/*` import out of machines; the app translates it with `i18n._(descriptor)`.
 */
export interface Descriptor {
  id: string;
  message: string;
}
export type RestorePasswordField = keyof RestorePasswordValues;

export interface RestorePasswordInput {
  token: string;
}

export interface RestorePasswordContext {
  token: string;
  values: RestorePasswordValues;
  errors: Partial<Record<RestorePasswordField, Descriptor>>;
}

export type RestorePasswordEvent =
  { type: 'user.change'; field: RestorePasswordField; value: string } | { type: 'user.submit' };

export type RestorePasswordResult = Result<null, 'failed'>;

const messages: Partial<Record<ValidationCode, Descriptor>> = {
  required: /*i18n*/ { id: 'restore_password.error_required', message: 'This field is required' },
  mismatch: /*i18n*/ { id: 'restore_password.restore_error_match_passwords', message: 'The passwords do not match' },
};

export const restorePasswordMachine = setup({
  types: {
    context: {} as RestorePasswordContext,
    events: {} as RestorePasswordEvent,
    input: {} as RestorePasswordInput,
  },
  actors: {
    resetPassword: promiseStub<RestorePasswordResult, { password: string; token: string }>('resetPassword'),
  },
  actions: {
    notifyRestoreSuccess: actionStub('notifyRestoreSuccess'),
    notifyRestoreError: actionStub<{ message: string | null }>('notifyRestoreError'),
    goToLogin: actionStub('goToLogin'),
    change: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      if (event.field === 'password') delete errors.confirmPassword;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showErrors: assign(({ context }) => {
      const errors: RestorePasswordContext['errors'] = {};
      for (const [field, code] of Object.entries(validateRestorePassword(context.values))) {
        errors[field as RestorePasswordField] = messages[code]!;
      }
      return { errors };
    }),
  },
  guards: {
    valid: ({ context }) => !hasErrors(validateRestorePassword(context.values)),
  },
}).createMachine({
  id: 'restorePassword',
  context: ({ input }) => ({ token: input.token, values: { password: '', confirmPassword: '' }, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Choosing a new password (twice)',
      on: {
        'user.change': { description: 'The member types in a field', actions: 'change' },
        'user.submit': [
          { description: 'The passwords are valid and match: saving', guard: 'valid', target: 'restoring' },
          { description: 'A password is not valid or they differ: the error shows', actions: 'showErrors' },
        ],
      },
    },
    restoring: {
      description: 'Saving the new password',
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ password: context.values.password, token: context.token }),
        onDone: [
          {
            description: 'Saved: the login page opens with a toast saying so',
            guard: outputOk,
            target: 'restored',
            actions: ['goToLogin', 'notifyRestoreSuccess'],
          },
          {
            description: 'Refused (the link expired or was used): the message shows',
            target: 'editing',
            actions: {
              type: 'notifyRestoreError',
              params: ({ event }) => ({ message: failureMessage(event) }),
            },
          },
        ],
        onError: {
          description: 'No answer: an error shows',
          target: 'editing',
          actions: { type: 'notifyRestoreError', params: { message: null } },
        },
      },
    },
    restored: { description: 'Password restored', type: 'final' },
  },
});
