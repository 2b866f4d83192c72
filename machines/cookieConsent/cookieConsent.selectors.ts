/** View model of the cookie consent actor. */
import type { SnapshotFrom } from 'xstate';
import type { cookieConsentMachine } from './cookieConsentMachine';

export type CookieConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;

/** The notice is on screen. */
export const selectVisible = (s: CookieConsentSnapshot): boolean => s.hasTag('visible');
/** Cookies are accepted (now or in an earlier visit). */
export const selectConsentGiven = (s: CookieConsentSnapshot): boolean => s.hasTag('consented');
export const selectCanAccept = (s: CookieConsentSnapshot): boolean => s.can({ type: 'user.accept' });
