/**
 * The endpoints of the running app (composition root): the startup operations (getConfiguration, getClubConfiguration, getUser) ship with
 * the app, and so do the home's (getHome, listSlides: ./ops/home); the rest of the catalogue's and all the others
 * load with the first call that needs them, so the first load carries only the code it runs (DESIGN.md §11). Same
 * shape as `createEndpoints` (./endpoints), which tests use.
 */
import type { Api } from './client';
import type { Endpoints, OperationName } from './endpoints';
import * as home from './ops/home';
import * as session from './ops/session';

const SESSION = ['getConfiguration', 'getClubConfiguration', 'getUser'] as const;
const HOME = ['getHome', 'listSlides'] as const;
const CATALOGUE = [
  'getCategoryContent',
  'getProduct',
  'voteProduct',
  'updateFavorite',
  'rentProduct',
  'reportVisualization',
  'searchProducts',
  'listNews',
  'getNews',
  'getCollection',
  'getTeam',
  'listTeams',
] as const;
const MORE = [
  'login',
  'forgottenPassword',
  'resetPassword',
  'register',
  'verifyEmail',
  'getTvLoginCode',
  'validateTvCode',
  'authorizeTvCode',
  'listCards',
  'setDefaultCard',
  'deleteCard',
  'createCard',
  'updateUser',
  'changePassword',
  'getUserSubscription',
  'cancelSubscription',
  'reactivateSubscription',
  'listPlans',
  'subscribe',
  'listTrainers',
  'getTrainer',
  'listTrainerTemplates',
  'getTrainerAvailability',
  'joinMeeting',
  'listMeetings',
  'getCoupon',
] as const;

type Listed = (typeof SESSION | typeof HOME | typeof CATALOGUE | typeof MORE)[number];
// Fails to compile when an operation is missing from the lists above.
const everyOperationListed: [Exclude<OperationName, Listed>] extends [never] ? true : never = true;
void everyOperationListed;

type Operation = (api: Api, ...args: unknown[]) => Promise<unknown>;
type Module = Record<string, unknown>;

export function createLazyEndpoints(api: Api): Endpoints {
  const bound: Record<string, unknown> = { clubKey: () => api.club() };
  const bind = (names: readonly string[], load: () => Promise<Module>) => {
    for (const name of names)
      bound[name] = (...args: unknown[]) => load().then((module) => (module[name] as Operation)(api, ...args));
  };
  bind(SESSION, () => Promise.resolve(session as Module));
  bind(HOME, () => Promise.resolve(home as Module));
  bind(CATALOGUE, () => import('./ops/catalogue'));
  bind(MORE, () => import('./ops/more'));
  return bound as Endpoints;
}
