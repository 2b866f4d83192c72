/**
 * The complete-profile actor with its real actors and effects (web only; the container never asks for it on TV).
 *
 * - `watchSession` turns session snapshots into `session.loggedIn` / `session.loggedOut` / `session.userUpdated`.
 * - `watchConsent` sends `consent.accepted` when the cookie consent is recorded (src/app/provide/cookies.ts).
 * - `profileSave` (the save child shared with edit-profile): `updateUser` calls PUT /users/{id} with the user and
 *   the form (the endpoint also sends genderType). Saved: the session gets `session.userUpdated`, the app language
 *   follows the chosen one and the success toast is said in it (once its catalogue is loaded).
 * - "Later" is remembered for the browser session (sessionStorage `club.completeProfileLater` = the user id).
 *
 * The root route loads this flow with the modal's code once a member is signed in on the web; the modal's container
 * then keeps one actor for the rest of the app's life (its input from `startInput()`: the user, the consent, the
 * stored "Later" and the time since login, read when it starts).
 */
import { fromCallback } from 'xstate';
import { fromPromise } from '../actors';
import {
  completeProfileMachine,
  type CompleteProfileEvent,
  type CompleteProfileInput,
} from '../../../machines/profile/completeProfileMachine';
import { profileSaveMachine } from '../../../machines/profile/profileSaveMachine';
import * as sessionSel from '../../../machines/session/session.selectors';
import { COMPLETE_PROFILE_LATER_KEY, fail, localDay, ok, parseId, type User } from '../../domain';
import { failureMessage, toastFailure, toastSuccess } from '../notify';
import { msSinceAuthenticated } from '../session';
import { inLanguage } from '../inLanguage';
import { appConsent } from './cookies';
import { appStorage } from '../storage';
import type { AppDeps } from '../machines';

function postponedUserId(): number | null {
  const raw = appStorage('session').getItem(COMPLETE_PROFILE_LATER_KEY);
  return parseId(raw);
}

function rememberLater(userId: number) {
  // where storage is refused "Later" lasts for this page only
  appStorage('session').setItem(COMPLETE_PROFILE_LATER_KEY, String(userId));
}

export function provide(deps: Pick<AppDeps, 'endpoints' | 'session'>) {
  const { session, endpoints } = deps;
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
      watchConsent: fromCallback<CompleteProfileEvent>(({ sendBack }) =>
        appConsent.subscribe(() => sendBack({ type: 'consent.accepted' })),
      ),
      profileSave: profileSaveMachine.provide({
        actors: {
          updateUser: fromPromise(async ({ input, signal }) => {
            const { user, form } = input;
            try {
              const saved: User = await endpoints.updateUser(
                user.id,
                {
                  ...user,
                  ...form,
                  firstName: form.firstName.trim(),
                  lastName: form.lastName.trim(),
                  gender: form.gender || user.gender,
                  language: form.language || user.language,
                },
                { signal },
              );
              return ok(saved);
            } catch (error) {
              return fail('save_failed', failureMessage(error) || undefined);
            }
          }),
        },
        actions: {
          updateSession: (_, { user }) => session.send({ type: 'session.userUpdated', user }),
          changeLanguage: (_, { lang }) => {
            if (session.getSnapshot().context.lang !== lang) session.send({ type: 'user.changeLanguage', lang });
          },
          // in the language the member just chose in the same form (its catalogue may still be loading)
          notifySaved: (_, { message, lang }) => inLanguage(lang, () => void toastSuccess(message)),
          notifySaveFailed: (_, { message, fallback }) => void toastFailure(message, fallback),
        },
      }),
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
      cookiesAccepted: appConsent.given(),
      postponedUserId: postponedUserId(),
      today: localDay(),
      elapsed: msSinceAuthenticated(session) ?? 0,
    };
  };
  return { completeProfile, startInput };
}
