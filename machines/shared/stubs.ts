/**
 * Shared setup conventions for every machine (DESIGN.md §3).
 *
 * Actors are declared in `setup({ actors })` as typed stubs that fail until the app (src/app) or a test provides
 * the real implementation with `machine.provide({ actors: { ... } })`. A stub that runs by mistake rejects with a
 * message naming the missing actor, so a forgotten `provide` is loud, never a silent hang.
 */
import {
  fromCallback,
  fromPromise,
  type CallbackActorLogic,
  type EventObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
} from 'xstate';

export function notProvided(name: string): Error {
  return new Error(
    `Actor "${name}" was not provided: call machine.provide({ actors: { ${name} } }) in src/app or in the test.`,
  );
}

/** A promise actor stub with the given output and input types. */
export function promiseStub<TOutput, TInput = NonReducibleUnknown>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw notProvided(name);
  });
}

/** A callback actor stub (listeners, timers owned by the platform, key handlers). */
export function callbackStub<TEvent extends EventObject = EventObject, TInput = NonReducibleUnknown>(
  name: string,
): CallbackActorLogic<TEvent, TInput> {
  return fromCallback<TEvent, TInput>(() => {
    throw notProvided(name);
  });
}
