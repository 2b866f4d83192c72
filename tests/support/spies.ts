/**
 * Explicit implementations of a machine's app-supplied actions for a test suite. A machine's `actionStub`s throw
 * when they run unprovided, so a suite that runs a machine provides each one it runs: `actionSpies(machine)` makes a
 * `vi.fn()` for every stub action the machine declares (or only the ones named), `provideSpies(machine, spies)`
 * gives them to the machine. Each spy is called with the action's params (nothing for an action without params),
 * so a suite asserts `expect(spies.notifyFailure).toHaveBeenCalledWith({ message })`.
 */
import { vi, type Mock } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { stubName } from '~machines/shared/stubs';

/** The names of a machine's actions. */
export type ActionName<M> = M extends { implementations: { actions: infer A } } ? Extract<keyof A, string> : never;

/** A spy per stub action of `machine` (all of them, or the ones named), keyed by action name. */
export function actionSpies<M extends AnyStateMachine, N extends ActionName<M> = ActionName<M>>(
  machine: M,
  names?: readonly N[],
): Record<N, Mock> {
  const actions = machine.implementations.actions as Record<string, unknown>;
  const stubs = Object.keys(actions).filter((name) => stubName(actions[name]) !== null);
  const chosen = names ?? (stubs as N[]);
  for (const name of chosen)
    if (!stubs.includes(name)) throw new Error(`"${name}" is not a stub action of machine "${machine.id}"`);
  return Object.fromEntries(chosen.map((name) => [name, vi.fn()])) as Record<N, Mock>;
}

/** `machine` whose actions named in `spies` call their spy with the action's params. */
export function provideSpies<M extends AnyStateMachine>(machine: M, spies: Partial<Record<ActionName<M>, Mock>>): M {
  const actions = Object.fromEntries(
    Object.entries(spies as Record<string, Mock>).map(([name, spy]) => [
      name,
      (_: unknown, params: unknown) => (params === undefined ? spy() : spy(params)),
    ]),
  );
  return machine.provide({ actions } as Parameters<M['provide']>[0]) as M;
}
