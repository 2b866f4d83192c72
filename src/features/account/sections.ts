/**
 * The account page's sections (spec §2 /account/{section}). A module of its own: the route's guard reads it, and the
 * guard is in the first load, which must not pull the account page in with it.
 */
export const ACCOUNT_SECTIONS = ['profile', 'subscription', 'payment-methods'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
