/**
 * What the cookie policy names (spec §2 /legal/cookies, §3): its page, and the browser-storage keys the app writes.
 * The stores, the cookie notice and the complete-profile flow write these keys; the policy page lists them.
 */
export const COOKIE_POLICY_PATH = '/legal/cookies';

export const isCookiePolicyPath = (pathname: string): boolean => pathname.replace(/\/+$/, '') === COOKIE_POLICY_PATH;

/** The full-screen player routes: product play and trailer, news play, live TV. */
export const isPlayerPath = (pathname: string): boolean =>
  /^\/(?:product\/[^/]+\/(?:play|trailer)|magazine\/[^/]+\/play|torole-tv)\/?$/.test(pathname);

/**
 * Pages where the cookie notice waits: the cookie policy itself (the member is reading what the notice would say) and
 * the full-screen player (the notice would cover the video and its controls). It shows once the member leaves them.
 */
export const holdsCookieNotice = (pathname: string): boolean => isCookiePolicyPath(pathname) || isPlayerPath(pathname);

/** localStorage: the session (token, user, club). */
export const SESSION_KEY = 'club.session';
/** localStorage: the configuration (language, cookies accepted). */
export const CONFIGURATION_KEY = 'club.configuration';
/** sessionStorage: the cookie notice was dismissed in this browser session. */
export const COOKIE_NOTICE_DISMISSED_KEY = 'club.cookieNotice';
/** sessionStorage: "complete later" was chosen for this user id in this browser session. */
export const COMPLETE_PROFILE_LATER_KEY = 'club.completeProfileLater';
