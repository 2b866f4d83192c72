/**
 * The cookie consent actor with its real effects, and the app-level consent signal other flows wait for.
 *
 * - Consent lives in the configuration store (`acceptedCookies`, spec §3). `appConsent` reads it, and recording it
 *   writes the store, lets analytics load (`consentGiven()`: only when the club has a measurement id) and tells
 *   subscribers (the complete-profile flow waits for it, spec §4). A change made in another tab arrives through the
 *   `storage` event and is told the same way.
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
import { readConfiguration, writeConfiguration, type KeyValueStorage } from '~/services/stores';
import { CONFIGURATION_KEY, COOKIE_NOTICE_DISMISSED_KEY, holdsCookieNotice } from '~/domain';
import { appStorage } from '~/services/storage';
import { createActor } from '../inspect';
import type { AppDeps } from '../machines';

export type CookieConsentActor = ActorRefFrom<typeof cookieConsentMachine>;

type Listener = () => void;

/** Whether cookies are accepted, and a way to hear when they become so. */
export interface ConsentSignal {
  given(): boolean;
  subscribe(listener: Listener): () => void;
}

function createConsentSignal(storage: () => KeyValueStorage | null) {
  const listeners = new Set<Listener>();
  let watchingOtherTabs = false;
  const given = () => {
    const s = storage();
    return s ? (readConfiguration(s)?.acceptedCookies ?? false) : false;
  };
  const tell = () => listeners.forEach((l) => l());
  return {
    given,
    subscribe(listener: Listener) {
      listeners.add(listener);
      if (!watchingOtherTabs && typeof window !== 'undefined') {
        watchingOtherTabs = true;
        window.addEventListener('storage', (e) => {
          if (e.key === CONFIGURATION_KEY && given()) {
            consentGiven();
            tell();
          }
        });
      }
      return () => listeners.delete(listener);
    },
    /** Persist the consent (keeping the stored language), let analytics load, tell the app. */
    record(fallbackLang: () => 'es' | 'en') {
      const s = storage();
      if (s) {
        const stored = readConfiguration(s);
        writeConfiguration(s, { lang: stored?.lang ?? fallbackLang(), acceptedCookies: true });
      }
      consentGiven();
      tell();
    },
  };
}

const local = () => appStorage('local');
const perSession = () => appStorage('session');

const signal = createConsentSignal(local);
export const appConsent: ConsentSignal = { given: signal.given, subscribe: signal.subscribe };

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
      recordConsent: () => signal.record(() => deps.session.getSnapshot().context.lang),
      rememberDismissal,
    },
  });
  let actor: CookieConsentActor | null = null;
  const cookieConsent = (start: { pathname: string; waitedMs: number }): CookieConsentActor => {
    if (actor) return actor;
    actor = createActor(machine, {
      input: {
        accepted: signal.given(),
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
