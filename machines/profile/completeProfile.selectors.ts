/** View model of the complete-profile actor. */
import type { SnapshotFrom } from 'xstate';
import type { completeProfileMachine } from './completeProfileMachine';
import type { ProfileErrors, ProfileForm } from './validation';

export type CompleteProfileSnapshot = SnapshotFrom<typeof completeProfileMachine>;

/** The modal is on screen. */
export const selectVisible = (s: CompleteProfileSnapshot): boolean => s.hasTag('visible');
/** Saving: the primary button shows progress, the fields stay as typed. */
export const selectIsBusy = (s: CompleteProfileSnapshot): boolean => s.hasTag('busy');
export const selectForm = (s: CompleteProfileSnapshot): ProfileForm => s.context.form;
/** Field errors, only once the user tried to save. */
export const selectErrors = (s: CompleteProfileSnapshot): ProfileErrors =>
  s.context.submitted ? s.context.errors : {};
export const selectCanSubmit = (s: CompleteProfileSnapshot): boolean => s.can({ type: 'user.submit' });
export const selectToday = (s: CompleteProfileSnapshot): string => s.context.today;
