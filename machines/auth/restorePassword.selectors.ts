/** View model of the restore-password actor. */
import type { SnapshotFrom } from 'xstate';
import type { restorePasswordMachine } from './restorePasswordMachine';

export type RestorePasswordSnapshot = SnapshotFrom<typeof restorePasswordMachine>;

export const selectValues = (s: RestorePasswordSnapshot) => s.context.values;
export const selectErrors = (s: RestorePasswordSnapshot) => s.context.errors;
export const selectIsBusy = (s: RestorePasswordSnapshot): boolean => s.hasTag('busy');
export const selectIsDone = (s: RestorePasswordSnapshot): boolean => s.matches('restored');

/** The form's view model in one projection. */
export const selectRestorePasswordView = (s: RestorePasswordSnapshot) => ({
  password: s.context.values.password,
  confirmPassword: s.context.values.confirmPassword,
  passwordError: s.context.errors.password ?? null,
  confirmPasswordError: s.context.errors.confirmPassword ?? null,
  busy: selectIsBusy(s),
});
