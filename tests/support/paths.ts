/**
 * The one path generator: the paths of a machine as `xstate/graph` finds them, for the model suites
 * (tests/support/modelSuite.ts, which replay them) and for `npm run qa-paths` (scripts/qaPaths.ts: the QA paths and the
 * browser journeys). Both ask it for the same kinds of paths through the same `applicable` filter, so a path the
 * model tests replay and a journey the browser drives are generated the same way.
 *
 * Also the types derived from a machine that fixtures are checked against: its events, input, invoked actors,
 * delays and state values. A fixture typed with them fails to compile when an event, actor or state is renamed.
 *
 * Scripts load this module through Vite (the machines use Lingui macros): it imports only xstate and ./model.
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  OutputFrom,
  Snapshot,
  StateMachine,
  StateValueFrom,
  SnapshotFrom,
  InputFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from 'xstate/graph';
import { activeStateIds } from './model';

// ---- types derived from the machine ----------------------------------------------------------------------------

type Parts<M> =
  M extends StateMachine<
    infer _C,
    infer E,
    infer _Ch,
    infer A,
    infer _Ac,
    infer _G,
    infer D,
    infer _SV,
    infer _T,
    infer I,
    infer _O,
    infer _Em,
    infer _Me,
    infer _SS,
    infer _TM
  >
    ? { event: E; actor: A; delay: D; input: I }
    : never;

export type MachineEvent<M> = Parts<M>['event'];
export type MachineInput<M> = Parts<M>['input'];
export type MachineActor<M> = Parts<M>['actor'] extends infer A
  ? A extends { src: string; logic: unknown }
    ? A
    : never
  : never;
export type DelayName<M> = Parts<M>['delay'];

/** What an invoked actor sends its machine: its output when it is done, or its error. */
export type ActorEvent<M> =
  MachineActor<M> extends infer A
    ? A extends { src: infer S extends string; logic: infer L }
      ? { type: `xstate.done.actor.${S}`; output: OutputFrom<L> } | { type: `xstate.error.actor.${S}`; error: unknown }
      : never
    : never;

/** A child's report (invoked with `onSnapshot`): `xstate.snapshot.<id>` with the child's snapshot. */
export type ReportEvent<M> =
  MachineActor<M> extends infer A
    ? A extends { src: infer S extends string; logic: infer L }
      ? { type: `xstate.snapshot.${S}`; snapshot: SnapshotFrom<L> }
      : never
    : never;

/** A named delay firing in a state: `xstate.after.<delay>.<state id>`. */
export type DelayEvent<M> = { type: `xstate.after.${DelayName<M> & string}.${string}` };

/** Every event a path of the machine can take: the machine's own, its actors' answers and reports, its delays. */
export type PathEventOf<M> = MachineEvent<M> | ActorEvent<M> | ReportEvent<M> | DelayEvent<M>;

/** A state value of the machine (`{ ready: { payment: 'choosing' } }`). */
export type MachineStateValue<M extends AnyStateMachine> = StateValueFrom<M>;

export type { InputFrom, SnapshotFrom };

// ---- generation --------------------------------------------------------------------------------------------------

export type Path = StatePath<AnyMachineSnapshot, EventObject>;

type Snap = Snapshot<unknown> & {
  status: string;
  value: unknown;
  children: Record<string, unknown>;
  can(e: EventObject): boolean;
};

/**
 * The events a snapshot can take: none once done; an actor's done/error event only while that actor is invoked; a
 * delay only in the state that set it; any other event when the machine would take it (a guard that throws on an
 * event without the payload it reads says no).
 */
export const applicable = (list: readonly EventObject[]) => (state: Snapshot<unknown>) => {
  const snap = state as Snap;
  if (snap.status !== 'active') return [];
  return list.filter((e) => {
    const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
    if (m) return m[2]! in snap.children;
    if (e.type.startsWith('xstate.after.')) return activeStateIds(state).includes(e.type.split('.').slice(3).join('.'));
    try {
      return snap.can(e);
    } catch {
      return false;
    }
  });
};

/** Every delayed transition's event (`xstate.after.<delay>.<stateId>`), read from the machine. */
export function afterEvents(machine: AnyStateMachine): EventObject[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)])
    for (const t of node.after) types.add(String(t.eventType));
  return [...types].map((type) => ({ type }));
}

export interface GenerateOptions {
  input?: unknown;
  /** The events to try, or the events to try from a state; `applicable` keeps those the state can take. */
  events: readonly EventObject[] | ((state: Snapshot<unknown>) => readonly EventObject[]);
  /** What makes two states different for the generator. */
  serializeState(state: Snapshot<unknown>): string;
  /**
   * One path per transition too: the shortest path to each state, then one more event (the transitions back, such
   * as close or retry, that shortest paths never take). Keyed by what makes a state behave differently for an event.
   */
  transitions?: { key(state: Snapshot<unknown>): unknown };
  /** The simple paths too (every path that visits no state twice), over these events, at most `cap` of them. */
  simple?: { events?: readonly EventObject[]; cap?: number };
}

type GraphOptions = Parameters<typeof getShortestPaths<AnyStateMachine>>[1];

/** The shortest paths of a machine (one to each state), and as asked the one-more-event and simple paths. */
export function generatePaths(machine: AnyStateMachine, o: GenerateOptions) {
  const { events: given, input, serializeState } = o;
  const eventsFrom = (state: Snapshot<unknown>) =>
    applicable(typeof given === 'function' ? given(state) : given)(state);
  const options = { input, serializeState };
  const shortest = getShortestPaths(machine, { ...options, events: eventsFrom } as GraphOptions) as unknown as Path[];
  const simple = o.simple
    ? (
        getSimplePaths(machine, {
          ...options,
          events: o.simple.events ? applicable(o.simple.events) : eventsFrom,
        } as GraphOptions) as unknown as Path[]
      ).slice(0, o.simple.cap ?? Infinity)
    : [];
  const transitions: Path[] = [];
  if (o.transitions) {
    const taken = new Set<string>();
    for (const path of shortest) {
      for (const event of eventsFrom(path.state)) {
        const k = JSON.stringify([o.transitions.key(path.state), event]);
        if (taken.has(k)) continue;
        taken.add(k);
        const next = getShortestPaths(machine, {
          ...options,
          events: [event],
          fromState: path.state,
        } as GraphOptions) as unknown as Path[];
        const oneStep =
          next.find((p) => p.steps.length === 2 && p.steps[1]!.event === event) ??
          next.find((p) => p.steps.length === 1 && p.steps[0]!.event === event);
        const target = oneStep ? oneStep.steps[oneStep.steps.length - 1]!.state : path.state;
        transitions.push({ state: target, weight: path.weight + 1, steps: [...path.steps, { event, state: target }] });
      }
    }
  }
  return { shortest, simple, transitions, eventsFrom };
}
