/**
 * XState's `fromPromise` for the app's flows (lint forbids importing it from xstate in src/): the same, except that
 * an instance that was stopped never answers.
 *
 * A flow a component runs is stopped and started again on the same actor when React reconnects its effects (the
 * development StrictMode's double mount, a hidden then shown Activity): the actor keeps its state, and an invoked
 * promise runs once more, with a new abort signal. XState's promise logic relays an answer to the actor whenever
 * that actor is running, so the first run's answer (most often its aborted request failing) would reach the
 * restarted actor before the second run's and decide its state. Once its signal is aborted a run's promise never
 * settles: only the run that is current answers.
 */
import { fromPromise as xstateFromPromise } from 'xstate';

type Creator = (args: { signal: AbortSignal }) => PromiseLike<unknown>;

export const fromPromise = ((creator: Creator) =>
  xstateFromPromise<unknown, unknown>(
    (args) =>
      new Promise<unknown>((resolve, reject) => {
        const current = (settle: (value: unknown) => void) => (value: unknown) => {
          if (!args.signal.aborted) settle(value);
        };
        Promise.resolve(creator(args)).then(current(resolve), current(reject));
      }),
  )) as unknown as typeof xstateFromPromise;
