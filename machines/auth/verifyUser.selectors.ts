/** View model of the verify-user flow (the page shows progress until the flow has navigated to /auth/login). */
import type { SnapshotFrom } from 'xstate';
import type { verifyUserMachine } from './verifyUserMachine';

export type VerifyUserSnapshot = SnapshotFrom<typeof verifyUserMachine>;

export const selectIsBusy = (s: VerifyUserSnapshot): boolean => s.hasTag('busy');
export const selectOutcome = (s: VerifyUserSnapshot): 'pending' | 'verified' | 'failed' =>
  s.matches('verified') ? 'verified' : s.matches('failed') ? 'failed' : 'pending';
