import { describe, expect, it } from 'vitest';
import { assign, createActor, sendTo, setup } from 'xstate';
import { actorStatus, activeLeaves, purposeWords, stateWords, stepWords } from '~/inspector/words';
import { fitView, openingView, panBy, READABLE_SCALE, zoomAt } from '~/inspector/view';
import { APP_WIDE, createInspectorStore, listedActors } from '~/inspector/store';

const flow = {
  name: 'demo',
  purpose: 'A demo flow',
  stateDescriptions: {
    'demo.idle': 'Nothing happens',
    'demo.busy': 'Working',
    'demo.busy.left': 'The left part works',
    'demo.busy.right': 'The right part works',
  },
};

describe('the inspector says states and steps in words', () => {
  it('names the active leaves, parallel ones joined, the id path when a state has no words', () => {
    expect(activeLeaves(['demo', 'demo.busy', 'demo.busy.left', 'demo.busy.right'])).toEqual([
      'demo.busy.left',
      'demo.busy.right',
    ]);
    expect(stateWords(flow, ['demo', 'demo.busy', 'demo.busy.left', 'demo.busy.right'], {})).toBe(
      'The left part works · The right part works',
    );
    expect(stateWords(flow, ['demo', 'demo.idle'], 'idle')).toBe('Nothing happens');
    expect(stateWords(undefined, ['x', 'x.a'], { a: 'b' })).toBe('a.b');
  });

  it('says "waiting" before the first snapshot and "done" after a stop, never "undefined"', () => {
    expect(actorStatus(flow, { running: true, last: undefined })).toEqual({ kind: 'waiting' });
    expect(actorStatus(flow, { running: false, last: undefined })).toEqual({ kind: 'waiting' });
    expect(actorStatus(flow, { running: false, last: { value: 'idle', active: ['demo', 'demo.idle'] } })).toEqual({
      kind: 'done',
      words: 'Nothing happens',
      id: 'idle',
    });
    expect(actorStatus(flow, { running: true, last: { value: 'idle', active: ['demo', 'demo.idle'] } })).toEqual({
      kind: 'running',
      words: 'Nothing happens',
      id: 'idle',
    });
  });

  it('says a purpose without the spec section numbers', () => {
    expect(purposeWords('Cookie consent notice (spec §1, §4 "Cookie consent", §9 "1.5 s after load").')).toBe(
      'Cookie consent notice.',
    );
    expect(purposeWords('The rent (a payment) of a product.')).toBe('The rent (a payment) of a product.');
  });

  it('says a step with its transitions, else what happened', () => {
    expect(stepWords(['The member saves', 'The form is valid'], 'user.submit')).toBe(
      'The member saves; then The form is valid',
    );
    expect(stepWords([], 'xstate.init')).toBe('The flow started');
    expect(stepWords([], 'xstate.done.actor.0.login')).toBe('login answered');
    expect(stepWords([], 'xstate.error.actor.load')).toBe('load failed');
    expect(stepWords([], 'route.changed', false)).toBe('route.changed: nothing changes');
    expect(stepWords([], 'key.down', true)).toBe('key.down');
  });
});

describe('the diagram view fits, zooms around a point and pans', () => {
  it('fits the drawing centred, never above its own size', () => {
    const v = fitView({ width: 1000, height: 500, boxWidth: 516, boxHeight: 400 });
    expect(v.scale).toBeCloseTo(0.5);
    expect(v.x).toBeCloseTo(8);
    expect(v.y).toBeCloseTo(75);
    expect(fitView({ width: 100, height: 50, boxWidth: 500, boxHeight: 400 }).scale).toBe(1);
  });

  it('opens a diagram fitted when it is readable so, else at the readable scale', () => {
    const small = { width: 700, height: 500, boxWidth: 516, boxHeight: 400 };
    expect(openingView(small)).toEqual(fitView(small));
    // the booking flow's drawing in the panel: fitted at about 8 %, opened readable instead
    const large = { width: 6000, height: 2400, boxWidth: 456, boxHeight: 300 };
    expect(fitView(large).scale).toBeLessThan(0.1);
    expect(openingView(large)).toEqual({ scale: READABLE_SCALE, x: 8, y: 8 });
  });

  it('keeps the point under the pointer in place when zooming', () => {
    const v = { scale: 0.5, x: 10, y: 20 };
    const z = zoomAt(v, 2, 110, 70);
    expect(z.scale).toBe(1);
    // the drawing point under (110, 70) before and after
    expect((110 - v.x) / v.scale).toBeCloseTo((110 - z.x) / z.scale);
    expect((70 - v.y) / v.scale).toBeCloseTo((70 - z.y) / z.scale);
    expect(panBy(z, 5, -5)).toEqual({ scale: 1, x: z.x + 5, y: z.y - 5 });
  });
});

describe('the inspector store records the steps in words and where a flow runs', () => {
  it("keeps each snapshot's transition descriptions, groups the app's flows apart", () => {
    const machine = setup({}).createMachine({
      id: 'demo',
      initial: 'idle',
      context: { n: 0 },
      states: {
        idle: {
          description: 'Nothing happens',
          on: { go: { description: 'The member goes', target: 'busy', actions: assign({ n: 1 }) } },
        },
        busy: { description: 'Working', always: { description: 'It is done at once', target: 'idle' } },
      },
    });
    const store = createInspectorStore();
    const actor = createActor(machine, { inspect: (ev) => store.receive(ev, 0, 'app') });
    actor.start();
    actor.send({ type: 'go' });
    const [inspected] = store.actors();
    expect(inspected!.page).toBe(APP_WIDE);
    const go = inspected!.entries.find((e) => e.event.type === 'go')!;
    expect(go.steps).toEqual(['The member goes', 'It is done at once']);
    expect(inspected!.entries[0]!.steps).toEqual([]);
  });

  it('names who sent an event by its flow, never by an id XState made up', () => {
    const parentMachine = setup({}).createMachine({
      id: 'parent',
      initial: 'idle',
      on: { ping: { actions: () => undefined } },
      states: { idle: {} },
    });
    const store = createInspectorStore();
    const inspect = (ev: Parameters<typeof store.receive>[0]) => store.receive(ev, 0);
    const parent = createActor(parentMachine, { inspect }).start();
    // a machine without an id of its own (XState calls it x:N) sends to another one
    const sender = createActor(
      setup({}).createMachine({ id: 'sender', on: { go: { actions: sendTo(parent, { type: 'ping' }) } } }),
      { inspect },
    ).start();
    expect(sender.id).toMatch(/^x:\d+$/);
    sender.send({ type: 'go' });
    const ping = store
      .actors()
      .find((a) => a.machineId === 'parent')!
      .entries.find((e) => e.event.type === 'ping')!;
    expect(ping.from).toBe('sender');
  });

  it('leaves out an actor a discarded render created and never started, not a flow that is only waiting', () => {
    const machine = setup({}).createMachine({ id: 'tip', initial: 'shown', states: { shown: {} } });
    const other = setup({}).createMachine({ id: 'other', initial: 'idle', states: { idle: {} } });
    const store = createInspectorStore();
    const inspect = (ev: Parameters<typeof store.receive>[0]) => store.receive(ev, 0);
    // a render creates the actor twice (StrictMode, a suspended render): the first is thrown away, never started
    createActor(machine, { inspect });
    createActor(machine, { inspect }).start();
    // a flow created and not started yet, with nothing else of its kind: listed, as waiting
    createActor(other, { inspect });
    const listed = listedActors(store.actors());
    expect(listed.map((a) => a.machineId)).toEqual(['tip', 'other']);
    expect(listed[0]!.entries.length).toBeGreaterThan(0);
  });
});
