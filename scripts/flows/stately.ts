/**
 * A machine as code Stately's editor imports (stately.ai/editor, "Import from code"): a plain `createMachine({...})`
 * with every state, transition, description, tag, delay and invoked actor of ours, and guards, actions and actors
 * named (their code stays in the repository). `npm run flows -- --stately <flow>` prints it; paste it into the
 * editor's import dialog. The unit test loads the export with XState's own `createMachine` and compares it with the
 * machine.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

interface Transition {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  delay?: unknown;
  description?: string;
  actions?: readonly unknown[];
  reenter?: boolean;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A guard, action or actor by name (inline functions get a name from where they are). */
function named(thing: unknown, fallback: string): string {
  if (typeof thing === 'string') return thing;
  if (thing && typeof thing === 'object' && 'type' in thing && typeof thing.type === 'string') return thing.type;
  if (typeof thing === 'function' && thing.name && !/^(guard|action|anonymous)$/.test(thing.name)) return thing.name;
  return fallback;
}

function transitionConfig(from: AnyStateNode, t: Transition, where: string): Json {
  const out: Record<string, Json> = {};
  if (t.target?.length) out.target = t.target.map((n) => `#${n.id}`);
  if (t.guard) out.guard = named(t.guard, `guard (${where})`);
  const actions = (t.actions ?? []).map((a, i) => named(a, `action ${i + 1} (${where})`));
  if (actions.length) out.actions = actions;
  if (t.reenter) out.reenter = true;
  if (t.description) out.description = t.description;
  void from;
  return out;
}

function stateConfig(node: AnyStateNode): Record<string, Json> {
  const out: Record<string, Json> = { id: node.id };
  if (node.description) out.description = node.description;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') out.type = node.type;
  const initial = (node.initial as { target?: readonly AnyStateNode[] } | undefined)?.target?.[0];
  if (initial) out.initial = initial.key;
  if (node.tags.length) out.tags = [...node.tags];
  const invokes = node.invoke as Array<{ id: string; src: unknown }>;
  const invoke: Array<Record<string, Json>> = invokes.map((i) => ({ id: i.id, src: named(i.src, i.id) }));

  const on: Record<string, Json[]> = {};
  const after: Record<string, Json[]> = {};
  for (const [eventType, list] of node.transitions) {
    const configs = (list as Transition[]).map((t) => transitionConfig(node, t, `${node.id} on ${eventType}`));
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    const own = settled ? invoke.find((i) => i.id === settled[2]) : undefined;
    if (own) own[settled![1] === 'done' ? 'onDone' : 'onError'] = configs;
    else if (eventType === `xstate.done.state.${node.id}`) out.onDone = configs;
    else if (eventType.startsWith('xstate.after.')) {
      (list as Transition[]).forEach((t, i) => {
        const delay = typeof t.delay === 'number' ? String(t.delay) : named(t.delay, eventType.split('.')[2]!);
        (after[delay] ??= []).push(configs[i]!);
      });
    } else on[eventType] = configs;
  }
  if (invoke.length) out.invoke = invoke;
  if (Object.keys(on).length) out.on = on;
  if (Object.keys(after).length) out.after = after;
  const always = ((node.always ?? []) as Transition[]).map((t) => transitionConfig(node, t, `${node.id} always`));
  if (always.length) out.always = always;
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length) out.states = Object.fromEntries(children.map((c) => [c.key, stateConfig(c)]));
  return out;
}

/** The machine's configuration as plain data. */
export function statelyConfig(machine: AnyStateMachine): Record<string, Json> {
  return stateConfig(machine.root);
}

/** The code to paste into Stately's editor. */
export function statelyCode(machine: AnyStateMachine): string {
  return `import { createMachine } from 'xstate';\n\nexport const machine = createMachine(${JSON.stringify(
    statelyConfig(machine),
    null,
    2,
  )});\n`;
}
