/** View model of the verify-qr flow (the page shows progress until the flow has navigated away). */
import type { SnapshotFrom } from 'xstate';
import type { verifyQrMachine } from './verifyQrMachine';

export type VerifyQrSnapshot = SnapshotFrom<typeof verifyQrMachine>;

export const selectIsBusy = (s: VerifyQrSnapshot): boolean => s.hasTag('busy');
export type VerifyQrOutcome = 'pending' | 'notAuthenticated' | 'authorized' | 'failed';
export function selectOutcome(s: VerifyQrSnapshot): VerifyQrOutcome {
  if (s.matches('notAuthenticated')) return 'notAuthenticated';
  if (s.matches('authorized')) return 'authorized';
  if (s.matches('failed') || s.matches('invalidCode')) return 'failed';
  return 'pending';
}
