/**
 * Model-based testing support (docs/testing.md): generate paths from a machine with `xstate/graph`, replay each on a
 * real actor whose invoked actors are controllable and whose clock is simulated, and measure state and transition
 * coverage.
 *
 * Conventions the helpers rely on (docs/architecture.md): every invoke has an explicit id equal to its actor name, so the
 * generated events `xstate.done.actor.<id>` / `xstate.error.actor.<id>` tell which controllable actor to settle;
 * delays are named, so `xstate.after.<delay>.<stateId>` tells how far to move the simulated clock.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type Snapshot,
} from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode, type StatePath } from 'xstate/graph';

interface PendingCall<TIn> {
  input: TIn;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A promise actor the test settles by hand. */
export function controllablePromise<TOut = unknown, TIn = unknown>(options: { latest?: boolean } = {}) {
  const pending: Array<PendingCall<TIn>> = [];
  const inputs: TIn[] = [];
  const logic = fromPromise<TOut, TIn>(
    ({ input }) =>
      new Promise<TOut>((resolve, reject) => {
        inputs.push(input);
        pending.push({ input, resolve: resolve as (v: unknown) => void, reject });
      }),
  );
  /**
   * The oldest pending call, or with `latest` the newest one (and the older ones are dropped): for an actor whose
   * state is re-entered before it settles, the machine ignores the cancelled calls.
   */
  const take = () => {
    if (!options.latest) return pending.shift();
    const call = pending.pop();
    pending.length = 0;
    return call;
  };
  return {
    logic,
    inputs,
    get pendingCount() {
      return pending.length;
    },
    resolve(value: TOut) {
      const call = take();
      if (!call) throw new Error('no pending call to resolve');
      call.resolve(value);
    },
    reject(error: unknown) {
      const call = take();
      if (!call) throw new Error('no pending call to reject');
      call.reject(error);
    },
  };
}
export type ControllablePromise<TOut = unknown, TIn = unknown> = ReturnType<typeof controllablePromise<TOut, TIn>>;

/** Lets promise callbacks and the actor's reactions run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  // a macrotask turn: setImmediate where there is one (Node), else a timer (1 ms or more)
  await new Promise((r) => (typeof setImmediate === 'function' ? setImmediate(r) : setTimeout(r, 0)));
}

export interface ReplayOptions<TInput> {
  input?: TInput;
  /** Controllable actors by invoke id. */
  controls: Record<string, ControllablePromise>;
  /** Delay values by delay name, for `xstate.after.<name>.<stateId>` events. */
  delays?: Record<string, number>;
  /** Compares the replayed actor with the generated step (state value, context fields ...). */
  check: (actual: Snapshot<unknown>, expected: Snapshot<unknown>, stepIndex: number) => void;
}

/**
 * Replays one generated path on a real actor of `machine` (already provided with the controllable actors and the
 * action spies). Returns the actor so the caller can assert effects.
 */
export async function replayPath<TInput>(
  machine: AnyStateMachine,
  path: StatePath<Snapshot<unknown>, EventObject>,
  options: ReplayOptions<TInput>,
): Promise<{ actor: AnyActorRef; clock: SimulatedClock }> {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: options.input, clock });
  actor.start();
  await flush();
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    if (event.type === 'xstate.init') {
      // initial step
    } else if (event.type.startsWith('xstate.done.actor.')) {
      const id = event.type.slice('xstate.done.actor.'.length);
      const control = options.controls[id];
      if (!control) throw new Error(`no controllable actor for invoke id "${id}"`);
      control.resolve(event.output);
    } else if (event.type.startsWith('xstate.error.actor.')) {
      const id = event.type.slice('xstate.error.actor.'.length);
      const control = options.controls[id];
      if (!control) throw new Error(`no controllable actor for invoke id "${id}"`);
      control.reject(event.error);
    } else if (event.type.startsWith('xstate.after.')) {
      const name = event.type.slice('xstate.after.'.length).split('.')[0]!;
      const ms = options.delays?.[name] ?? Number(name);
      if (!Number.isFinite(ms)) throw new Error(`unknown delay "${name}"`);
      clock.increment(ms);
    } else {
      actor.send(event);
    }
    await flush();
    options.check(actor.getSnapshot(), step.state, index);
  }
  return { actor, clock };
}

/** Ids of every state node of the machine except the root. */
export function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((n) => n.id);
}

/** Ids of the state nodes active in a snapshot (leaf and ancestors). */
export function activeStateIds(snapshot: Snapshot<unknown>): string[] {
  const nodes = (snapshot as unknown as { _nodes?: Array<{ id: string }> })._nodes ?? [];
  return nodes.map((n) => n.id);
}

interface Edge {
  source: string;
  event: string;
  target: string;
}

export function allEdges(machine: AnyStateMachine): Edge[] {
  const edges: Edge[] = [];
  const visit = (node: DirectedGraphNode) => {
    for (const e of node.edges) edges.push({ source: e.source.id, event: e.label.text, target: e.target.id });
    node.children.forEach(visit);
  };
  visit(toDirectedGraph(machine));
  return edges;
}

/**
 * Transition coverage of a set of paths: an edge is covered when some step was taken with its event from a state
 * where its source was active and led to a state where its target is active.
 */
export function transitionCoverage(machine: AnyStateMachine, paths: Array<StatePath<Snapshot<unknown>, EventObject>>) {
  const edges = allEdges(machine);
  const covered = new Set<string>();
  for (const path of paths) {
    let prev: string[] | null = null;
    for (const step of path.steps) {
      const now = activeStateIds(step.state);
      if (prev) {
        for (const e of edges) {
          if (e.event === step.event.type && prev.includes(e.source) && now.includes(e.target)) {
            covered.add(`${e.source} --${e.event}--> ${e.target}`);
          }
        }
      }
      prev = now;
    }
  }
  const all = edges.map((e) => `${e.source} --${e.event}--> ${e.target}`);
  const missing = [...new Set(all)].filter((k) => !covered.has(k));
  return { total: new Set(all).size, covered: covered.size, missing };
}
