/**
 * A machine as Mermaid `stateDiagram-v2` text (docs/flows.md), generated from its state nodes so it cannot drift:
 * nesting and parallel regions, initial and final states, events on transitions with their guard names, delays (the
 * named delay and its milliseconds), invoked actors by id, tags, and the events a state handles without leaving it.
 *
 * Two rules of the renderer (beautiful-mermaid): every state is declared first (composites as
 * `state "label" as id { ... }`, `[*] --> initial` after the child declarations), then all transitions at the root.
 * Parallel regions are separated by `--` (standard Mermaid; the renderer draws each region as its own box).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventLabelOf } from '../../src/inspector/transitionWords.ts';

/** The Mermaid id of a state node: its XState id with anything but letters, digits and `_` replaced. */
export function mermaidId(stateId: string): string {
  return stateId.replace(/[^\w]/g, '_');
}

interface Transition {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  delay?: unknown;
  description?: string;
}

/**
 * Which diagram: `engineering` labels states with their ids, invoked actors and tags and transitions with their events
 * and guards; `product` labels them with their descriptions, the event and guard names small (italic) beside them.
 */
export type FlowView = 'engineering' | 'product';

/** Breaks plain words into lines of about `width` characters (Mermaid `<br/>`), so a long description stays narrow. */
export function wrapWords(text: string, width = 30): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('<br/>');
}

/**
 * Code names shown small beside the words: in italics (the renderer draws `*x*` so, line by line; `render` makes them
 * smaller), with no `*` inside, wrapped short.
 */
const small = (s: string) =>
  wrapWords(s.replace(/\*/g, '·'), 24)
    .split('<br/>')
    .map((line) => `*${line}*`)
    .join('<br/>');

const quote = (s: string) => s.replace(/"/g, "'").replace(/[{}]/g, '');

/** A guard as a product owner reads it: its name, its params' type, or a short inline expression. */
export function guardLabel(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    // xstate's and() / or() / not()
    const inner = (guard as { guards?: unknown[] }).guards;
    const kind = (guard as { name?: string }).name;
    if (Array.isArray(inner) && (kind === 'not' || kind === 'and' || kind === 'or')) {
      const parts = inner.map((g) => guardLabel(g) ?? 'guard');
      return kind === 'not' ? `not ${parts.join(' ')}` : parts.join(` ${kind} `);
    }
    const name = (guard as { name?: string }).name;
    if (name && name !== 'guard' && !/^(anonymous)?$/.test(name)) return name;
    const body = /=>\s*([^{].*)$/s.exec(guard.toString())?.[1]?.replace(/\s+/g, ' ').trim();
    if (body && body.length <= 48) return body.replace(/;$/, '');
    return 'inline guard';
  }
  return 'guard';
}

/** Milliseconds of a named delay in the machine's implementations (or the number itself). */
function delayMs(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `${delay} ms`;
  const impl = (machine.implementations.delays as Record<string, unknown> | undefined)?.[String(delay)];
  if (typeof impl === 'number') return `${String(delay)} = ${impl} ms`;
  return String(delay);
}

/** A transition's event as a readable label (`fetchPlans done`, `after refreshDelay = 3000 ms`, `always`). */
export function eventLabel(machine: AnyStateMachine, t: Transition): string {
  const e = t.eventType;
  return eventLabelOf(e, e.startsWith('xstate.after.') ? delayMs(machine, t.delay ?? e.split('.')[2]) : '');
}

export interface Edge {
  source: string;
  target: string;
  label: string;
}

export interface FlowGraph {
  mermaid: string;
  /** State node ids (without the root). */
  states: string[];
  /** Distinct event types the machine reacts to (including actor done/error, delays and eventless). */
  events: string[];
  edges: Edge[];
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const list: Transition[] = [];
  for (const ts of node.transitions.values()) list.push(...(ts as Transition[]));
  list.push(...((node.always ?? []) as Transition[]));
  return list;
}

function label(node: AnyStateNode, internal: string[], composite: boolean, view: FlowView): string {
  if (view === 'product') {
    const words = node.description?.trim() || node.key;
    const key = node.type === 'parallel' ? `${node.key} ‖ at the same time` : node.key;
    // a composite's label is its box header, drawn as plain text (no italics): the name after a dot
    if (composite) return quote(`${words} · ${key}`);
    const name = small(key);
    const parts = [wrapWords(words, 26), name];
    if (internal.length) parts.push(...internal.map((i) => `↺ ${i}`));
    return quote(parts.join('<br/>'));
  }
  const parts: string[] = [node.type === 'parallel' ? `${node.key} ‖ parallel` : node.key];
  for (const inv of node.invoke as Array<{ id: string; src: unknown }>) {
    parts.push(`invoke ${inv.id}`);
  }
  if (node.tags.length) parts.push(node.tags.map((t: string) => `#${t}`).join(' '));
  if (internal.length) parts.push(`↺ ${internal.join(', ')}`);
  // a composite's label is one line (the renderer draws it as the box header)
  return quote(parts.join(composite ? ' · ' : '<br/>'));
}

/** Mermaid `stateDiagram-v2` text and the facts of the diagram. */
export function toMermaid(machine: AnyStateMachine, view: FlowView = 'engineering'): FlowGraph {
  const edges = new Map<string, Edge & { labels: string[] }>();
  const events = new Set<string>();
  const states: string[] = [];
  const internalOf = new Map<string, string[]>();

  // transitions first: the state declarations name the events a state handles without leaving it
  const collect = (node: AnyStateNode) => {
    if (node !== machine.root) states.push(node.id);
    const internal: string[] = [];
    const bySource = new Map<string, Transition[]>();
    for (const t of transitionsOf(node)) {
      (bySource.get(t.eventType) ?? bySource.set(t.eventType, []).get(t.eventType)!).push(t);
    }
    for (const [, ts] of bySource) {
      ts.forEach((t, i) => {
        events.add(t.eventType === '' ? 'always' : t.eventType);
        const guard = guardLabel(t.guard);
        const elseBranch = !guard && i > 0 && ts.slice(0, i).some((p) => p.guard);
        const code = `${eventLabel(machine, t)}${guard ? ` [${guard}]` : elseBranch ? ' [else]' : ''}`;
        const words = t.description?.trim();
        const text = view === 'engineering' ? code : words ? `${wrapWords(words)}<br/>${small(code)}` : small(code);
        if (!t.target || t.target.length === 0) {
          internal.push(text);
          return;
        }
        for (const target of t.target) {
          const key = `${node.id}->${target.id}`;
          const edge = edges.get(key) ?? { source: node.id, target: target.id, label: '', labels: [] };
          edge.labels.push(text);
          edges.set(key, edge);
        }
      });
    }
    internalOf.set(node.id, internal);
    for (const child of Object.values(node.states) as AnyStateNode[]) collect(child);
  };
  collect(machine.root);

  const lines: string[] = ['stateDiagram-v2'];
  const declare = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const children = (Object.values(node.states) as AnyStateNode[]).filter((c) => c.type !== 'history');
    const internal = internalOf.get(node.id) ?? [];
    const id = mermaidId(node.id);
    if (children.length === 0) {
      lines.push(`${pad}state "${label(node, internal, false, view)}" as ${id}`);
      if (node.type === 'final') lines.push(`${pad}${id} --> [*]`);
      return;
    }
    // the root is drawn as a box only when it is parallel (to say so)
    const boxed = node !== machine.root || node.type === 'parallel';
    const open = boxed ? `${pad}state "${label(node, internal, true, view)}" as ${id} {` : null;
    if (open) lines.push(open);
    const inner = boxed ? depth + 1 : depth;
    children.forEach((child, i) => {
      if (node.type === 'parallel' && i > 0) lines.push(`${'  '.repeat(inner)}--`);
      declare(child, inner);
    });
    if (node.type !== 'parallel') {
      const initial = node.initial?.target ?? [];
      for (const t of initial) lines.push(`${'  '.repeat(inner)}[*] --> ${mermaidId(t.id)}`);
    }
    if (open) lines.push(`${pad}}`);
  };
  declare(machine.root, 0);
  const list = [...edges.values()].map((e) => ({ source: e.source, target: e.target, label: e.labels.join('<br/>') }));
  for (const e of list) lines.push(`${mermaidId(e.source)} --> ${mermaidId(e.target)} : ${e.label}`);
  return { mermaid: `${lines.join('\n')}\n`, states, events: [...events].sort(), edges: list };
}
