// @vitest-environment jsdom
/** The cookie consent provision: consent recorded in the configuration store and told; dismissal for the session. */
import { describe, expect, it, vi } from 'vitest';
import { appConsent, provide } from '~/app/provide/cookieConsent';
import { readConfiguration } from '~/services/stores';
import { COOKIE_NOTICE_DISMISSED_KEY } from '~/domain';
import { action, fakeSession } from './support';

describe('cookies provision', () => {
  const { session } = fakeSession({ lang: 'es' });
  const { cookieConsent } = provide({ session });

  it('one actor per app, started once', () => {
    const start = { pathname: '/', waitedMs: 0 };
    expect(cookieConsent(start)).toBe(cookieConsent(start));
  });

  it("accepted: the configuration store keeps it (with the session's language) and the app is told", () => {
    const told = vi.fn();
    const stop = appConsent.subscribe(told);
    const machine = (cookieConsent({ pathname: '/', waitedMs: 0 }) as unknown as { logic: never }).logic;
    action(machine, 'recordConsent')();
    stop();
    expect(readConfiguration(window.localStorage)).toEqual({ lang: 'es', acceptedCookies: true });
    expect(appConsent.given()).toBe(true);
    expect(told).toHaveBeenCalledOnce();
  });

  it('dismissed: remembered for the browser session', () => {
    const machine = (cookieConsent({ pathname: '/', waitedMs: 0 }) as unknown as { logic: never }).logic;
    action(machine, 'rememberDismissal')();
    expect(window.sessionStorage.getItem(COOKIE_NOTICE_DISMISSED_KEY)).toBe('1');
  });
});
