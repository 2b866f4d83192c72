/** View model of the restore-password actor. */
import type { SnapshotFrom } from 'xstate';
import type { restorePasswordMachine } from './restorePasswordMachine';

export type RestorePasswordSnapshot = SnapshotFrom<typeof restorePasswordMachine>;

export const selectValues = (s: RestorePasswordSnapshot) => s.context.values;
export const selectErrors = (s: RestorePasswordSnapshot) => s.context.errors;
export const selectIsBusy = (s: RestorePasswordSnapshot): boolean => s.hasTag('busy');
export const selectIsDone = (s: RestorePasswordSnapshot): boolean => s.matches('restored');
