/**
 * One model-based suite for a machine (DESIGN.md §9): shortest and per-transition paths (plus simple paths where the
 * graph is small) generated with `xstate/graph` for each input, replayed on a real actor with controllable promise
 * actors and a simulated clock; then every state reached and every transition covered. Edges into or out of a
 * transient (eventless) state are counted through the macrostep that passes through it.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  activeStateIds,
  allEdges,
  allStateIds,
  controllablePromise,
  replayPath,
  type ControllablePromise,
} from './model';

type Path = StatePath<Snapshot<unknown>, EventObject>;

export interface ModelSuiteOptions<TInput> {
  name: string;
  machine: AnyStateMachine;
  /** Builds the machine under test with the given controllable actors (and action spies). */
  provide(controls: Record<string, ControllablePromise>): AnyStateMachine;
  actorIds: string[];
  events: EventObject[];
  inputs: Record<string, TInput | undefined>;
  serializeState(s: Snapshot<unknown>): string;
  delays?: Record<string, number>;
  /** Ids of eventless (transient) states: never observable. */
  transient?: string[];
  /** Also replay simple paths (only for small graphs). */
  simple?: boolean;
  /** What makes two states behave differently for one event (default: the state value). */
  transitionKey?(s: Snapshot<unknown>): unknown;
  /** Extra assertions after each replayed path. */
  afterPath?(path: Path, actor: { getSnapshot(): Snapshot<unknown> }): void;
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
    if (e.type.startsWith('xstate.after.')) return true;
    return snap.can(e);
  });
};

export function modelSuite<TInput>(o: ModelSuiteOptions<TInput>) {
  const generate = (input: TInput | undefined) => {
    const options = { input, serializeState: o.serializeState };
    const events = applicable(o.events);
    const shortest = getShortestPaths(o.machine, { ...options, events: events as never }) as unknown as Path[];
    const simple = o.simple
      ? (getSimplePaths(o.machine, { ...options, events: events as never }) as unknown as Path[])
      : [];
    // one path per (state value, event): the shortest path to a state, then one more event
    const transitions: Path[] = [];
    const taken = new Set<string>();
    for (const path of shortest) {
      for (const event of events(path.state)) {
        const key = JSON.stringify([o.transitionKey ? o.transitionKey(path.state) : (path.state as Snap).value, event]);
        if (taken.has(key)) continue;
        taken.add(key);
        const next = getShortestPaths(o.machine, {
          ...options,
          events: [event],
          fromState: path.state,
        } as never) as unknown as Path[];
        const oneStep =
          next.find((p) => p.steps.length === 2 && p.steps[1]!.event === event) ??
          next.find((p) => p.steps.length === 1 && p.steps[0]!.event === event);
        const target = oneStep ? oneStep.steps[oneStep.steps.length - 1]!.state : path.state;
        transitions.push({ state: target, weight: path.weight + 1, steps: [...path.steps, { event, state: target }] });
      }
    }
    return [...shortest, ...simple, ...transitions];
  };

  describe(`${o.name} paths`, () => {
    const all: Path[] = [];
    for (const [label, input] of Object.entries(o.inputs)) {
      describe(label, () => {
        const paths = generate(input);
        all.push(...paths);
        it('generates paths', () => expect(paths.length).toBeGreaterThan(0));
        const seen = new Set<string>();
        for (const path of paths) {
          const name = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ') || '(initial)';
          const key = JSON.stringify(path.steps.map((s) => s.event));
          if (seen.has(key)) continue;
          seen.add(key);
          it(name, async () => {
            const controls = Object.fromEntries(o.actorIds.map((id) => [id, controllablePromise()]));
            const machine = o.provide(controls);
            const { actor } = await replayPath(machine, path, {
              input,
              controls,
              delays: o.delays ?? {},
              check: (actual, expected) => expect(o.serializeState(actual)).toEqual(o.serializeState(expected)),
            });
            o.afterPath?.(path, actor);
            actor.stop();
          });
        }
      });
    }

    it('reaches every state and covers every transition', () => {
      const transient = o.transient ?? [];
      const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
      expect(allStateIds(o.machine).filter((id) => !reached.has(id) && !transient.includes(id))).toEqual([]);
      const edges = allEdges(o.machine);
      const steps = all.flatMap((p) =>
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
      expect(missing).toEqual([]);
    });
  });
}
