/** View model of the change-password modal. */
import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './passwordChangeMachine';

export type PasswordChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

export const selectOpen = (s: PasswordChangeSnapshot): boolean => s.hasTag('open');
export const selectIsBusy = (s: PasswordChangeSnapshot): boolean => s.hasTag('busy');
export const selectForm = (s: PasswordChangeSnapshot) => s.context.form;
