/** View model of the edit-profile modal. */
import type { SnapshotFrom } from 'xstate';
import type { ProfileErrors } from '../profile/validation';
import type { EditForm, profileEditMachine } from './profileEditMachine';

export type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;

export const selectOpen = (s: ProfileEditSnapshot): boolean => s.hasTag('open');
export const selectIsBusy = (s: ProfileEditSnapshot): boolean => s.hasTag('busy');
export const selectForm = (s: ProfileEditSnapshot): EditForm => s.context.form;
export const selectErrors = (s: ProfileEditSnapshot): ProfileErrors => (s.context.submitted ? s.context.errors : {});
export const selectEmail = (s: ProfileEditSnapshot): string => s.context.user?.email ?? '';
export const selectToday = (s: ProfileEditSnapshot): string => s.context.today;
