/**
 * The TV shell, provided and started once for the app (docs/tv.md): the remote-key actor, the focus engine (BBC's
 * LRUD spatial navigation on the DOM) and the router. TV builds only: web builds never import this module.
 */
import { fromCallback, type SnapshotFrom } from 'xstate';
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { selectCurrentPageMemory, selectPageMemory } from '~machines/tv/focusMemory.selectors';
import { selectFocusMemory } from '~machines/tv/tvShell.selectors';
import { tvShellMachine } from '~machines/tv/tvShellMachine';
import { createFocusEngine, type FocusEngine } from '~/tv/focusEngine';
import { remoteKeysActor } from '~/tv/remoteKeysActor';
import { createActor } from '../inspect';
import type { AppDeps } from '../machines';
import { isPlayerPath } from '~/domain';

interface TvPlatform {
  webOS?: { platformBack?: () => void };
  tizen?: { application?: { getCurrentApplication?: () => { exit?: () => void } } };
}

export function closeTvApp(w: Window & TvPlatform = window as Window & TvPlatform) {
  const tizenApp = w.tizen?.application?.getCurrentApplication?.();
  if (tizenApp?.exit) return tizenApp.exit();
  if (w.webOS?.platformBack) return w.webOS.platformBack();
  w.close();
}

/** Back on home and login asks to close the app (spec §2). */
export const isTvRootPath = (pathname: string) => pathname === '/' || pathname === '/auth/login';

const keyOf = (location: ParsedLocation) => {
  const state = location.state as { __TSR_key?: string; key?: string };
  return state.__TSR_key ?? state.key ?? location.href;
};

export function provideTvShell(engine: FocusEngine, router: AnyRouter) {
  const goBack = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/', replace: true });
  };
  return tvShellMachine.provide({
    actors: {
      remoteKeys: remoteKeysActor,
      focusEvents: fromCallback(({ sendBack }) =>
        engine.start({
          kind: (kind) => sendBack({ type: 'focus.kind', kind }),
          blocked: (direction) => sendBack({ type: 'focus.blocked', direction }),
          dialogOpened: () => sendBack({ type: 'dialog.opened' }),
          dialogClosed: (toOpener) => sendBack({ type: 'dialog.closed', toOpener }),
          moved: (region, index) => sendBack({ type: 'focus.moved', region, index }),
        }),
      ),
    },
    actions: {
      moveFocus: (_, { direction, region }) => engine.move(direction, region),
      activateFocused: () => engine.activate(),
      dismissModal: () => engine.dismissModal(),
      beginTextEntry: () => engine.beginTextEntry(),
      endTextEntry: () => engine.endTextEntry(),
      // what the focus memory holds for the page just entered (by entry, else by address)
      restoreFocus: ({ self, event }) => {
        const memory = selectFocusMemory(self.getSnapshot() as SnapshotFrom<typeof tvShellMachine>);
        if (event.type === 'route.changed' && memory) engine.restore(selectPageMemory(memory, event.page, event.href));
        else engine.restore(undefined);
      },
      leavePage: () => engine.leavePage(),
      focusStage: () => engine.focusStage(),
      focusControls: () => engine.focusControls(),
      goBack,
      closeApp: () => closeTvApp(),
    },
  });
}

/**
 * The TV shell flow: `start()` creates and starts the shell, wired to the router; returns the actor and its cleanup.
 * `current()` is the running shell (the app's `tvShell` dependency: the player attaches its remote to it).
 */
export function provide(deps: Pick<AppDeps, 'router'>) {
  let running: TvShellActor | null = null;
  return {
    start() {
      const shell = startTvShell(deps.router());
      running = shell.actor;
      return {
        actor: shell.actor,
        stop() {
          if (running === shell.actor) running = null;
          shell.stop();
        },
      };
    },
    current: (): TvShellActor | null => running,
  };
}

function startTvShell(router: AnyRouter) {
  // the engine reads the focus memory of the page on screen: the shell's focus memory machine
  let actor: ReturnType<typeof createActor<ReturnType<typeof provideTvShell>>> | null = null;
  const recall = () => {
    const memory = actor ? selectFocusMemory(actor.getSnapshot()) : undefined;
    return memory ? selectCurrentPageMemory(memory) : undefined;
  };
  const engine = createFocusEngine(document, recall);
  const pathname = router.state.location.pathname;
  actor = createActor(provideTvShell(engine, router), {
    input: { atRoot: isTvRootPath(pathname), player: isPlayerPath(pathname) },
  }).start();
  const shell = actor;
  const routeChanged = (location: ParsedLocation) =>
    shell.send({
      type: 'route.changed',
      atRoot: isTvRootPath(location.pathname),
      player: isPlayerPath(location.pathname),
      page: keyOf(location),
      href: location.pathname,
    });
  // the first page: focus its first stop once it renders
  routeChanged(router.state.location);
  const unsubscribe = [
    router.subscribe('onBeforeNavigate', (e) => {
      // the page's scroll, kept with its focus for the way back
      if (e.fromLocation && e.hrefChanged)
        shell.send({ type: 'page.left', scrollY: window.scrollY, atRoot: isTvRootPath(e.toLocation.pathname) });
    }),
    router.subscribe('onResolved', (e) => {
      if (e.hrefChanged || !e.fromLocation) routeChanged(e.toLocation);
    }),
  ];
  return {
    actor: shell,
    stop() {
      unsubscribe.forEach((u) => u());
      shell.stop();
    },
  };
}

export type TvShellActor = ReturnType<typeof startTvShell>['actor'];
