import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';
import type { DeviceType } from '../api/domain';
import type { Endpoints } from '../api/endpoints';
import type { SessionActor } from './session';

/** The dependency seam of every route (DESIGN.md §4). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionActor;
  endpoints: Endpoints;
  device: DeviceType;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // on TV, focus decides where the page scrolls (the focus engine restores the element a member left)
    scrollRestoration: context.device !== 'tv',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
