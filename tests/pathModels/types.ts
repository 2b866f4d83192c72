/**
 * Journey fixtures: the events a machine's generated paths are made of, each variant with a key that
 * names it (`play.transcoding`, `cards.failed`), and whether the browser journeys (e2e/journeys) replay it: `true`,
 * or the reason they leave it to the model tests (a 10 s stall timeout, a network error the fake cannot cause ...).
 * `npm run qa-paths -- <flow>` prints the paths; `npm run qa-paths -- --journeys` writes e2e/journeys/paths.json from the
 * browser events only. Every event type of the machine must have a variant here, or path generation fails.
 *
 * A fixture is typed against its machine (`satisfies JourneyFixture<typeof rentMachine>`): its events by the
 * machine's events, its actors' outputs and its delays, its input by the machine's input, the states it names by the
 * machine's state values. Renaming an event, an actor or a state fails to compile until the fixture follows.
 */
import type { AnyStateMachine, EventObject, Snapshot, SnapshotFrom, StateValue } from 'xstate';
import type { MachineInput, MachineStateValue, PathEventOf } from '../support/paths';

/** An event with its payload. */
export type AnyEvent = EventObject & Record<string, unknown>;

/** Where a step the browser cannot drive starts: a state value, or a state as the fixture's `serializeState` gives it. */
export type RaceFrom<V = StateValue> = V | { serialized: string };

export interface JourneyFixture<M extends AnyStateMachine> {
  /** The flow's name (its machine file without `Machine.ts`). */
  flow: string;
  input?: MachineInput<M>;
  events: Array<{ key: string; event: PathEventOf<M>; browser: true | string }>;
  /** Steps the browser cannot drive deterministically, each with the reason: from a state, with an event key. */
  raceInBrowser?: Array<{ from: RaceFrom<MachineStateValue<M>>; key: string; reason: string }>;
  /**
   * Actions the machine needs when it runs on its own (a child's `sendParent` has no parent here): provided before
   * paths are generated.
   */
  standalone?: Record<string, () => void>;
  /** What makes two states different for the paths (default: the state value). */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
}

/** An event variant as `npm run qa-paths` reads it (any machine's). */
export interface PathEvent {
  key: string;
  event: AnyEvent;
  browser: true | string;
}

/** A journey fixture as `npm run qa-paths` reads it (any machine's). */
export interface PathModel {
  flow: string;
  input?: unknown;
  events: PathEvent[];
  raceInBrowser?: Array<{ from: RaceFrom; key: string; reason: string }>;
  standalone?: Record<string, () => void>;
  serializeState?: (snapshot: Snapshot<unknown>) => string;
}

export const browser = true as const;
