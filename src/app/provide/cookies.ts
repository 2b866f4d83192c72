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
 * One actor per app: created on first use for a session actor (the container renders once the club is known, so
 * the 1.5 s count from a loaded app) and kept for the app's lifetime, outside React so Strict Mode double mounts
 * and route changes never restart it.
 */
import { type ActorRefFrom } from 'xstate';
import { cookieConsentMachine } from '../../../machines/consent/cookieConsentMachine';
import { consentGiven } from '../analytics';
import { CONFIGURATION_KEY, readConfiguration, writeConfiguration, type KeyValueStorage } from '../stores';
import { appStorage } from '../storage';
import type { SessionActor } from '../session';
import { createActor } from '../inspect';

export const COOKIE_NOTICE_DISMISSED_KEY = 'club.cookieNotice';
export const COOKIE_POLICY_PATH = '/legal/cookies';

export type CookieConsentActor = ActorRefFrom<typeof cookieConsentMachine>;

export const isCookiePolicyPath = (pathname: string): boolean => pathname.replace(/\/+$/, '') === COOKIE_POLICY_PATH;

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

const actors = new WeakMap<SessionActor, CookieConsentActor>();

/** The app's cookie consent actor (created and started on first use). */
export function cookieConsentFor(session: SessionActor, start: { pathname: string }): CookieConsentActor {
  const existing = actors.get(session);
  if (existing) return existing;
  const machine = cookieConsentMachine.provide({
    actions: {
      recordConsent: () => signal.record(() => session.getSnapshot().context.lang),
      rememberDismissal,
    },
  });
  const actor = createActor(machine, {
    input: {
      accepted: signal.given(),
      dismissed: dismissedInThisSession(),
      policyPage: isCookiePolicyPath(start.pathname),
    },
  });
  actors.set(session, actor);
  actor.start();
  return actor;
}
