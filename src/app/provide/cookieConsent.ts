/**
 * The cookie consent actor with its real effects.
 *
 * - Consent lives in the configuration store (`acceptedCookies`) and in the session actor's context, which read it
 *   at start. Recording it writes the store, lets analytics load (`consentGiven()`: only when the club has a
 *   measurement id) and sends `session.cookiesAccepted` to the session, where the complete-profile flow, which waits
 *   for the consent, reads it. A consent given in another tab reaches the session through the `storage` event
 *   (src/app/session.ts).
 * - Dismissal lasts for the browser session (sessionStorage `club.cookieNotice`): a user who closed the notice is
 *   not asked again on every page or reload, and is asked again in a new session.
 *
 * One actor per app: created on first use (the container renders once the club is known, so the 1.5 s count from
 * a loaded app) and kept for the app's lifetime, outside React so Strict Mode double mounts and route changes never
 * restart it. Loaded after the first screen (src/features/cookieConsent/CookieConsent.tsx), which says how long the app had
 * been loaded (`waitedMs`), so the notice still appears 1.5 s after load.
 */
import { type ActorRefFrom } from 'xstate';
import { cookieConsentMachine } from '~machines/cookieConsent/cookieConsentMachine';
import { consentGiven } from '~/services/analytics';
import { selectCookiesAccepted } from '~machines/session/session.selectors';
import { readConfiguration, writeConfiguration } from '~/services/stores';
import { COOKIE_NOTICE_DISMISSED_KEY, holdsCookieNotice } from '~/domain';
import { appStorage } from '~/services/storage';
import { createActor } from '../inspect';
import type { AppDeps } from '../machines';

export type CookieConsentActor = ActorRefFrom<typeof cookieConsentMachine>;

const local = () => appStorage('local');
const perSession = () => appStorage('session');

/** Persist the consent (keeping the stored language), let analytics load, tell the session. */
function recordConsent(session: AppDeps['session']) {
  const s = local();
  const stored = readConfiguration(s);
  writeConfiguration(s, { lang: stored?.lang ?? session.getSnapshot().context.lang, acceptedCookies: true });
  consentGiven();
  session.send({ type: 'session.cookiesAccepted' });
}

function dismissedInThisSession(): boolean {
  return perSession().getItem(COOKIE_NOTICE_DISMISSED_KEY) === '1';
}

function rememberDismissal() {
  // where storage is refused the dismissal lasts for this page only
  perSession().setItem(COOKIE_NOTICE_DISMISSED_KEY, '1');
}

/** The consent flow: `cookieConsent(start)` is the app's one actor, created and started on first use. */
export function provide(deps: Pick<AppDeps, 'session'>) {
  const machine = cookieConsentMachine.provide({
    actions: {
      recordConsent: () => recordConsent(deps.session),
      rememberDismissal,
    },
  });
  let actor: CookieConsentActor | null = null;
  const cookieConsent = (start: { pathname: string; waitedMs: number }): CookieConsentActor => {
    if (actor) return actor;
    actor = createActor(machine, {
      input: {
        accepted: selectCookiesAccepted(deps.session.getSnapshot()),
        dismissed: dismissedInThisSession(),
        quietPage: holdsCookieNotice(start.pathname),
        waitedMs: Math.max(0, start.waitedMs),
      },
    });
    actor.start();
    return actor;
  };
  return { cookieConsent };
}
