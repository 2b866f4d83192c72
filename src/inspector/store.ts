/**
 * The inspector's record of the running flows, built from XState's inspection events: every actor
 * created (machines with their diagram, other actors by id), and for each machine one entry per snapshot it took,
 * with the event that led there (masked), the active states, the context (masked) and the time. Pure of React:
 * the panel subscribes to it.
 */
import type { InspectionEvent } from 'xstate';
import { mask } from './mask';
import type { TakenTransition } from './transitionWords';

export interface Entry {
  /** Order of arrival across all actors. */
  seq: number;
  time: number;
  event: { type: string; payload: unknown };
  /** Who sent the event (an actor id), if not the outside world. */
  from: string | null;
  value: unknown;
  /** Active state node ids (leaf and ancestors). */
  active: string[];
  context: unknown;
  status: string;
  /** The descriptions of the transitions this step took, in order (eventless ones included). */
  steps: string[];
}

export interface InspectedActor {
  sessionId: string;
  /** The actor's id (`x:3`, or its invoke / system id). */
  id: string;
  /** The machine's id when it is a state machine (the diagram's key), else null. */
  machineId: string | null;
  parent: string | null;
  /**
   * Where it runs: the page (the address's path) its top flow was started on, or `APP_WIDE` for the flows the app
   * starts for every page (the session).
   */
  page: string;
  created: number;
  entries: Entry[];
  ref: { getSnapshot(): { status?: string } };
}

interface ActorLike {
  sessionId: string;
  id: string;
  logic?: { id?: unknown; root?: unknown };
  _parent?: { sessionId: string };
  getSnapshot(): { status?: string };
}

interface SnapLike {
  value?: unknown;
  context?: unknown;
  status?: string;
  _nodes?: Array<{ id: string }>;
}

const MAX_ENTRIES = 300;

/** The group of the flows the app runs on every page. */
export const APP_WIDE = 'app';

/** Who created an actor: the app's root (every page) or a page's view. */
export type ActorScope = 'app' | 'page';

/** A taken transition's words, by the machine's id (src/inspector/transitionWords.ts); null when it has none. */
export type DescribeTransition = (machineId: string, taken: TakenTransition) => string | null;

/** The words written on the running machine (the dev server's and the tests' machines: the build strips them). */
const writtenWords: DescribeTransition = (_machineId, taken) => taken.description ?? null;

/** Active node ids of a machine snapshot; from the state value when the internals are not there. */
function activeIds(snapshot: SnapLike, machineId: string): string[] {
  if (Array.isArray(snapshot._nodes)) return snapshot._nodes.map((n) => n.id);
  const ids: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') ids.push(`${prefix}.${value}`);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        ids.push(`${prefix}.${k}`);
        walk(v, `${prefix}.${k}`);
      }
  };
  walk(snapshot.value, machineId);
  return [machineId, ...ids];
}

export function createInspectorStore(describe: DescribeTransition = writtenWords) {
  const actors = new Map<string, InspectedActor>();
  const listeners = new Set<() => void>();
  /** The sender of the event each actor is processing. */
  const sources = new Map<string, string | null>();
  /** The transitions' descriptions of the macrostep each actor is in, until its snapshot arrives. */
  const steps = new Map<string, string[]>();
  let seq = 0;
  let version = 0;
  let scheduled = false;

  const changed = () => {
    version++;
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      listeners.forEach((l) => l());
    });
  };

  /**
   * Who sent an event, as a reader knows it: the flow's name for a machine (never an id XState made up, such as
   * `x:3`), the name its parent gave it for an invoked actor (`remote`, `focus`); none for an unnamed helper actor.
   */
  const senderName = (source: ActorLike): string | null =>
    actors.get(source.sessionId)?.machineId ?? (/^x:\d+$/.test(source.id) ? null : source.id);

  const receive = (ev: InspectionEvent, time: number, scope: ActorScope = 'page') => {
    const ref = ev.actorRef as unknown as ActorLike;
    if (ev.type === '@xstate.actor') {
      const logic = ref.logic;
      const machineId = logic && typeof logic.root === 'object' && typeof logic.id === 'string' ? logic.id : null;
      const parent = ref._parent?.sessionId ?? null;
      const page =
        (parent && actors.get(parent)?.page) ??
        (scope === 'app' ? APP_WIDE : typeof location === 'undefined' ? '/' : location.pathname);
      actors.set(ref.sessionId, {
        sessionId: ref.sessionId,
        id: ref.id,
        machineId,
        parent,
        page,
        created: time,
        entries: [],
        ref,
      });
      changed();
      return;
    }
    if (ev.type === '@xstate.event') {
      const source = ev.sourceRef as unknown as ActorLike | undefined;
      sources.set(ref.sessionId, source && source.sessionId !== ref.sessionId ? senderName(source) : null);
      return;
    }
    if (ev.type === '@xstate.microstep') {
      const machineId = actors.get(ref.sessionId)?.machineId;
      const taken = ((ev as unknown as { _transitions?: TakenTransition[] })._transitions ?? []).flatMap(
        (t) => (machineId ? describe(machineId, t) : null) ?? [],
      );
      steps.set(ref.sessionId, [...(steps.get(ref.sessionId) ?? []), ...taken]);
      return;
    }
    if (ev.type !== '@xstate.snapshot') return;
    const actor = actors.get(ref.sessionId);
    if (!actor || !actor.machineId) return;
    const snapshot = ev.snapshot as SnapLike;
    const { type, ...payload } = ev.event as { type: string };
    actor.entries.push({
      seq: seq++,
      time,
      event: { type, payload: mask(payload) },
      from: sources.get(ref.sessionId) ?? null,
      value: mask(snapshot.value),
      active: activeIds(snapshot, actor.machineId),
      context: mask(snapshot.context),
      status: snapshot.status ?? 'active',
      steps: steps.get(ref.sessionId) ?? [],
    });
    steps.delete(ref.sessionId);
    if (actor.entries.length > MAX_ENTRIES) actor.entries.splice(0, actor.entries.length - MAX_ENTRIES);
    changed();
  };

  return {
    receive,
    actors: () => [...actors.values()],
    get: (sessionId: string) => actors.get(sessionId),
    /** Changes on every recorded event (for useSyncExternalStore). */
    version: () => version,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type InspectorStore = ReturnType<typeof createInspectorStore>;

/**
 * The actors worth listing: not one created by a render React threw away (StrictMode's second render in the dev
 * server, a render that suspended), which never starts. Such an actor has no step, and the same flow on the same page
 * was created again, at the same time or later, and has run.
 */
export function listedActors(actors: InspectedActor[]): InspectedActor[] {
  return actors.filter(
    (a) =>
      a.entries.length > 0 ||
      !actors.some(
        (o) =>
          o !== a && o.machineId === a.machineId && o.page === a.page && o.created >= a.created && o.entries.length > 0,
      ),
  );
}

/** Whether the actor is still running (XState reports no event when an actor is stopped). */
export function isRunning(actor: InspectedActor): boolean {
  const status = actor.ref.getSnapshot()?.status;
  return status === undefined || status === 'active';
}
