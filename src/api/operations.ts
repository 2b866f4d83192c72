/**
 * The one list of the provider contract's operations: each operationId with its domain and its loading
 * tier. Everything else derives from it:
 * - where an operation's code lives: `src/api/<domain>/ops.<tier>.ts` (`operationModule`), next to the domain's
 *   `schemas.ts` and `mappers.ts`;
 * - the bindings: `createEndpoints` (./endpoints, every operation at once: tests, scripts) and `createLazyEndpoints`
 *   (./lazyEndpoints, the running app): 'eager' operations ship with the first load, 'lazy' ones load with the first
 *   call that needs them, one chunk per domain (docs/performance.md);
 * - the build's chunking rule (./chunks, read by vite.config.ts).
 * The compiler checks the list against the operation modules both ways (./endpoints) and the unit tests against the
 * contract (tests/unit/api-endpoints.test.ts: one binding per operationId of openapi/provider.yaml).
 *
 * Plain data, no imports: vite.config.ts reads it in Node. An operation is 'eager' only when the first screen (the
 * startup: club, user, language; the home: rows and slides) calls it; moving one between tiers means moving its
 * function between the domain's two ops files and changing its line here.
 */

export const DOMAINS = ['club', 'account', 'catalogue', 'payments', 'booking'] as const;
export type Domain = (typeof DOMAINS)[number];

export const TIERS = ['eager', 'lazy'] as const;
export type Tier = (typeof TIERS)[number];

export interface OperationEntry {
  readonly domain: Domain;
  readonly tier: Tier;
}

export const OPERATIONS = {
  // club: its configuration (startup)
  getClubConfiguration: { domain: 'club', tier: 'eager' },

  // account: the member, their language, authentication, TV login
  getConfiguration: { domain: 'account', tier: 'eager' },
  getUser: { domain: 'account', tier: 'eager' },
  login: { domain: 'account', tier: 'lazy' },
  forgottenPassword: { domain: 'account', tier: 'lazy' },
  resetPassword: { domain: 'account', tier: 'lazy' },
  register: { domain: 'account', tier: 'lazy' },
  verifyEmail: { domain: 'account', tier: 'lazy' },
  getTvLoginCode: { domain: 'account', tier: 'lazy' },
  validateTvCode: { domain: 'account', tier: 'lazy' },
  authorizeTvCode: { domain: 'account', tier: 'lazy' },
  updateUser: { domain: 'account', tier: 'lazy' },
  changePassword: { domain: 'account', tier: 'lazy' },

  // catalogue: the home, categories, collections, products and their actions, search, news, teams
  getHome: { domain: 'catalogue', tier: 'eager' },
  listSlides: { domain: 'catalogue', tier: 'eager' },
  getCategoryContent: { domain: 'catalogue', tier: 'lazy' },
  getProduct: { domain: 'catalogue', tier: 'lazy' },
  voteProduct: { domain: 'catalogue', tier: 'lazy' },
  updateFavorite: { domain: 'catalogue', tier: 'lazy' },
  reportVisualization: { domain: 'catalogue', tier: 'lazy' },
  searchProducts: { domain: 'catalogue', tier: 'lazy' },
  getCollection: { domain: 'catalogue', tier: 'lazy' },
  listNews: { domain: 'catalogue', tier: 'lazy' },
  getNews: { domain: 'catalogue', tier: 'lazy' },
  getTeam: { domain: 'catalogue', tier: 'lazy' },
  listTeams: { domain: 'catalogue', tier: 'lazy' },

  // payments: cards, plans, subscriptions, coupons, rentals
  listCards: { domain: 'payments', tier: 'lazy' },
  setDefaultCard: { domain: 'payments', tier: 'lazy' },
  deleteCard: { domain: 'payments', tier: 'lazy' },
  createCard: { domain: 'payments', tier: 'lazy' },
  getUserSubscription: { domain: 'payments', tier: 'lazy' },
  cancelSubscription: { domain: 'payments', tier: 'lazy' },
  reactivateSubscription: { domain: 'payments', tier: 'lazy' },
  listPlans: { domain: 'payments', tier: 'lazy' },
  subscribe: { domain: 'payments', tier: 'lazy' },
  getCoupon: { domain: 'payments', tier: 'lazy' },
  rentProduct: { domain: 'payments', tier: 'lazy' },

  // booking: trainers, their templates and availability, meetings
  listTrainers: { domain: 'booking', tier: 'lazy' },
  getTrainer: { domain: 'booking', tier: 'lazy' },
  listTrainerTemplates: { domain: 'booking', tier: 'lazy' },
  getTrainerAvailability: { domain: 'booking', tier: 'lazy' },
  joinMeeting: { domain: 'booking', tier: 'lazy' },
  listMeetings: { domain: 'booking', tier: 'lazy' },
} as const satisfies Record<string, OperationEntry>;

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** The operations of one domain and tier. */
export type OperationsOf<D extends Domain, T extends Tier> = {
  [N in OperationName]: Operations[N] extends { domain: D; tier: T } ? N : never;
}[OperationName];

/** The tiers a domain has operations in. */
export type TiersOf<D extends Domain> = {
  [N in OperationName]: Operations[N] extends { domain: D } ? Operations[N]['tier'] : never;
}[OperationName];

/** The tiers a domain has operations in, at run time (same order as TIERS). */
export function tiersOf(domain: Domain): Tier[] {
  return TIERS.filter((tier) => OPERATION_NAMES.some((name) => sameEntry(OPERATIONS[name], domain, tier)));
}

/** Where a domain's operations of a tier live, relative to src/api, without extension. */
export function operationModule(domain: Domain, tier: Tier): string {
  return `${domain}/ops.${tier}`;
}

function sameEntry(entry: OperationEntry, domain: Domain, tier: Tier): boolean {
  return entry.domain === domain && entry.tier === tier;
}
