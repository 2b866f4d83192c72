/**
 * The one place where the app's actors are created with XState's `inspect` option (docs/flows.md): the
 * session and the other actors `src/app` starts (`createActor`), and every flow a feature hook runs (`useActorRef`,
 * `useMachine`). Lint forbids importing those three from xstate / @xstate/react anywhere else in `src/`, so a new
 * flow is inspectable without thinking about it. Invoked and spawned children share their parent's system and are
 * inspected with it.
 *
 * Only with `?inspect` in the address, and only in the dev server or a demo build (VITE_ENVIRONMENT=demo): the
 * production build folds `inspectionEnabled` to false, passes no `inspect` option and never emits the inspector's
 * lazy chunk. Events are buffered from the first actor on until the inspector (a lazy chunk) attaches.
 * `?inspect=<flow>` opens the panel on that flow; `?inspect=stately` hands them to the hosted Stately inspector instead (needs the internet).
 */
import { useActorRef as useActorRefBase, useMachine as useMachineBase } from '@xstate/react';
import { createActor as createActorBase, type InspectionEvent } from 'xstate';

/**
 * Receives each inspection event with the time it happened (ms since the epoch) and who created the actor system it
 * comes from: the app's root (`createActor`: flows of every page) or a page (`useActorRef`, `useMachine`).
 */
export type InspectionSink = (event: InspectionEvent, time: number, scope: 'app' | 'page') => void;

const allowed = import.meta.env.DEV || import.meta.env.VITE_ENVIRONMENT === 'demo';

const param = allowed && typeof location !== 'undefined' ? new URLSearchParams(location.search).get('inspect') : null;

/**
 * The flows page's module (`/flows`), in the dev server and demo builds only: null in a production build, which then
 * emits no chunk for it.
 */
export const loadFlowsPage = allowed ? () => import('~/inspector/FlowsPage') : null;

/** `?inspect` (our offline panel) or `?inspect=stately`, read once at start-up; null when off. */
export const inspectionMode: 'panel' | 'stately' | null =
  param === null ? null : param === 'stately' ? 'stately' : 'panel';

/** `?inspect=<flow>` (e.g. `?inspect=tvShell`): the flow the panel shows first. */
const firstFlow = inspectionMode === 'panel' && param ? param : null;

let sink: InspectionSink | null = null;
const buffer: Array<[InspectionEvent, number, 'app' | 'page']> = [];
const MAX_BUFFER = 5000;

const inspector = (scope: 'app' | 'page'): ((event: InspectionEvent) => void) | undefined =>
  inspectionMode
    ? (event) => {
        if (sink) sink(event, Date.now(), scope);
        else if (buffer.length < MAX_BUFFER) buffer.push([event, Date.now(), scope]);
      }
    : undefined;
const inspectApp = inspector('app');
const inspectPage = inspector('page');

/** Called by the inspector once loaded: receives the buffered events, then every new one. */
export function attachInspector(next: InspectionSink): void {
  sink = next;
  for (const [event, time, scope] of buffer.splice(0)) next(event, time, scope);
}

/** Loads the inspector chosen by `?inspect` (nothing otherwise). Call once, after the app started rendering. */
export function startInspector(): void {
  if (!inspectionMode) return;
  if (inspectionMode === 'stately') void import('~/inspector/stately').then((m) => m.startStately(attachInspector));
  else void import('~/inspector/mount').then((m) => m.mountInspector(attachInspector, firstFlow));
}

const withInspect = <T extends object | undefined>(options: T, inspect = inspectPage): T =>
  (inspect ? { ...(options ?? {}), inspect } : options) as T;

/** `createActor` with the app's inspection. */
export const createActor = ((logic: never, options?: object) =>
  createActorBase(logic, withInspect(options, inspectApp) as never)) as unknown as typeof createActorBase;

/** `useActorRef` with the app's inspection. */
export const useActorRef = ((logic: never, options?: object, observer?: never) =>
  useActorRefBase(logic, withInspect(options) as never, observer)) as unknown as typeof useActorRefBase;

/** `useMachine` with the app's inspection. */
export const useMachine = ((logic: never, options?: object) =>
  useMachineBase(logic, withInspect(options) as never)) as unknown as typeof useMachineBase;
