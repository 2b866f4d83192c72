/** View model of the signup actor. */
import type { SnapshotFrom } from 'xstate';
import type { signupMachine } from './signupMachine';

export type SignupSnapshot = SnapshotFrom<typeof signupMachine>;
export type SignupStep = 'credentials' | 'details' | 'external' | 'registered';

/** Which screen shows: the registering request keeps the details step on screen (busy). */
export function selectStep(s: SignupSnapshot): SignupStep {
  if (s.matches('external')) return 'external';
  if (s.matches('registered')) return 'registered';
  if (s.matches('credentials')) return 'credentials';
  return 'details';
}

export const selectValues = (s: SignupSnapshot) => s.context.values;
export const selectErrors = (s: SignupSnapshot) => s.context.errors;
export const selectIsBusy = (s: SignupSnapshot): boolean => s.hasTag('busy');
export const selectCanSubmit = (s: SignupSnapshot): boolean => s.can({ type: 'user.submit' });
export const selectCanGoBack = (s: SignupSnapshot): boolean => s.can({ type: 'user.back' });
export const selectExternalUrl = (s: SignupSnapshot): string | null =>
  s.matches('external') ? s.context.externalSignup : null;

/** The form's view model in one projection (the page adds the country list and the latest birthdate). */
export const selectSignupView = (s: SignupSnapshot) => ({
  step: selectStep(s),
  values: s.context.values,
  errors: s.context.errors,
  busy: selectIsBusy(s),
  externalUrl: selectExternalUrl(s),
});
