/**
 * The typed facade over the provider contract: one function per operation (named after its operationId), taking
 * domain-friendly arguments and returning domain objects parsed and mapped at the boundary.
 *
 * Each operation is a standalone function `(api, ...args)` so that a route chunk importing only a few of them pulls
 * only their schemas; `createEndpoints(api)` binds all of them into one object for the composition root and for
 * actors/queries that take an injectable `Endpoints`.
 *
 * Callers never pass the `club` query parameter: it comes from `api.club()` (the middleware also guarantees it).
 * Every failure is an `ApiError` (see ./errors), except an aborted call, which rejects with the AbortError.
 */

import type { Api } from './client';
import * as session from './ops/session';
import * as catalogue from './ops/catalogue';
import * as more from './ops/more';

export * from './ops/session';
export * from './ops/catalogue';
export * from './ops/more';

// ---------------------------------------------------------------------------------------------------------------
// The bound facade

/** Every operation of the contract, by operationId. */
export const operations = {
  login: more.login,
  forgottenPassword: more.forgottenPassword,
  resetPassword: more.resetPassword,
  register: more.register,
  verifyEmail: more.verifyEmail,
  getTvLoginCode: more.getTvLoginCode,
  validateTvCode: more.validateTvCode,
  authorizeTvCode: more.authorizeTvCode,
  getConfiguration: session.getConfiguration,
  getClubConfiguration: session.getClubConfiguration,
  getCategoryContent: catalogue.getCategoryContent,
  getHome: catalogue.getHome,
  getProduct: catalogue.getProduct,
  voteProduct: catalogue.voteProduct,
  updateFavorite: catalogue.updateFavorite,
  rentProduct: catalogue.rentProduct,
  reportVisualization: catalogue.reportVisualization,
  searchProducts: catalogue.searchProducts,
  listCards: more.listCards,
  setDefaultCard: more.setDefaultCard,
  deleteCard: more.deleteCard,
  createCard: more.createCard,
  getUser: session.getUser,
  updateUser: more.updateUser,
  changePassword: more.changePassword,
  getUserSubscription: more.getUserSubscription,
  cancelSubscription: more.cancelSubscription,
  reactivateSubscription: more.reactivateSubscription,
  listPlans: more.listPlans,
  subscribe: more.subscribe,
  listNews: catalogue.listNews,
  getNews: catalogue.getNews,
  listTrainers: more.listTrainers,
  getTrainer: more.getTrainer,
  listTrainerTemplates: more.listTrainerTemplates,
  getTrainerAvailability: more.getTrainerAvailability,
  joinMeeting: more.joinMeeting,
  listMeetings: more.listMeetings,
  getCollection: catalogue.getCollection,
  listSlides: catalogue.listSlides,
  getCoupon: more.getCoupon,
  getTeam: catalogue.getTeam,
  listTeams: catalogue.listTeams,
} as const;

export type OperationName = keyof typeof operations;

type Bound<F> = F extends (api: Api, ...args: infer A) => infer R ? (...args: A) => R : never;

export type Endpoints = { readonly [K in OperationName]: Bound<(typeof operations)[K]> } & {
  /** The club key the calls go to (for query keys). */
  clubKey(): string;
};

export function createEndpoints(api: Api): Endpoints {
  const bound: Record<string, unknown> = { clubKey: () => api.club() };
  for (const name of Object.keys(operations) as OperationName[]) {
    const operation = operations[name] as (api: Api, ...args: unknown[]) => unknown;
    bound[name] = (...args: unknown[]) => operation(api, ...args);
  }
  return bound as Endpoints;
}
