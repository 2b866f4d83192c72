import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { getElementScrollRestorationEntry } from '@tanstack/router-core';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';
import type { DeviceType } from '~/domain';
import type { Endpoints } from '~/api/endpoints';
import type { SessionActor } from './session';
import type { Machines } from './machines';
import type { toastError, toastErrorMessage, toastSuccess } from '~/services/notify';
import type { routeRules } from './routeRules';
import { RouteError, RoutePending } from '~/features/shell/RouteFallbacks';
import { pageShown } from '~/performance/staleChunks';
import { browserPage, finishingScrollRestoration } from './scrollRestoration';

/** The dependency seam of every route (docs/architecture.md). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionActor;
  endpoints: Endpoints;
  device: DeviceType;
  /** Every flow's provided machines (src/app/machines.ts): routes load a page's flows, features read them. */
  machines: Machines;
  /** Toasts of spec §8 for what a page shows itself (a query that failed): the provider's message, else the page's. */
  toasts: { error: typeof toastError; success: typeof toastSuccess; errorMessage: typeof toastErrorMessage };
  /** Whether a route's access rule (src/app/routeRules.ts) lets this session in: a link shows only where it opens. */
  allows(route: keyof typeof routeRules, session: ReturnType<SessionActor['getSnapshot']>): boolean;
}

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // on TV, focus decides where the page scrolls (the focus engine restores the element a member left)
    scrollRestoration: context.device !== 'tv',
    // never a blank page, never the router's English "Something went wrong!"
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    // the address says what the member typed (spec §2: /search?search=...): text is written as it is, never quoted as
    // JSON (the router's default turns a search for 2024 into ?search="2024") and read back as it is; a number or
    // true / false comes back typed, which `searchText` (src/domain/searchParams.ts) turns back into the same text
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
  });
  // a page was shown without error: a later stale chunk may reload the page once more
  router.subscribe('onResolved', () => {
    if (!router.state.matches.some((m) => m.status === 'error')) pageShown();
  });
  // a kept place the page was still too short for when drawn is reached as the page grows (the footer comes later)
  if (context.device !== 'tv' && typeof window !== 'undefined') {
    // (a page opened at an anchor scrolls to it instead, as the router does)
    const kept = () =>
      router.latestLocation.hash ? undefined : getElementScrollRestorationEntry(router, { getElement: () => window });
    router.subscribe('onRendered', finishingScrollRestoration(kept, browserPage()));
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The page says itself when its first screen has been committed (`useFirstScreenShown`): its largest image comes
     * with its content, after the root's first render (src/performance/firstScreen.ts). Else the root says it.
     */
    drawsFirstScreen?: boolean;
  }
}
