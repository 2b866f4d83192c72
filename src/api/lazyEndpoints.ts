/**
 * The endpoints of the running app (composition root), bound from the one operation list (./operations): the
 * 'eager' operations (the startup's: club, user, language; the home's: rows and slides) ship with the app; each
 * domain's 'lazy' operations load, in one chunk per domain (./chunks), with the first call that needs one of them,
 * so the first load carries only the code it runs (docs/performance.md). Same shape as `createEndpoints` (./endpoints),
 * which tests use.
 */
import type { Api } from './client';
import type { Endpoints, OperationModules } from './endpoints';
import { OPERATIONS, OPERATION_NAMES, type Domain } from './operations';
import * as clubEager from './club/ops.eager';
import * as accountEager from './account/ops.eager';
import * as catalogueEager from './catalogue/ops.eager';

type Loaders = {
  readonly [D in Domain]: {
    readonly [T in keyof OperationModules[D]]: T extends 'eager'
      ? OperationModules[D][T]
      : () => Promise<OperationModules[D][T]>;
  };
};

/**
 * Each domain's modules (./endpoints `OperationModules`: a missing or extra tier, or a module at the wrong place,
 * fails to compile). The `import()`s are literal so that the bundler makes one chunk of each.
 */
const LOADERS: Loaders = {
  club: { eager: clubEager },
  account: { eager: accountEager, lazy: () => import('./account/ops.lazy') },
  catalogue: { eager: catalogueEager, lazy: () => import('./catalogue/ops.lazy') },
  payments: { lazy: () => import('./payments/ops.lazy') },
  booking: { lazy: () => import('./booking/ops.lazy') },
};

type Operation = (api: Api, ...args: unknown[]) => Promise<unknown>;
type Module = Record<string, unknown>;

export function createLazyEndpoints(api: Api): Endpoints {
  const bound: Record<string, unknown> = { clubKey: () => api.club() };
  for (const name of OPERATION_NAMES) {
    const { domain, tier } = OPERATIONS[name];
    const entry = (LOADERS[domain] as Record<string, Module | (() => Promise<Module>)>)[tier];
    const load = typeof entry === 'function' ? entry : () => Promise.resolve(entry as Module);
    bound[name] = (...args: unknown[]) => load().then((module) => (module[name] as Operation)(api, ...args));
  }
  return bound as Endpoints;
}
