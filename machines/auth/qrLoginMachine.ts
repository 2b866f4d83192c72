/**
 * QR login on TV (spec §4 "QR login on TV", §9 QR poll every 3 s).
 *
 * The TV obtains a login code and shows it (as a QR of the web app's verify-qr address, and as a number), then asks
 * the provider every 3 seconds whether another, logged-in device has authorised it. Pending answers and failures are
 * silent: polling just goes on (a code that could not be fetched is fetched again after the same interval; a code
 * the provider no longer knows, because it expired, is replaced by a new one). Once authorised the named action
 * `loggedIn` stores the session and goes to /. The actor is route-scoped: leaving the page stops it, and its timers
 * and requests with it.
 */
import { assign, setup } from 'xstate';
import type { LoginSession, Result } from '~/domain';
import { actionStub, promiseStub } from '../shared/stubs';
import { failedWith, okValue, outputOk, valueOrNull } from '../shared/outcome';

/** What one poll learns: still waiting, or authorised with the session to store. */
export type TvValidation = { status: 'pending' } | ({ status: 'authorized' } & LoginSession);

/** `expired`: the provider does not know the code (any more); `failed`: anything else (network, 5xx ...). */
export type TvValidationFailure = 'expired' | 'failed';

export interface QrLoginContext {
  code: number | null;
}

export const qrLoginMachine = setup({
  types: {
    context: {} as QrLoginContext,
  },
  actors: {
    getTvLoginCode: promiseStub<Result<number>, void>('getTvLoginCode'),
    validateTvCode: promiseStub<Result<TvValidation, TvValidationFailure>, { loginCode: number }>('validateTvCode'),
  },
  actions: {
    /** Stores the session (`session.login`) and goes to /. */
    loggedIn: actionStub<LoginSession>('loggedIn'),
  },
  delays: {
    pollInterval: 3000,
  },
}).createMachine({
  id: 'qrLogin',
  context: { code: null },
  initial: 'fetchingCode',
  states: {
    fetchingCode: {
      description: 'Getting a login code for the TV',
      tags: ['loading'],
      invoke: {
        id: 'getTvLoginCode',
        src: 'getTvLoginCode',
        onDone: [
          {
            description: 'The code came: it shows as a QR and a number',
            guard: outputOk,
            target: 'showing',
            actions: assign({ code: ({ event }) => valueOrNull(event) }),
          },
          { description: 'No code: trying again shortly', target: 'retrying' },
        ],
        onError: { description: 'No code: trying again shortly', target: 'retrying' },
      },
    },
    /** The code could not be fetched: silently try again after the poll interval. */
    retrying: {
      description: 'Waiting 3 s before asking for a code again',
      tags: ['loading'],
      after: { pollInterval: { description: '3 s later: asking again', target: 'fetchingCode' } },
    },
    showing: {
      description: 'The QR code shows: scan it with a logged-in phone',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waiting 3 s before asking whether the code was authorised',
          after: { pollInterval: { description: '3 s later: asking', target: 'validating' } },
        },
        validating: {
          description: 'Asking whether a logged-in device authorised the code',
          invoke: {
            id: 'validateTvCode',
            src: 'validateTvCode',
            input: ({ context }) => ({ loginCode: context.code! }),
            onDone: [
              {
                description: 'Authorised: the TV is logged in and home opens',
                guard: ({ event }) => valueOrNull(event)?.status === 'authorized',
                target: '#qrLogin.done',
                actions: {
                  type: 'loggedIn',
                  params: ({ event }) => {
                    const validation = okValue(event);
                    if (validation.status !== 'authorized') throw new Error('The TV code is not authorised yet');
                    const { token, user, language } = validation;
                    return { token, user, language };
                  },
                },
              },
              {
                description: 'The code expired: a new one is fetched',
                guard: failedWith('expired'),
                target: '#qrLogin.fetchingCode',
                actions: assign({ code: null }),
              },
              { description: 'Not yet authorised: asking again later', target: 'waiting' },
            ],
            onError: { description: 'No answer: asking again later', target: 'waiting' },
          },
        },
      },
    },
    done: { description: 'Logged in', type: 'final' },
  },
});
