/**
 * Plain-words descriptions of a machine: every state node (but the root) and every transition (events, `always`,
 * `after`, an invoke's `onDone` / `onError`, a state's `onDone`) carries a `description` saying what the member sees
 * or what happened. The product view of a diagram draws them; `npm run flows:check` fails on any that is missing.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventLabel, guardLabel } from './mermaid';

/**
 * Machines whose descriptions are not written yet (their flows are being changed elsewhere): the check skips them.
 * Empty it, machine by machine, as they get their words.
 */
export const PENDING_DESCRIPTIONS: readonly string[] = [];

interface DescribedTransition {
  eventType: string;
  guard?: unknown;
  delay?: unknown;
  description?: string;
}

/** The transitions a state node defines itself (not its children's), in document order. */
export function ownTransitions(node: AnyStateNode): DescribedTransition[] {
  const list: DescribedTransition[] = [];
  for (const ts of node.transitions.values()) list.push(...(ts as DescribedTransition[]));
  list.push(...((node.always ?? []) as DescribedTransition[]));
  return list;
}

/** What is missing, one line each: `<machine>: state <id>` or `<machine>: transition <state id> on <event [guard]>`. */
export function missingDescriptions(name: string, machine: AnyStateMachine): string[] {
  const problems: string[] = [];
  const visit = (node: AnyStateNode) => {
    if (node !== machine.root && !node.description?.trim())
      problems.push(`${name}: state ${node.id} has no description`);
    for (const t of ownTransitions(node)) {
      if (t.description?.trim()) continue;
      const guard = guardLabel(t.guard);
      problems.push(
        `${name}: transition ${node.id} on ${eventLabel(machine, t)}${guard ? ` [${guard}]` : ''} has no description`,
      );
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return problems;
}
