/**
 * The typed facade over the provider contract: one function per operation (named after its operationId), taking
 * domain-friendly arguments and returning domain objects parsed and mapped at the boundary.
 *
 * The operations are listed once, in ./operations (operationId -> domain and tier); each is a standalone function
 * `(api, ...args)` in `./<domain>/ops.<tier>.ts`, next to the domain's schemas and mappers, so that a chunk importing
 * only a few of them pulls only their schemas. `createEndpoints(api)` binds all of them at once (tests, scripts);
 * the running app binds them with `createLazyEndpoints` (./lazyEndpoints), which loads the lazy ones on demand.
 * Both have the type `Endpoints`, for actors and queries that take an injectable `Endpoints`.
 *
 * Callers never pass the `club` query parameter: it comes from `api.club()` (the middleware also guarantees it).
 * Every failure is an `ApiError` (see ./errors), except an aborted call, which rejects with the AbortError.
 *
 * The app's code imports only types from this module (it imports every operation); ./queries does so.
 */

import type { Api } from './client';
import * as clubEager from './club/ops.eager';
import * as accountEager from './account/ops.eager';
import * as accountLazy from './account/ops.lazy';
import * as catalogueEager from './catalogue/ops.eager';
import * as catalogueLazy from './catalogue/ops.lazy';
import * as paymentsLazy from './payments/ops.lazy';
import * as bookingLazy from './booking/ops.lazy';
import {
  OPERATIONS,
  OPERATION_NAMES,
  type Domain,
  type OperationName,
  type OperationsOf,
  type Operations,
  type Tier,
  type TiersOf,
} from './operations';

export * from './club/ops.eager';
export * from './account/ops.eager';
export * from './account/ops.lazy';
export * from './catalogue/ops.eager';
export * from './catalogue/ops.lazy';
export * from './payments/ops.lazy';
export * from './booking/ops.lazy';
export type { OperationName } from './operations';

/** The operation modules, by domain and tier: `./<domain>/ops.<tier>.ts` (./operations `operationModule`). */
const MODULES = {
  club: { eager: clubEager },
  account: { eager: accountEager, lazy: accountLazy },
  catalogue: { eager: catalogueEager, lazy: catalogueLazy },
  payments: { lazy: paymentsLazy },
  booking: { lazy: bookingLazy },
} as const satisfies { readonly [D in Domain]: { readonly [T in TiersOf<D>]: object } };

/** The modules of each domain and tier, as types (./lazyEndpoints loads the lazy ones by these types). */
export type OperationModules = typeof MODULES;

type Lookup<M, K> = K extends keyof M ? M[K] : never;
type ModuleOf<N extends OperationName> = Lookup<OperationModules[Operations[N]['domain']], Operations[N]['tier']>;
type Operation<N extends OperationName> = Lookup<ModuleOf<N>, N>;
type OperationFunction = (api: Api, ...args: never[]) => Promise<unknown>;

// Fails to compile, naming the operation, when a listed operation is not exported by its domain's ops.<tier>.ts.
type NotFound = { [N in OperationName]: [Operation<N>] extends [never] ? N : never }[OperationName];
const everyListedOperationFound: [NotFound] extends [never] ? true : NotFound = true;
void everyListedOperationFound;

// Fails to compile, naming the function, when an ops file exports an operation the list does not place there.
type OperationExports<M> = { [K in keyof M]: M[K] extends OperationFunction ? K : never }[keyof M];
type Unlisted = {
  [D in Domain]: {
    [T in keyof OperationModules[D]]: Exclude<
      OperationExports<OperationModules[D][T]>,
      T extends Tier ? OperationsOf<D, T> : never
    >;
  }[keyof OperationModules[D]];
}[Domain];
const everyExportedOperationListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyExportedOperationListed;

// ---------------------------------------------------------------------------------------------------------------
// The bound facade

/** Every operation of the contract, by operationId. */
export const operations = Object.fromEntries(
  OPERATION_NAMES.map((name) => {
    const { domain, tier } = OPERATIONS[name];
    return [name, (MODULES[domain] as Record<Tier, Record<string, unknown> | undefined>)[tier]?.[name]];
  }),
) as { readonly [N in OperationName]: Operation<N> };

type Bound<F> = F extends (api: Api, ...args: infer A) => infer R ? (...args: A) => R : never;

export type Endpoints = { readonly [K in OperationName]: Bound<(typeof operations)[K]> } & {
  /** The club key the calls go to (for query keys). */
  clubKey(): string;
};

export function createEndpoints(api: Api): Endpoints {
  const bound: Record<string, unknown> = { clubKey: () => api.club() };
  for (const name of OPERATION_NAMES) {
    const operation = operations[name] as (api: Api, ...args: unknown[]) => unknown;
    bound[name] = (...args: unknown[]) => operation(api, ...args);
  }
  return bound as Endpoints;
}
