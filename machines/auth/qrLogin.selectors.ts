/** View model of the TV QR login page. */
import type { SnapshotFrom } from 'xstate';
import type { qrLoginMachine } from './qrLoginMachine';

export type QrLoginSnapshot = SnapshotFrom<typeof qrLoginMachine>;

/** The login code to show, once there is one. */
export const selectCode = (s: QrLoginSnapshot): number | null => (s.matches('showing') ? s.context.code : null);
export const selectIsLoading = (s: QrLoginSnapshot): boolean => s.hasTag('loading');
export const selectIsDone = (s: QrLoginSnapshot): boolean => s.matches('done');

/** What the QR encodes: the web app's verify-qr address for this code, so a phone scanning it can authorise it. */
export function verifyQrUrl(origin: string, code: number): string {
  return `${origin.replace(/\/$/, '')}/verify-qr?qrCode=${encodeURIComponent(String(code))}`;
}
