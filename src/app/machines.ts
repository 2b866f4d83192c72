/**
 * The composition root of every flow (docs/architecture.md): the one place where machines get their real actors
 * and effects (`machine.provide(...)`), each exactly once per app, from the app's dependencies: typed navigation
 * (the router's `to` + `params`, never a string href), the query client, the provider's endpoints, the session and
 * the device. Toasts come from `./notify`, inspection from `./inspect`.
 *
 * A flow's provision lives in `src/app/provide/<flow>.ts` and exports `provide(deps: AppDeps)`, which returns the
 * flow's provided machines. Per-instance data (a product id, a returnTo) is never a dependency: it goes in the
 * machine's `input`.
 *
 * Flows a page needs load with the page: its route's loader (or beforeLoad) calls `context.machines.load(name)`, so
 * a flow's machines and their actors stay out of the first load. A feature reads them with `useFlow(name)` (this
 * module's only export features may import, with the inspected `useActorRef` / `useMachine`).
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext, type AnyRouter, type NavigateOptions } from '@tanstack/react-router';
import type { DeviceType } from '~/domain';
import { lazyView } from '~/components/lazyView';
import { chunkPreloads, flowChunksKey } from '~/performance/preloadMap';
import type { Endpoints } from '~/api/endpoints';
import type { SessionActor } from './session';
import type { PlayerHost } from '~machines/tv/tvShellMachine';

export { createActor, useActorRef, useMachine } from './inspect';

/** The router's navigation, typed by the route tree: `{ to: '/product/$productId/play', params: { productId } }`. */
export type AppNavigate = (options: NavigateOptions) => void;

/** What a flow's provision may use: app-wide services only (per-instance data goes in the machine's input). */
export interface AppDeps {
  navigate: AppNavigate;
  queryClient: QueryClient;
  endpoints: Endpoints;
  session: SessionActor;
  device: DeviceType;
  /** The router itself, for the TV shell that drives it (history, navigations); others navigate with `navigate`. */
  router(): AnyRouter;
  /** The running TV shell, which takes the player's remote (`player.attached`); null on the web or before it starts. */
  tvShell(): PlayerHost | null;
}

type Provision = { provide(deps: AppDeps): object };

/**
 * Every flow's provision, loaded with the first page that needs it (a chunk of its own or the page's); the app-wide
 * ones (the cookie notice, the TV shell, complete-profile) are loaded by the root's components when they are due.
 */
const lazy = {
  cookieConsent: () => import('./provide/cookieConsent'),
  login: () => import('./provide/login'),
  signup: () => import('./provide/signup'),
  recovery: () => import('./provide/recovery'),
  verify: () => import('./provide/verify'),
  qrLogin: () => import('./provide/qrLogin'),
  search: () => import('./provide/search'),
  tvShell: () => import('./provide/tvShell'),
  account: () => import('./provide/account'),
  completeProfile: () => import('./provide/completeProfile'),
  product: () => import('./provide/product'),
  player: () => import('./provide/player'),
  meetingRoom: () => import('./provide/meetingRoom'),
  booking: () => import('./provide/booking'),
} satisfies Record<string, () => Promise<Provision>>;

export type FlowName = keyof typeof lazy;
/** The provided machines of a flow, as its provision returns them. */
export type FlowMachines<N extends FlowName> = ReturnType<Awaited<ReturnType<(typeof lazy)[N]>>['provide']>;

export interface Machines {
  /** Loads and provides a flow once (later calls resolve to the same machines). Routes call it in their loader. */
  load<N extends FlowName>(name: N): Promise<FlowMachines<N>>;
  /** A loaded flow's machines; throws when no route loaded it (a wiring mistake, caught by the first test). */
  get<N extends FlowName>(name: N): FlowMachines<N>;
}

export function createMachines(deps: AppDeps): Machines {
  const loaded = new Map<FlowName, object>();
  const pending = new Map<FlowName, Promise<object>>();
  const load = (name: FlowName): Promise<object> => {
    const done = loaded.get(name);
    if (done) return Promise.resolve(done);
    let promise = pending.get(name);
    if (!promise) {
      // the flow's chunks all at once, not one import level after another
      chunkPreloads.preload(flowChunksKey(name));
      promise = lazy[name]().then((module: Provision) => {
        const machines = module.provide(deps);
        loaded.set(name, machines);
        return machines;
      });
      promise.catch(() => pending.delete(name));
      pending.set(name, promise);
    }
    return promise;
  };
  return {
    load: load as Machines['load'],
    get: ((name: FlowName) => {
      const machines = loaded.get(name);
      if (!machines)
        throw new Error(
          `The "${name}" flow was not loaded: call context.machines.load('${name}') in its route's loader.`,
        );
      return machines;
    }) as Machines['get'],
  };
}

/** A flow's provided machines, loaded by the page's route (features' one way to machines with real actors). */
export function useFlow<N extends FlowName>(name: N): FlowMachines<N> {
  const { machines } = useRouteContext({ from: '__root__' });
  return machines.get(name);
}

/**
 * An app-wide view that loads with its flow when it is due (the cookie notice, complete-profile), for React's
 * `Suspense`: `view` imports the component, after `after` ms if given, alongside the flow and anything `also` needs
 * (messages). A view a member can do without: when its code, flow or messages cannot be loaded (offline, a stale
 * chunk), nothing shows rather than the whole app giving way to the error page.
 */
export function lazyFlowView<P extends object>(
  machines: Machines,
  flow: FlowName,
  view: () => Promise<ComponentType<P>>,
  options: { after?: number; also?: () => Promise<unknown> } = {},
) {
  return lazyView<P>(
    () => Promise.all([view(), machines.load(flow), options.also?.()]).then(([component]) => component),
    options,
  );
}
