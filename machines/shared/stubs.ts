/**
 * Shared setup conventions for every machine (docs/architecture.md).
 *
 * Actors are declared in `setup({ actors })` as typed stubs that fail until the app (src/app) or a test provides
 * the real implementation with `machine.provide({ actors: { ... } })`. A stub that runs by mistake rejects with a
 * message naming the missing actor, so a forgotten `provide` is loud, never a silent hang.
 *
 * Effects the app supplies (navigation, toasts, storage) are declared the same way, with `actionStub`: run without
 * a provided implementation it throws an error naming the machine, the action and where to provide it, in every
 * build: the actor stops with that error, never a silent no-op. The composition root provides every stub (a unit
 * test checks each one, children's included), and a test provides what its machine runs (`actionSpies`,
 * tests/support/spies.ts). Every stub is marked (`stubName`).
 */
import {
  fromCallback,
  fromPromise,
  type CallbackActorLogic,
  type EventObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
} from 'xstate';

export function notProvided(name: string, kind: 'Actor' | 'Action' = 'Actor', machine?: string): Error {
  const key = kind === 'Actor' ? 'actors' : 'actions';
  const where = machine ? ` of machine "${machine}"` : '';
  return new Error(
    `${kind} "${name}"${where} was not provided: call machine.provide({ ${key}: { ${name} } }) in src/app/provide ` +
      `(or in the test, e.g. with actionSpies from tests/support/spies.ts).`,
  );
}

const STUB = Symbol.for('machines.stub');

function mark<T extends object>(stub: T, name: string): T {
  return Object.assign(stub, { [STUB]: name });
}

/** The name of a stub that stands for an actor or action nobody provided; null for a real implementation. */
export function stubName(implementation: unknown): string | null {
  if ((typeof implementation !== 'object' && typeof implementation !== 'function') || implementation === null)
    return null;
  return (implementation as { [STUB]?: string })[STUB] ?? null;
}

/**
 * An action the app must provide (a navigation, a toast, storage), with the given params type. Running it without
 * a provided implementation throws, naming the machine and the action: the actor stops with the error.
 */
export function actionStub<TParams = undefined>(name: string) {
  return mark((args: unknown, _params: TParams): void => {
    const self = (args as { self?: { logic?: { id?: unknown } } } | null)?.self;
    const machine = typeof self?.logic?.id === 'string' ? self.logic.id : undefined;
    throw notProvided(name, 'Action', machine);
  }, name);
}

/** A promise actor stub with the given output and input types. */
export function promiseStub<TOutput, TInput = NonReducibleUnknown>(name: string): PromiseActorLogic<TOutput, TInput> {
  return mark(
    fromPromise<TOutput, TInput>(async () => {
      throw notProvided(name);
    }),
    name,
  );
}

/** A callback actor stub (listeners, timers owned by the platform, key handlers). */
export function callbackStub<TEvent extends EventObject = EventObject, TInput = NonReducibleUnknown>(
  name: string,
): CallbackActorLogic<TEvent, TInput> {
  return mark(
    fromCallback<TEvent, TInput>(() => {
      throw notProvided(name);
    }),
    name,
  );
}
