// @vitest-environment jsdom
/** The cookie consent provision: consent recorded in the configuration store and told to the session; dismissal for the browser session. */
import { describe, expect, it } from 'vitest';
import { provide } from '~/app/provide/cookieConsent';
import { readConfiguration } from '~/services/stores';
import { COOKIE_NOTICE_DISMISSED_KEY } from '~/domain';
import { action, fakeSession } from './support';

describe('cookies provision', () => {
  const { session, sent } = fakeSession({ lang: 'es' });
  const { cookieConsent } = provide({ session });

  it('one actor per app, started once', () => {
    const start = { pathname: '/', waitedMs: 0 };
    expect(cookieConsent(start)).toBe(cookieConsent(start));
  });

  it("accepted: the configuration store keeps it (with the session's language) and the session is told", () => {
    const machine = (cookieConsent({ pathname: '/', waitedMs: 0 }) as unknown as { logic: never }).logic;
    action(machine, 'recordConsent')();
    expect(readConfiguration(window.localStorage)).toEqual({ lang: 'es', acceptedCookies: true });
    expect(sent).toEqual([{ type: 'session.cookiesAccepted' }]);
  });

  it("the notice starts from the session's consent", () => {
    const accepted = provide({ session: fakeSession({ cookiesAccepted: true }).session }).cookieConsent;
    expect(accepted({ pathname: '/', waitedMs: 0 }).getSnapshot().context).toMatchObject({ accepted: true });
  });

  it('dismissed: remembered for the browser session', () => {
    const machine = (cookieConsent({ pathname: '/', waitedMs: 0 }) as unknown as { logic: never }).logic;
    action(machine, 'rememberDismissal')();
    expect(window.sessionStorage.getItem(COOKIE_NOTICE_DISMISSED_KEY)).toBe('1');
  });
});
