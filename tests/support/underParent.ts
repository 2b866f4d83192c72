/**
 * A child flow run under a parent, the way the product page runs its children: the parent invokes it with
 * `onSnapshot` and records each report (the child's view facts, read with the same selector the page keeps them
 * with), and records every message the child sends it (`sendParent`: a login asked for, a live event started, a
 * payment on its way). A child suite asserts what the page would be told; a report or a message the child stops
 * sending fails it.
 */
import {
  createActor,
  sendTo,
  setup,
  type AnyStateMachine,
  type ActorOptions,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export interface UnderParent<L extends AnyStateMachine, R> {
  /** Sends an event to the child (as the page forwards the view's events). */
  send(event: EventFromLogic<L>): void;
  /** Every report the parent received, oldest first (the first is the child's initial state). */
  reports: R[];
  /** The latest report. */
  last(): R;
  /** Every message the child sent its parent, oldest first. */
  messages: EventObject[];
  /** The child's own snapshot (undefined once it has stopped). */
  child(): SnapshotFrom<L> | undefined;
  stop(): void;
}

export function underParent<L extends AnyStateMachine, R>(
  logic: L,
  options: { input: InputFrom<L>; report: (snapshot: SnapshotFrom<L>) => R; clock?: ActorOptions<L>['clock'] },
): UnderParent<L, R> {
  const reports: R[] = [];
  const messages: EventObject[] = [];
  const parent = setup({
    types: { events: {} as { type: 'test.forward'; event: EventObject } | EventObject },
    actors: { child: logic as AnyStateMachine },
  }).createMachine({
    invoke: {
      id: 'child',
      src: 'child',
      input: options.input,
      onSnapshot: { actions: ({ event }) => void reports.push(options.report(event.snapshot as SnapshotFrom<L>)) },
    },
    on: {
      'test.forward': {
        actions: sendTo('child', ({ event }) => (event as { type: 'test.forward'; event: EventObject }).event),
      },
      '*': { actions: ({ event }) => void messages.push(event) },
    },
  });
  const actor = createActor(parent, options.clock ? { clock: options.clock } : {}).start();
  return {
    send: (event) => actor.send({ type: 'test.forward', event }),
    reports,
    last: () => {
      if (reports.length === 0) throw new Error('the child has reported nothing');
      return reports[reports.length - 1]!;
    },
    messages,
    child: () => actor.getSnapshot().children.child?.getSnapshot() as SnapshotFrom<L> | undefined,
    stop: () => actor.stop(),
  };
}
