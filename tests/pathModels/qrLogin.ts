/** QR login on the TV login page: codes and their validation come from the fake provider. */
import type { qrLoginMachine } from '~machines/auth/qrLoginMachine';
import type { JourneyFixture } from './types';

const session = { token: 't', user: { id: 1 }, language: 'en' };

export const model = {
  flow: 'qrLogin',
  events: [
    {
      key: 'code.ok',
      event: { type: 'xstate.done.actor.getTvLoginCode', output: { ok: true, value: 123456 } },
      browser: true,
    },
    {
      key: 'code.failed',
      event: { type: 'xstate.done.actor.getTvLoginCode', output: { ok: false, error: 'failed' } },
      browser: true,
    },
    {
      key: 'code.crashed',
      event: { type: 'xstate.error.actor.getTvLoginCode', error: new Error('boom') },
      browser: 'the same retrying view as code.failed',
    },
    { key: 'retry.wait', event: { type: 'xstate.after.pollInterval.qrLogin.retrying' }, browser: true },
    { key: 'poll.wait', event: { type: 'xstate.after.pollInterval.qrLogin.showing.waiting' }, browser: true },
    {
      key: 'validate.pending',
      event: { type: 'xstate.done.actor.validateTvCode', output: { ok: true, value: { status: 'pending' } } },
      browser: true,
    },
    {
      key: 'validate.authorized',
      event: {
        type: 'xstate.done.actor.validateTvCode',
        output: { ok: true, value: { status: 'authorized', ...session } },
      },
      browser: true,
    },
    {
      key: 'validate.expired',
      event: { type: 'xstate.done.actor.validateTvCode', output: { ok: false, error: 'expired' } },
      browser: 'a code expiring takes the fake 5 minutes: tests/model/qrLogin.model.test.ts',
    },
    {
      key: 'validate.failed',
      event: { type: 'xstate.done.actor.validateTvCode', output: { ok: false, error: 'failed' } },
      browser: 'looks like validate.pending on screen (the poll goes on)',
    },
    {
      key: 'validate.crashed',
      event: { type: 'xstate.error.actor.validateTvCode', error: new Error('boom') },
      browser: 'looks like validate.pending on screen (the poll goes on)',
    },
  ],
  serializeState: (s) => JSON.stringify((s as unknown as { value: unknown }).value),
} satisfies JourneyFixture<typeof qrLoginMachine>;
