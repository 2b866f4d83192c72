/** View model of the forgotten-password actor. */
import type { SnapshotFrom } from 'xstate';
import type { forgottenPasswordMachine } from './forgottenPasswordMachine';

export type ForgottenPasswordSnapshot = SnapshotFrom<typeof forgottenPasswordMachine>;

export const selectValues = (s: ForgottenPasswordSnapshot) => s.context.values;
export const selectErrors = (s: ForgottenPasswordSnapshot) => s.context.errors;
export const selectIsBusy = (s: ForgottenPasswordSnapshot): boolean => s.hasTag('busy');
export const selectIsDone = (s: ForgottenPasswordSnapshot): boolean => s.matches('requested');

/** The form's view model in one projection. */
export const selectForgottenPasswordView = (s: ForgottenPasswordSnapshot) => ({
  email: s.context.values.email,
  emailError: s.context.errors.email ?? null,
  busy: selectIsBusy(s),
});
