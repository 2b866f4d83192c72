/** View model of the session actor: what routes, guards and the shell read. */
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './sessionMachine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatus = 'loading' | 'clubNotFound' | 'clubUnavailable' | 'anonymous' | 'authenticated';

export function selectStatus(s: SessionSnapshot): SessionStatus {
  if (s.matches('clubNotFound')) return 'clubNotFound';
  if (s.matches('clubUnavailable')) return 'clubUnavailable';
  if (s.matches('authenticated')) return 'authenticated';
  if (s.matches('anonymous')) return 'anonymous';
  return 'loading';
}

/** Guards wait for this before applying access rules. */
export const selectIsSettled = (s: SessionSnapshot): boolean => !s.hasTag('settling');
export const selectIsAuthenticated = (s: SessionSnapshot): boolean => s.matches('authenticated');
export const selectClub = (s: SessionSnapshot) => s.context.club;
export const selectUser = (s: SessionSnapshot) => s.context.user;
export const selectToken = (s: SessionSnapshot) => s.context.token;
export const selectLanguage = (s: SessionSnapshot) => s.context.lang;
/** Whether cookies are accepted (the complete-profile modal appears only then). */
export const selectCookiesAccepted = (s: SessionSnapshot): boolean => s.context.cookiesAccepted;
/**
 * Milliseconds since the session became authenticated, at `now` (the session's clock); null when it is not. Flows
 * whose code arrives after the login (the complete-profile modal) count their delays "after login" from it.
 */
export function selectSinceAuthenticated(s: SessionSnapshot, now: number): number | null {
  const at = s.context.authenticatedAt;
  return at === null || !selectIsAuthenticated(s) ? null : now - at;
}
/** Anonymous visitors see the catalogue only when the club has public access (spec §1). */
export const selectCanBrowse = (s: SessionSnapshot): boolean =>
  selectIsAuthenticated(s) || Boolean(selectClub(s)?.publicAccess);

/** The user menu greets by first name, else by the local part of the email (spec §2 Global behaviour). */
export function selectGreetingName(s: SessionSnapshot): string | null {
  const user = s.context.user;
  if (!user) return null;
  const first = user.firstName.trim();
  if (first) return first;
  return user.email.split('@')[0] ?? user.email;
}
