/**
 * The root's mark that the app has taken it over (set right before React's first render): from then on the root is
 * React's, even while it is still empty (a route waiting for its data), and the early paint must not write into it,
 * or its hero would stay beside the one React draws.
 */
export const APP_ROOT_ATTRIBUTE = 'data-app';
