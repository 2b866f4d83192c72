/**
 * Change-password modal (spec §5 "Password change": current, new and confirmation, no client-side rule, the server
 * judges; §8: success user.modal_update_password.updated, failure the server message else
 * user.modal_update_password.error). What the user typed is kept when the server refuses.
 */
import { assign, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import { actionStub, promiseStub } from '../shared/stubs';
import type { MessageDescriptor, Result } from '~/domain';
import { failureMessage } from '../shared/outcome';

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
    notifySaved: actionStub<{ message: MessageDescriptor }>('notifySaved'),
    notifySaveFailed: actionStub<{ message: string | null; fallback: MessageDescriptor }>('notifySaveFailed'),
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
      description: 'The change-password modal is closed',
      on: {
        'user.open': {
          description: 'The member opens the change-password modal',
          target: 'editing',
          actions: assign({ form: empty }),
        },
      },
    },
    editing: {
      description: 'Filling in the current and new passwords',
      tags: ['open'],
      on: {
        'user.change': {
          description: 'The member types in a field',
          actions: assign(({ context, event }) => ({ form: { ...context.form, [event.field]: event.value } })),
        },
        'user.submit': { description: 'The member saves', target: 'saving' },
        'user.dismiss': { description: 'The member closes the modal', target: 'closed' },
      },
    },
    saving: {
      description: 'Saving the new password',
      tags: ['open', 'busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.form,
        onDone: [
          {
            description: 'Saved: a toast says so and the modal closes',
            guard: { type: 'saved', params: ({ event }) => ({ output: event.output }) },
            target: 'closed',
            actions: [{ type: 'notifySaved', params: { message: passwordMessages.updated } }, assign({ form: empty })],
          },
          {
            description: 'Refused: the message shows, the modal stays open',
            target: 'editing',
            actions: {
              type: 'notifySaveFailed',
              params: ({ event }) => ({
                message: failureMessage(event),
                fallback: passwordMessages.error,
              }),
            },
          },
        ],
        onError: {
          description: 'No answer: an error shows, the modal stays open',
          target: 'editing',
          actions: { type: 'notifySaveFailed', params: { message: null, fallback: passwordMessages.error } },
        },
      },
    },
  },
});
