/**
 * Reading an actor's outcome. Expected failures come back from actors as a `Result` (never thrown): guards route on
 * it, actions read its value or its server message. These helpers are the one way to do it, typed by the done
 * event, so no machine writes `event.output.ok ? ... : ...` or casts the output; `okValue` fails loudly when it is
 * used on a failure (a guard was forgotten), never reading `undefined` on.
 */
import { assertEvent, type EventObject } from 'xstate';
import type { Result } from '~/domain';

/** A done event (or anything else) that carries an actor's `Result`. */
export interface ResultEvent<T = unknown, E extends string = string> {
  output: Result<T, E>;
}

/** Guard: the actor succeeded. */
export const outputOk = ({ event }: { event: ResultEvent }): boolean => event.output.ok;

/** Guard: the actor failed with `error` (one of the failure codes it declares). */
export const failedWith =
  (error: string) =>
  ({ event }: { event: ResultEvent }): boolean =>
    !event.output.ok && event.output.error === error;

/** The success value; throws on a failure (read it only behind an `outputOk` guard). */
export function okValue<T>(event: ResultEvent<T>): T {
  if (!event.output.ok) throw new Error(`okValue read a failure ("${event.output.error}"): guard it with outputOk`);
  return event.output.value;
}

/** The success value, or null on a failure. */
export const valueOrNull = <T>(event: ResultEvent<T>): T | null => (event.output.ok ? event.output.value : null);

/** The server's message of a failure; null for a success or a failure the server did not explain. */
export const failureMessage = (event: ResultEvent): string | null =>
  event.output.ok ? null : (event.output.message ?? null);

/**
 * The named action `notifyFailure` with the server's message and the flow's own text when there is none (the
 * `params` of a done event's transition).
 */
export const notifyFailure = <F>(fallback: F) => ({
  type: 'notifyFailure' as const,
  params: ({ event }: { event: ResultEvent }) => ({ message: failureMessage(event), fallback }),
});

/**
 * The `Result` of an actor's done event, for actions declared in `setup` (whose event is typed as the machine's own
 * events): asserts the event is that actor's done event (`xstate.done.actor.<id>`) and returns its output.
 */
export function outputOf<T, E extends string = string>(event: EventObject, actorId: string): Result<T, E> {
  assertEvent(event as EventObject & { output: unknown }, `xstate.done.actor.${actorId}`);
  return (event as unknown as ResultEvent<T, E>).output;
}
