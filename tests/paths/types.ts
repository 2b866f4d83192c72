/**
 * Path models: the events a machine's generated paths are made of, each variant with a key that
 * names it (`play.transcoding`, `cards.failed`), and whether the browser journeys (e2e/journeys) replay it: `true`,
 * or the reason they leave it to the model tests (a 10 s stall timeout, a network error the fake cannot cause ...).
 * `npm run paths -- <flow>` prints the paths; `npm run paths -- --journeys` writes e2e/journeys/paths.json from the
 * browser events only. Every event type of the machine must have a variant here, or path generation fails.
 */
import type { EventObject, Snapshot } from 'xstate';

/** An event with its payload. */
export type AnyEvent = EventObject & Record<string, unknown>;

export interface PathEvent {
  key: string;
  event: AnyEvent;
  browser: true | string;
}

export interface PathModel {
  /** The flow's name (its machine file without `Machine.ts`). */
  flow: string;
  input?: unknown;
  events: PathEvent[];
  /**
   * Steps the browser cannot drive deterministically, each with the reason: from a state (as `npm run paths` prints
   * it, or as `serializeState` gives it), with an event key.
   */
  raceInBrowser?: Array<{ from: string; key: string; reason: string }>;
  /**
   * Actions the machine needs when it runs on its own (a child's `sendParent` has no parent here): provided before
   * paths are generated.
   */
  standalone?: Record<string, () => void>;
  /** What makes two states different for the paths (default: the state value). */
  serializeState?: (snapshot: Snapshot<unknown>) => string;
}

export const browser = true as const;
