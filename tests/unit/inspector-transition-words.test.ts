import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor, type AnyStateMachine, type AnyStateNode } from 'xstate';
import flows from '../../docs/flows/flows.json';
import { createInspectorStore } from '~/inspector/store';
import { transitionWordsFrom, type FlowTransitions, type TakenTransition } from '~/inspector/transitionWords';
import { stripDescriptions } from '../../scripts/stripDescriptionsPlugin';

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*Machine.ts', { eager: true });
const isMachine = (v: unknown): v is AnyStateMachine =>
  !!v && typeof v === 'object' && 'root' in v && 'implementations' in v && 'provide' in v;

/** Every state node's own transitions (events, delays, invokes' outcomes, always), with the node. */
function transitionsOf(machine: AnyStateMachine): TakenTransition[] {
  const out: TakenTransition[] = [];
  const visit = (node: AnyStateNode) => {
    for (const ts of node.transitions.values()) out.push(...(ts as unknown as TakenTransition[]));
    out.push(...((node.always ?? []) as unknown as TakenTransition[]));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

describe("a taken transition's words, from flows.json", () => {
  const words = transitionWordsFrom(flows as FlowTransitions[]);

  it('finds the words written on every transition of every machine (what the build strips)', () => {
    const machines = Object.values(machineModules).flatMap((m) => Object.values(m).filter(isMachine));
    expect(machines.length).toBeGreaterThan(20);
    let checked = 0;
    for (const machine of machines)
      for (const t of transitionsOf(machine)) {
        expect({ machine: machine.id, state: t.source?.id, event: t.eventType, words: words(machine.id, t) }).toEqual({
          machine: machine.id,
          state: t.source?.id,
          event: t.eventType,
          words: t.description,
        });
        checked++;
      }
    expect(checked).toBeGreaterThan(200);
  });

  it("tells a state's transitions on the same event apart by their place and guard", async () => {
    // no words on the machine, as in the build: only the records have them
    const machine = setup({
      actors: { save: fromPromise(async ({ input }: { input: { ok: boolean } }) => input.ok) },
      guards: { saved: ({ event }) => (event as unknown as { output: boolean }).output },
    }).createMachine({
      id: 'demo',
      initial: 'idle',
      states: {
        idle: { on: { go: 'saving', 'go.bad': 'failing' } },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: { ok: true },
            onDone: [{ guard: 'saved', target: 'idle' }, 'idle'],
          },
        },
        failing: {
          invoke: {
            id: 'save',
            src: 'save',
            input: { ok: false },
            onDone: [{ guard: 'saved', target: 'idle' }, 'idle'],
          },
        },
      },
    });
    const records: FlowTransitions = {
      machineId: 'demo',
      transitionDescriptions: [
        { state: 'demo.idle', event: 'go', guard: null, description: 'The member saves' },
        { state: 'demo.idle', event: 'go.bad', guard: null, description: 'The member saves badly' },
        { state: 'demo.saving', event: 'save done', guard: 'saved', description: 'Saved' },
        { state: 'demo.saving', event: 'save done', guard: null, description: 'Refused' },
        { state: 'demo.failing', event: 'save done', guard: 'saved', description: 'Saved after all' },
        { state: 'demo.failing', event: 'save done', guard: null, description: 'Refused again' },
      ],
    };
    const describeFromFlows = transitionWordsFrom([records]);
    const store = createInspectorStore(describeFromFlows);
    const actor = createActor(machine, { inspect: (ev) => store.receive(ev, 0) });
    actor.start();
    actor.send({ type: 'go' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'go.bad' });
    await waitFor(actor, (s) => s.matches('idle'));
    const steps = store.actors()[0]!.entries.map((e) => e.steps.join('; '));
    expect(steps).toEqual(['', 'The member saves', 'Saved', 'The member saves badly', 'Refused again']);
  });

  it('says nothing rather than the wrong words when the records are of another version of the machine', () => {
    const machine = setup({ guards: { yes: () => true } }).createMachine({
      id: 'demo',
      initial: 'idle',
      states: { idle: { on: { go: [{ guard: 'yes', target: 'idle' }, { target: 'idle' }] } } },
    });
    const [guarded, plain] = machine.root.states.idle!.transitions.get('go')! as unknown as TakenTransition[];
    const stale = transitionWordsFrom([
      {
        machineId: 'demo',
        transitionDescriptions: [{ state: 'demo.idle', event: 'go', guard: 'yes', description: 'Yes' }],
      },
    ]);
    expect(stale('demo', guarded!)).toBe('Yes');
    expect(stale('demo', plain!)).toBeNull();
    expect(stale('other', guarded!)).toBeNull();
  });
});

describe('the build strips the words from the machines', () => {
  it('removes text descriptions, with their commas, and leaves values read from data', () => {
    const source = [
      "const m = createMachine({ description: 'A flow', initial: 'a',",
      "  states: { a: { description: `Waiting ${'x'}`, on: { go: { target: 'a', description: 'Go' + ' on' } } } },",
      '  context: ({ input }) => ({ description: input.description }),',
      '});',
    ].join('\n');
    expect(stripDescriptions(source, 'm.ts')!.toString()).toBe(
      [
        "const m = createMachine({ initial: 'a',",
        "  states: { a: { on: { go: { target: 'a',  } } } },",
        '  context: ({ input }) => ({ description: input.description }),',
        '});',
      ].join('\n'),
    );
    expect(stripDescriptions('const a = { title: "x" };', 'a.ts')).toBeNull();
  });
});
