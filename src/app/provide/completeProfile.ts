/**
 * The complete-profile actor with its real actors and effects (web only; the container never asks for it on TV).
 *
 * - `watchSession` turns session snapshots into `session.loggedIn` / `session.loggedOut` / `session.userUpdated`.
 * - `watchConsent` sends `consent.accepted` when the session learns that cookies are accepted (`session.cookiesAccepted`,
 *   sent by the cookie consent's provision, or on a consent given in another tab).
 * - `profileSave`: the save child shared with edit-profile (./profileSave).
 * - "Later" is remembered for the browser session (sessionStorage `club.completeProfileLater` = the user id).
 *
 * The root route loads this flow with the modal's code once a member is signed in on the web; the modal's container
 * then keeps one actor for the rest of the app's life (its input from `startInput()`: the user, the consent, the
 * stored "Later" and the time since login, read when it starts).
 */
import { fromCallback } from 'xstate';
import {
  completeProfileMachine,
  type CompleteProfileEvent,
  type CompleteProfileInput,
} from '~machines/profile/completeProfileMachine';
import * as sessionSel from '~machines/session/session.selectors';
import { COMPLETE_PROFILE_LATER_KEY, localDay, parseId } from '~/domain';
import { appStorage } from '~/services/storage';
import type { AppDeps } from '../machines';
import { provideProfileSave } from './profileSave';

function postponedUserId(): number | null {
  const raw = appStorage('session').getItem(COMPLETE_PROFILE_LATER_KEY);
  return parseId(raw);
}

function rememberLater(userId: number) {
  // where storage is refused "Later" lasts for this page only
  appStorage('session').setItem(COMPLETE_PROFILE_LATER_KEY, String(userId));
}

export function provide(deps: Pick<AppDeps, 'endpoints' | 'session'>) {
  const { session } = deps;
  const completeProfile = completeProfileMachine.provide({
    actors: {
      watchSession: fromCallback<CompleteProfileEvent>(({ sendBack }) => {
        let prev = session.getSnapshot();
        const sub = session.subscribe((now) => {
          const was = sessionSel.selectIsAuthenticated(prev);
          const is = sessionSel.selectIsAuthenticated(now);
          const user = sessionSel.selectUser(now);
          if (!was && is && user) sendBack({ type: 'session.loggedIn', user });
          else if (was && !is) sendBack({ type: 'session.loggedOut' });
          else if (is && user && user !== sessionSel.selectUser(prev)) sendBack({ type: 'session.userUpdated', user });
          prev = now;
        });
        return () => sub.unsubscribe();
      }),
      watchConsent: fromCallback<CompleteProfileEvent>(({ sendBack }) => {
        let accepted = sessionSel.selectCookiesAccepted(session.getSnapshot());
        const sub = session.subscribe((now) => {
          if (!accepted && sessionSel.selectCookiesAccepted(now)) sendBack({ type: 'consent.accepted' });
          accepted = sessionSel.selectCookiesAccepted(now);
        });
        return () => sub.unsubscribe();
      }),
      profileSave: provideProfileSave(deps),
    },
    actions: {
      rememberLater: (_, { userId }) => rememberLater(userId),
    },
  });
  /** What the app knows when the modal's actor starts. */
  const startInput = (): CompleteProfileInput => {
    const s = session.getSnapshot();
    return {
      user: sessionSel.selectIsAuthenticated(s) ? sessionSel.selectUser(s) : null,
      cookiesAccepted: sessionSel.selectCookiesAccepted(s),
      postponedUserId: postponedUserId(),
      today: localDay(),
      // counted by the session's own clock, the one that stamped the login
      elapsed: sessionSel.selectSinceAuthenticated(s, s.context.now()) ?? 0,
    };
  };
  return { completeProfile, startInput };
}
