/** View model of the login form, projected from a snapshot of the login machine. */
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './loginMachine';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectValues = (s: LoginSnapshot) => s.context.values;
export const selectErrors = (s: LoginSnapshot) => s.context.errors;
/** The submit button shows progress from the request until the app has navigated away. */
export const selectIsBusy = (s: LoginSnapshot): boolean => s.hasTag('busy');
export const selectCanSubmit = (s: LoginSnapshot): boolean => s.can({ type: 'user.submit' });
export const selectIsDone = (s: LoginSnapshot): boolean => s.matches('done');

/** The form's view model in one projection (the page adds the club's signup link and advertisement). */
export const selectLoginView = (s: LoginSnapshot) => ({
  email: s.context.values.email,
  password: s.context.values.password,
  emailError: s.context.errors.email,
  passwordError: s.context.errors.password,
  busy: selectIsBusy(s),
});
