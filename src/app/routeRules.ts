/**
 * The access rule of every route of the spec's route list (spec §2, §6, §9). Production-only club id lists come
 * from configuration (src/app/env.ts).
 */
import type { AccessRule } from '~/domain/access';
import { appEnv } from './env';

const SIGNUP_COMPANIES = ['FBT', 'KNC', 'MCT', 'TTT'] as const;
const TRAINER_COMPANIES = ['TTT', 'MCT', 'SPT'] as const;
/**
 * My bookings: the companies whose members may book trainers (the trainers companies). A club that lets members book
 * shows them what they booked and lets them join it, or a booked session could never be seen nor joined.
 */
const BOOKING_COMPANIES = TRAINER_COMPANIES;

export const routeRules = {
  home: { catalogue: true },
  login: { authorize: ['unAuth'] },
  signup: { authorize: ['unAuth'], devices: ['web'], companies: SIGNUP_COMPANIES },
  forgottenPassword: { authorize: ['unAuth'], devices: ['web'] },
  restorePassword: { devices: ['web'] },
  cookies: {},
  search: { catalogue: true },
  category: { catalogue: true },
  collection: { catalogue: true },
  product: { catalogue: true },
  magazine: { catalogue: true },
  liveTv: { clubIds: [appEnv.liveTvClubId] },
  teams: { catalogue: true, companies: ['GPT'] },
  trainers: {
    catalogue: true,
    companies: TRAINER_COMPANIES,
    devices: ['web'],
    ...(appEnv.production ? { clubIds: appEnv.trainersClubIds } : {}),
  },
  account: { authorize: ['auth'], devices: ['web'] },
  bookings: { authorize: ['auth'], devices: ['web'], roles: ['USER'], companies: BOOKING_COMPANIES },
} satisfies Record<string, AccessRule>;

export type RouteRuleName = keyof typeof routeRules;
