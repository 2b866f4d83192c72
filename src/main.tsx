/**
 * Composition root: the one place where the query client, the provider client, the session actor, the router and
 * the i18n runtime are created and wired together.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { toastError, toastErrorMessage, toastSessionExpired, toastSuccess } from '~/services/notify';
import { ToasterHost } from '~/features/shell/ToasterHost';
import { OfflineNotice } from '~/features/shell/OfflineNotice';
import { installStaleChunkReload } from '~/performance/staleChunks';
import { appEnv } from '~/app/env';
import { createApi } from '~/api/client';
import { withBootPrefetch } from '~/performance/bootHandoff';
import { createLazyEndpoints } from '~/api/lazyEndpoints';
import { queryKeys, shouldRetry } from '~/api/queries';
import * as z from 'zod/mini';
import { createSession, firstLanguage, type SessionActor } from '~/app/session';
import { selectIsSettled } from '~machines/session/session.selectors';
import { createAppRouter } from '~/app/router';
import { canAccess } from '~/domain/access';
import { accessContextOf } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { createMachines } from '~/app/machines';
import { chunkPreloads } from '~/performance/preloadMap';
import { activateLanguage, i18n } from '~/i18n/i18n';
import { readConfiguration } from '~/services/stores';
import { appStorage } from '~/services/storage';
import { firstRender } from '~/performance/firstRender';
import { resumeAfterExpiry } from '~/domain/returnTo';
import { inspectionMode, startInspector } from '~/app/inspect';
import { nextTask } from '~/performance/nextTask';
import { APP_ROOT_ATTRIBUTE } from '~/boot/rootMark';
import '~/theme/tokens.css';
import '~/theme/base.css';

// zod must not probe `new Function` (CSP): parse without JIT.
z.config({ jitless: true });
// a chunk that vanished with a deploy: reload once (src/performance/staleChunks.ts)
installStaleChunkReload(window);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false } },
});

// The session actor and the client need each other (token, club, 440): bind late through this reference.
let session: SessionActor | null = null;
let router: ReturnType<typeof createAppRouter> | null = null;

const api = createApi({
  baseUrl: appEnv.apiUrl,
  // the calls index.html's boot script started before the bundle arrived are taken over, once
  fetch: withBootPrefetch(
    (input, init) => globalThis.fetch(input, init),
    () => window.__clubBoot,
  ),
  getToken: () => session?.getSnapshot().context.token ?? null,
  getLanguage: () => session?.getSnapshot().context.lang ?? 'en',
  getClub: () => session?.getSnapshot().context.clubKey ?? window.location.hostname,
  ipLookupUrl: appEnv.ipLookupUrl,
  onSessionExpired: () => session?.send({ type: 'session.expired' }),
});
const endpoints = createLazyEndpoints(api);

/**
 * The start, in steps that each run as a task of their own after the bundle's evaluation: the session's
 * actor, its start (its first calls go out at once, most already answered by the boot script), the flows, the router,
 * then the first render.
 */
/** Content comes in the request language and depends on who watches: what is cached is fetched again. */
function refetchClubContent() {
  const clubKey = session?.getSnapshot().context.clubKey;
  if (clubKey) void queryClient.invalidateQueries({ queryKey: queryKeys.club(clubKey) });
}

async function start() {
  // the boot's calls before the app's: index.html's module runs it in a task of its own once the parser has met it,
  // and a bundle that was in the browser's cache could start first: then the boot, finding the app's mark, leaves
  // the calls to the app (once either way)
  window.__clubBootRun?.();
  window.__clubBootRun ??= () => undefined;
  await nextTask();
  session = createSession({
    endpoints,
    storage: appStorage('local'),
    location: window.location,
    buildClub: appEnv.club,
    effects: {
      languageChanged: () => refetchClubContent(),
      memberChanged: () => refetchClubContent(),
      notifySessionExpired: () => void toastSessionExpired(),
      // the login that follows an expiry brings the member back to the page they were on
      goToLogout: () =>
        void router?.navigate({
          to: '/logout',
          search: { returnTo: router ? resumeAfterExpiry(router.state.location.href) : undefined },
        }),
      acceptedCookies: () => readConfiguration(appStorage('local'))?.acceptedCookies ?? false,
    },
  });
  // the actor's initial state above, its start (the first calls, taking the boot's answers) in a task of its own
  await nextTask();
  session.start();
  await nextTask();

  // every flow's machines, provided once with the app's services; navigation goes through the router created next
  const machines = createMachines({
    navigate: (options) => void router?.navigate(options),
    queryClient,
    endpoints,
    session,
    device: appEnv.device,
    router: () => router!,
    // the TV shell, loaded at start-up on TV (below) and started by the root's component
    tvShell: () => (appEnv.device === 'tv' ? machines.get('tvShell').current() : null),
  });
  // the build's preload map: off the home the boot fetched it already; on the home it is fetched a second from now
  chunkPreloads.load(window.__clubBoot?.preloadMap);
  // the remote must work as soon as the app does: the TV shell's chunk loads while the club's configuration does
  if (appEnv.device === 'tv') void machines.load('tvShell');
  await nextTask();
  const appRouter = createAppRouter({
    queryClient,
    session,
    endpoints,
    device: appEnv.device,
    machines,
    toasts: { error: toastError, success: toastSuccess, errorMessage: toastErrorMessage },
    allows: (route, snapshot) => canAccess(routeRules[route], accessContextOf(snapshot, appEnv.device)),
  });
  router = appRouter;
  document.documentElement.dataset.device = appEnv.device;

  // Render once a language is active: the stored choice, else the club's (src/app/session.ts, firstLanguage).
  await activateLanguage(await firstLanguage(session, readConfiguration(appStorage('local'))?.lang ?? null));
  await nextTask();
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const started = session;
  await firstRender({
    settled: () => selectIsSettled(started.getSnapshot()),
    load: () => appRouter.load(),
    immediate: inspectionMode !== null || appEnv.device === 'tv',
    render: () => {
      // the root is React's from here: the boot's early paint leaves it alone (src/boot/rootMark.ts)
      container.setAttribute(APP_ROOT_ATTRIBUTE, '');
      root.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={appRouter} />
              <OfflineNotice />
              <ToasterHost />
            </QueryClientProvider>
          </I18nProvider>
        </StrictMode>,
      );
    },
  });
}
void start();
// `?inspect` in the dev server or a demo build: the flow inspector, a lazy chunk (src/app/inspect.ts)
startInspector();
