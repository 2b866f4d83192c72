/**
 * The words of a transition a flow took, from docs/flows/flows.json (written by `npm run flows` from the source
 * machines), never from the running machine: the built app's machines carry no descriptions (the build strips them),
 * so the inspector's log says the same in the dev server and in a demo build. Pure: unit-tested.
 *
 * A taken transition is found by its machine, the state that defines it and its event; among the transitions that
 * state defines on the same event (each with its guard, in the machine's order), by its place, checked against its
 * guard when the guard has a name.
 */

/** One described transition of flows.json. */
export interface TransitionRecord {
  /** The id of the state node that defines it. */
  state: string;
  /** The event as the diagrams label it: `always`, `<invoke> done`, `<invoke> failed`, `onDone`, `after <delay>`. */
  event: string;
  guard: string | null;
  description: string;
}

export interface FlowTransitions {
  machineId: string;
  transitionDescriptions: readonly TransitionRecord[];
}

/** What XState's microstep inspection event carries of a transition it took. */
export interface TakenTransition {
  eventType: string;
  guard?: unknown;
  description?: string;
  source?: {
    id: string;
    transitions?: Map<string, readonly TakenTransition[]>;
    always?: readonly TakenTransition[];
  };
}

/**
 * A transition's event as the diagrams and flows.json label it (`fetchPlans done`, `fetchPlans failed`, `onDone`,
 * `always`, `after <delay>`): the one labelling `npm run flows` writes with (scripts/flows/mermaid.ts) and the inspector
 * reads by. A delay's label is `after` followed by `delay` when given (the diagrams give its time).
 */
export function eventLabelOf(eventType: string, delay = ''): string {
  if (eventType === '') return 'always';
  let m = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (m) return `${m[1]} done`;
  m = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (m) return `${m[1]} failed`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  if (eventType.startsWith('xstate.after.')) return delay ? `after ${delay}` : 'after';
  return eventType;
}

const recordKey = (event: string) => (event.startsWith('after ') ? 'after' : event);

/** The name of a guard given by name (`'canResume'`, `{ type: 'canResume' }`); undefined for an inline one. */
function guardName(guard: unknown): string | null | undefined {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return undefined;
}

/** The transitions a state defines itself, in the machine's order (as `npm run flows` lists them). */
function ownTransitions(source: NonNullable<TakenTransition['source']>): TakenTransition[] {
  return [...(source.transitions?.values() ?? [])].flat().concat(source.always ?? []);
}

/** Finds a taken transition's words in the flows' records: `(machine id, transition) => words`, null if none. */
export function transitionWordsFrom(
  flows: readonly FlowTransitions[],
): (machineId: string, taken: TakenTransition) => string | null {
  const byMachine = new Map(flows.map((f) => [f.machineId, f.transitionDescriptions]));
  return (machineId, taken) => {
    const source = taken.source;
    const records = byMachine.get(machineId);
    if (!source || !records) return null;
    const key = eventLabelOf(taken.eventType);
    const candidates = records.filter((r) => r.state === source.id && recordKey(r.event) === key);
    const siblings = ownTransitions(source).filter((t) => eventLabelOf(t.eventType) === key);
    const name = guardName(taken.guard);
    const matches = (r: TransitionRecord | undefined) => r !== undefined && (name === undefined || r.guard === name);
    if (candidates.length === siblings.length) {
      const record = candidates[siblings.indexOf(taken)];
      if (matches(record)) return record!.description;
    }
    // flows.json written from another version of the machine: only a record its guard names alone
    const named = name === undefined ? [] : candidates.filter(matches);
    return named.length === 1 ? named[0]!.description : null;
  };
}
