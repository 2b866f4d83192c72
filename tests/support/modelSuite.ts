/**
 * The one model-based suite for a machine (docs/testing.md). Paths are generated with `xstate/graph` for each input from
 * typed fixtures: one or more example events per event type of the machine, example outputs (and errors) per invoked
 * promise actor, the value of every named delay. The fixture types are derived from the machine, so a new event,
 * actor or delay without a fixture fails to compile.
 *
 * Always: every generated state is checked with `invariant`, every state must be reached and every transition
 * covered (edges into or out of a transient, eventless state are counted through the macrostep that passes through
 * it), the named delays must have the fixture values (the replay's simulated clock relies on them).
 *
 * Replays: a generated path is replayed on a real actor (controllable promise actors, simulated clock) only where
 * the replay can disagree with the generator: when the machine invokes actors (ids, inputs and settling through the
 * real actor), or when the suite checks effects after each path (`afterPath`). A machine with neither would only be
 * compared with itself: the generator's snapshots are that machine's own transitions.
 */
import { describe, expect, it } from 'vitest';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InputFrom,
  OutputFrom,
  Snapshot,
  SnapshotFrom,
  StateMachine,
  AnyActorLogic,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from 'xstate/graph';
import {
  activeStateIds,
  allEdges,
  allStateIds,
  controllablePromise,
  replayPath,
  type ControllablePromise,
} from './model';

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
type MachineActor<M> = Parts<M>['actor'] extends infer A
  ? A extends { src: string; logic: unknown }
    ? A
    : never
  : never;
export type DelayName<M> = Parts<M>['delay'];

/** Example events for every event type the machine takes (an empty list: the type is deliberately not generated). */
export type EventFixtures<M> = {
  [K in MachineEvent<M>['type']]: ReadonlyArray<EventOfType<MachineEvent<M>, K>>;
};

/** The events of type K (an event typed with a union of types, such as `key.${RemoteKey}`, narrowed to K). */
type EventOfType<E, K> = E extends { type: infer T } ? (K extends T ? Omit<E, 'type'> & { type: K } : never) : never;

/** A promise actor settles with one of these outputs (or errors); any other actor is replaced by the given logic. */
export type ActorFixture<L> =
  | {
      done: ReadonlyArray<OutputFrom<L>>;
      error?: readonly unknown[];
      /** Settle the newest pending call (the actor's state is re-entered before it settles). */
      latest?: boolean;
    }
  | { logic: L };

/** A fixture for every actor the machine declares in `setup({ actors })`. */
export type ActorFixtures<M> = {
  [A in MachineActor<M> as A['src']]: ActorFixture<A['logic']>;
};

/** The value of every named delay (`setup({ delays })`). */
export type DelayFixtures<M> = Record<DelayName<M>, number>;

type LogicOf<M, K> = Extract<MachineActor<M>, { src: K }>['logic'];

/** The controllable actor behind every promise fixture, typed with that actor's output and input. */
export type Controls<M, F> = {
  [K in keyof F as F[K] extends { done: unknown } ? K : never]: LogicOf<M, K> extends AnyActorLogic
    ? ControllablePromise<OutputFrom<LogicOf<M, K>>, InputFrom<LogicOf<M, K>>>
    : never;
};

/**
 * The machine with every actor replaced: a controllable promise for each `done` fixture, the given logic for the
 * others. Journeys use it too, so their `resolve` calls are typed with the actor's output.
 */
export function withControls<M extends AnyStateMachine, F extends ActorFixtures<M>>(
  machine: M,
  fixtures: F,
): { machine: M; controls: Controls<M, F> } {
  const controls: Record<string, ControllablePromise> = {};
  const actors: Record<string, unknown> = {};
  for (const [src, fixture] of Object.entries(fixtures as Record<string, ActorFixture<unknown>>)) {
    if ('logic' in fixture) actors[src] = fixture.logic;
    else {
      controls[src] = controllablePromise({ latest: !!fixture.latest });
      actors[src] = controls[src].logic;
    }
  }
  const provided = (machine as AnyStateMachine).provide({ actors } as Parameters<AnyStateMachine['provide']>[0]);
  return { machine: provided as M, controls: controls as Controls<M, F> };
}

// ---- the suite ---------------------------------------------------------------------------------------------------

export type Path = StatePath<AnyMachineSnapshot, EventObject>;

export interface ModelSuiteOptions<M extends AnyStateMachine, F extends ActorFixtures<M>, E> {
  name: string;
  machine: M;
  events: EventFixtures<M>;
  actors: F;
  delays?: DelayFixtures<M>;
  inputs: Record<string, MachineInput<M>>;
  /** What makes two states different for the generator (the state value and the context facts that matter). */
  serializeState(s: SnapshotFrom<M>): string;
  /** Ids of eventless (transient) states: never observable. */
  transient?: string[];
  /** Transitions no event sequence can take (`source --event--> target`), each with its reason in a comment. */
  unreachable?: string[];
  /** Also generate simple paths (only for small graphs). */
  simple?: boolean;
  /** Event types left out of the generation for one input (the others explore what this input would repeat). */
  without?(input: MachineInput<M>): ReadonlyArray<MachineEvent<M>['type']>;
  /** Inputs whose shortest paths suffice (another input takes every transition the same way). */
  shortestOnly?(input: MachineInput<M>): boolean;
  /** Paths the traversal cannot find, built from its shortest paths (say why where it is used). */
  extraPaths?(shortest: Path[], input: MachineInput<M>): Path[];
  /** Event types left out of the simple paths (events that re-enter the flow from anywhere make them explode). */
  simpleWithout?: Array<MachineEvent<M>['type']>;
  /** What makes two states behave differently for one event (default: the state value). */
  transitionKey?(s: SnapshotFrom<M>): unknown;
  /** Holds in every generated state (and in every replayed step). */
  invariant?(s: SnapshotFrom<M>): void;
  /** Spies for the machine's actions, fresh for each replayed path. */
  effects?(): E;
  /** Provides the action spies (and anything else) on the machine with controls. */
  provide?(machine: M, effects: E): M;
  /**
   * Extra comparison of the replayed actor with the generated step; `step` is the event and the actor's snapshot
   * before it (none for the initial step), `effects` this path's spies.
   */
  check?(
    actual: SnapshotFrom<M>,
    expected: SnapshotFrom<M>,
    step: { event: EventObject; before: SnapshotFrom<M> | null },
    effects: E,
  ): void;
  /** Assertions after each replayed path (effects): makes the suite replay even without invoked actors. */
  afterPath?(
    path: Path,
    actor: { getSnapshot(): SnapshotFrom<M> },
    effects: E,
    controls: Controls<M, F>,
    input: MachineInput<M>,
  ): void;
}

type Snap = Snapshot<unknown> & {
  status: string;
  value: unknown;
  children: Record<string, unknown>;
  can(e: EventObject): boolean;
};

/** The events a snapshot can take: none once done; done/error events only while that actor is invoked. */
const applicable = (list: EventObject[]) => (state: Snapshot<unknown>) => {
  const snap = state as Snap;
  if (snap.status !== 'active') return [];
  return list.filter((e) => {
    const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
    if (m) return m[2]! in snap.children;
    // a timer only fires in the state that set it
    if (e.type.startsWith('xstate.after.')) return activeStateIds(state).includes(e.type.split('.').slice(3).join('.'));
    return snap.can(e);
  });
};

/** Every delayed transition's event (`xstate.after.<delay>.<stateId>`), read from the machine. */
function afterEvents(machine: AnyStateMachine): EventObject[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)])
    for (const t of node.after) types.add(String(t.eventType));
  return [...types].map((type) => ({ type }));
}

const invokes = (machine: AnyStateMachine) =>
  [machine.root, ...getStateNodes(machine.root)].some((n) => n.invoke.length > 0);

/** Every fixture as an event the generator can send. */
function fixtureEvents(events: Record<string, readonly EventObject[]>, actors: Record<string, ActorFixture<unknown>>) {
  const list: EventObject[] = Object.values(events).flat();
  for (const [src, fixture] of Object.entries(actors)) {
    if ('logic' in fixture) continue;
    for (const output of fixture.done) list.push({ type: `xstate.done.actor.${src}`, output } as EventObject);
    for (const error of fixture.error ?? []) list.push({ type: `xstate.error.actor.${src}`, error } as EventObject);
  }
  return list;
}

/** An event in a test name: its type and what tells it apart from the other fixtures of that type. */
function eventLabel(event: EventObject): string {
  const { type, ...rest } = event as EventObject & { output?: unknown; error?: unknown };
  const short = type.replace(/^xstate\./, '');
  if ('error' in rest) return short;
  if ('output' in rest) {
    const o = rest.output as { ok?: boolean; error?: unknown } | null;
    return o && typeof o === 'object' && 'ok' in o ? `${short}(${o.ok ? 'ok' : String(o.error)})` : short;
  }
  const args = Object.values(rest).map((v) => (typeof v === 'object' && v !== null ? '…' : String(v)));
  return args.length ? `${short}(${args.join(', ')})` : short;
}

export function modelSuite<M extends AnyStateMachine, F extends ActorFixtures<M>, E = undefined>(
  o: ModelSuiteOptions<M, F, E>,
) {
  // paths are generated on the machine as the replays run it: a built-in action that needs what a test provides
  // (`sendParent` in a child run on its own) resolves while a transition is computed
  const machine = (o.provide ? o.provide(o.machine, o.effects?.() as E) : o.machine) as AnyStateMachine;
  const serialize = o.serializeState as (s: Snapshot<unknown>) => string;
  const key = o.transitionKey as ((s: Snapshot<unknown>) => unknown) | undefined;
  const all = [
    ...fixtureEvents(
      o.events as Record<string, readonly EventObject[]>,
      o.actors as Record<string, ActorFixture<unknown>>,
    ),
    ...afterEvents(machine),
  ];
  const replays = invokes(machine) || !!o.afterPath;

  const generate = (input: MachineInput<M>) => {
    const options = { input, serializeState: serialize };
    const left = new Set<string>(o.without?.(input) ?? []);
    const base = all.filter((e) => !left.has(e.type));
    const events = applicable(base);
    type Options = Parameters<typeof getShortestPaths<AnyStateMachine>>[1];
    const shortest = getShortestPaths(machine, { ...options, events } as Options) as unknown as Path[];
    const without = new Set<string>(o.simpleWithout ?? []);
    const simpleEvents = applicable(base.filter((e) => !without.has(e.type)));
    const simple = o.simple
      ? (getSimplePaths(machine, { ...options, events: simpleEvents } as Options) as unknown as Path[])
      : [];
    // one path per (state value, event): the shortest path to a state, then one more event
    const transitions: Path[] = [];
    const taken = new Set<string>();
    for (const path of o.shortestOnly?.(input) ? [] : shortest) {
      for (const event of events(path.state)) {
        const k = JSON.stringify([key ? key(path.state) : (path.state as Snap).value, event]);
        if (taken.has(k)) continue;
        taken.add(k);
        const next = getShortestPaths(machine, {
          ...options,
          events: [event],
          fromState: path.state,
        } as Options) as unknown as Path[];
        const oneStep =
          next.find((p) => p.steps.length === 2 && p.steps[1]!.event === event) ??
          next.find((p) => p.steps.length === 1 && p.steps[0]!.event === event);
        const target = oneStep ? oneStep.steps[oneStep.steps.length - 1]!.state : path.state;
        transitions.push({ state: target, weight: path.weight + 1, steps: [...path.steps, { event, state: target }] });
      }
    }
    const extra = o.extraPaths?.(shortest, input) ?? [];
    // one replay per distinct event sequence
    const keyed = new Map<string, Path>();
    for (const path of [...shortest, ...simple, ...transitions, ...extra]) {
      const k = path.steps.map((s) => JSON.stringify(s.event)).join('\n');
      if (!keyed.has(k)) keyed.set(k, path);
    }
    return [...keyed.values()];
  };

  /**
   * The paths to replay. A replay checks every step on the way, so a path that starts another one is replayed
   * within it: without end-of-path assertions (`afterPath`), only the paths no other path extends are replayed.
   */
  const toReplay = (paths: Path[]) => {
    if (o.afterPath) return paths;
    const prefixes = new Set<string>();
    const keys = paths.map((path) => {
      const events = path.steps.map((s) => JSON.stringify(s.event));
      for (let n = 1; n < events.length; n++) prefixes.add(events.slice(0, n).join('\n'));
      return events.join('\n');
    });
    return paths.filter((_, i) => !prefixes.has(keys[i]!));
  };
  const invariant = o.invariant as ((s: Snapshot<unknown>) => void) | undefined;

  describe(`${o.name} model`, () => {
    const generated: Path[] = [];
    for (const [label, input] of Object.entries(o.inputs) as Array<[string, MachineInput<M>]>) {
      describe(label, () => {
        const paths = generate(input);
        generated.push(...paths);
        it(`generates paths${invariant ? ' and every generated state keeps the invariant' : ''}`, () => {
          expect(paths.length).toBeGreaterThan(0);
          if (invariant) for (const path of paths) for (const step of path.steps) invariant(step.state);
        });
        if (!replays) return;
        for (const path of toReplay(paths)) {
          const name = path.steps.map((s) => eventLabel(s.event)).join(' → ') || '(initial)';
          it(name, async () => {
            const effects = o.effects?.() as E;
            const provided = withControls(o.machine, o.actors);
            const replayed = o.provide ? o.provide(provided.machine, effects) : provided.machine;
            let before: SnapshotFrom<M> | null = null;
            const { actor } = await replayPath(replayed, path, {
              input,
              controls: provided.controls as Record<string, ControllablePromise>,
              delays: o.delays ?? {},
              check: (actual, expected, index) => {
                expect(serialize(actual)).toEqual(serialize(expected));
                invariant?.(actual);
                const step = { event: path.steps[index]!.event, before };
                o.check?.(actual as SnapshotFrom<M>, expected as SnapshotFrom<M>, step, effects);
                before = actual as SnapshotFrom<M>;
              },
            });
            o.afterPath?.(path, actor as { getSnapshot(): SnapshotFrom<M> }, effects, provided.controls, input);
            actor.stop();
          });
        }
      });
    }

    if (o.delays) {
      it('names its delays with the values the fixtures move the clock by', () => {
        // a delay computed from the context is checked by the replays and the journeys
        const implemented = (machine.implementations.delays ?? {}) as Record<string, unknown>;
        const fixed = Object.keys(o.delays!).filter((d) => typeof implemented[d] !== 'function');
        expect(Object.fromEntries(fixed.map((d) => [d, implemented[d]]))).toEqual(
          Object.fromEntries(fixed.map((d) => [d, o.delays![d as keyof typeof o.delays]])),
        );
      });
    }

    it('reaches every state and covers every transition', () => {
      const transient = o.transient ?? [];
      const reached = new Set(generated.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
      expect(allStateIds(machine).filter((id) => !reached.has(id) && !transient.includes(id))).toEqual([]);
      const edges = allEdges(machine);
      const steps = generated.flatMap((p) =>
        p.steps.slice(1).map((s, k) => ({
          event: s.event.type,
          before: activeStateIds(p.steps[k]!.state),
          after: activeStateIds(s.state),
        })),
      );
      // edges out of a transient state: the macrostep that entered it ended in their target
      const enters = (t: string) =>
        edges
          .filter((e) => e.target === t || e.target.startsWith(`${t}.`))
          .map((e) => ({ source: e.source, event: e.event }));
      const covered = (e: { source: string; event: string; target: string }): boolean => {
        const intoTransient = transient.some((t) => e.target === t);
        const fromTransient = transient.some((t) => e.source === t);
        if (fromTransient) {
          const ins = enters(e.source);
          return steps.some(
            (s) => s.after.includes(e.target) && ins.some((i) => i.event === s.event && s.before.includes(i.source)),
          );
        }
        return steps.some(
          (s) => s.event === e.event && s.before.includes(e.source) && (intoTransient || s.after.includes(e.target)),
        );
      };
      const missing = [
        ...new Set(edges.filter((e) => !covered(e)).map((e) => `${e.source} --${e.event}--> ${e.target}`)),
      ];
      console.info(`${o.name} transition coverage: ${edges.length - missing.length}/${edges.length}`);
      expect(missing.filter((m) => !o.unreachable?.includes(m))).toEqual([]);
    });
  });
}
