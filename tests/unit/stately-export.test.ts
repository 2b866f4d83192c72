/**
 * The Stately export (scripts/flows/stately.ts) loads with XState's own createMachine and keeps every state, its
 * description, and every transition (source, event, targets, description) of each machine of the app.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { statelyCode, statelyConfig } from '../../scripts/flows/stately';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/**/*Machine.ts', { eager: true });
const machines = Object.entries(modules).map(([file, mod]) => {
  const machine = Object.values(mod).find(
    (v): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'provide' in v,
  )!;
  return [file.replace(/^.*\//, '').replace(/Machine\.ts$/, ''), machine] as const;
});

/** Every node and its transitions, as comparable lines. */
function shape(machine: AnyStateMachine): string[] {
  const lines: string[] = [];
  const visit = (node: AnyStateNode) => {
    lines.push(`state ${node.id} ${node.type} "${node.description ?? ''}"`);
    for (const [event, list] of node.transitions)
      for (const t of list as Array<{ target?: AnyStateNode[]; description?: string }>)
        lines.push(`${node.id} --${event}--> ${(t.target ?? []).map((n) => n.id).join(',')} "${t.description ?? ''}"`);
    for (const t of (node.always ?? []) as Array<{ target?: AnyStateNode[]; description?: string }>)
      lines.push(`${node.id} --always--> ${(t.target ?? []).map((n) => n.id).join(',')} "${t.description ?? ''}"`);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return lines.sort();
}

describe('the Stately export of every machine', () => {
  it('finds the machines', () => expect(machines.length).toBeGreaterThanOrEqual(30));

  for (const [name, machine] of machines)
    it(`${name}: loads with createMachine, same states and transitions`, () => {
      const code = statelyCode(machine);
      expect(code).toMatch(/^import \{ createMachine \} from 'xstate';/);
      const loaded = createMachine(JSON.parse(JSON.stringify(statelyConfig(machine))) as never);
      expect(shape(loaded)).toEqual(shape(machine));
    });

  it('gives a loaded export to XState graph tooling', () => {
    const [, login] = machines.find(([n]) => n === 'login')!;
    const loaded = createMachine(statelyConfig(login) as never);
    expect(Object.keys(getShortestPaths(loaded, { events: [{ type: 'user.change' }] })).length).toBeGreaterThan(0);
  });
});
