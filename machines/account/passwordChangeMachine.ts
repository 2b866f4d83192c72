/**
 * Change-password modal (spec §5 "Password change": current, new and confirmation, no client-side rule, the server
 * judges; §8: success user.modal_update_password.updated, failure the server message else
 * user.modal_update_password.error). What the user typed is kept when the server refuses.
 */
import { assign, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import { promiseStub } from '../shared/stubs';
import type { MessageDescriptor, Result } from '../../src/domain';

export const passwordMessages = {
  updated: msg({ id: 'user.modal_update_password.updated', message: 'Your password has been changed' }),
  error: msg({ id: 'user.modal_update_password.error', message: 'Your password could not be changed' }),
};

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}
export type PasswordField = keyof PasswordForm;

export type PasswordChangeEvent =
  | { type: 'user.open' }
  | { type: 'user.change'; field: PasswordField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.dismiss' };

const empty: PasswordForm = { oldPassword: '', newPassword: '', newPasswordConfirmation: '' };

export const passwordChangeMachine = setup({
  types: {
    context: {} as { form: PasswordForm },
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: promiseStub<Result<null>, PasswordForm>('changePassword'),
  },
  actions: {
    notifySaved: (_, _params: { message: MessageDescriptor }) => {},
    notifySaveFailed: (_, _params: { message: string | null; fallback: MessageDescriptor }) => {},
  },
  guards: {
    saved: (_, params: { output: Result<null> }) => params.output.ok,
  },
}).createMachine({
  id: 'passwordChange',
  context: { form: empty },
  initial: 'closed',
  states: {
    closed: {
      on: { 'user.open': { target: 'editing', actions: assign({ form: empty }) } },
    },
    editing: {
      tags: ['open'],
      on: {
        'user.change': {
          actions: assign(({ context, event }) => ({ form: { ...context.form, [event.field]: event.value } })),
        },
        'user.submit': 'saving',
        'user.dismiss': 'closed',
      },
    },
    saving: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.form,
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => ({ output: event.output }) },
            target: 'closed',
            actions: [{ type: 'notifySaved', params: { message: passwordMessages.updated } }, assign({ form: empty })],
          },
          {
            target: 'editing',
            actions: {
              type: 'notifySaveFailed',
              params: ({ event }) => ({
                message: event.output.ok ? null : (event.output.message ?? null),
                fallback: passwordMessages.error,
              }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'notifySaveFailed', params: { message: null, fallback: passwordMessages.error } },
        },
      },
    },
  },
});
