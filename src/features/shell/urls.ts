/** Pure path rules of the shell (spec §2 Global behaviour): where the chrome hides, what counts as an app path. */

/**
 * Full-screen routes where the navbar and footer are hidden: the product player and trailer, the magazine player,
 * the meeting room of a booking and the live TV route.
 */
const PLAY_ROUTES: readonly RegExp[] = [
  /^\/product\/[^/]+\/(?:play|trailer)\/?$/,
  /^\/magazine\/[^/]+\/play\/?$/,
  /^\/account\/bookings\/[^/]+\/?$/,
  /^\/torole-tv(?:\/.*)?$/,
];

export function isPlayRoute(pathname: string): boolean {
  return PLAY_ROUTES.some((route) => route.test(pathname));
}

/** A same-origin app path ('/magazine'): the URL policy's (src/domain/urlPolicy), never '//host' or '/\host'. */
export { isAppPath } from '~/domain/urlPolicy';

/** Whether a link to `href` is the current page: '/' only on the home page, other paths on themselves and below. */
export function isCurrentPath(href: string, pathname: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  if (path === '/' || path === '') return pathname === '/';
  const base = path.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
