/**
 * The video-call room of a booked session (spec §2 account/bookings/{meetingCode}, §4 Video call, §8 Meeting).
 *
 * Without a code the user goes to /. Otherwise the room connects through the conferencing service's embedded API,
 * whose events arrive as `call.*`: joined, left, error. A call error (or a room that never connects within
 * `joinTimeout`: the SDK never retries a failed script load) shows meeting.error and goes to /account/bookings;
 * leaving shows the meeting.end notice and goes to /account/bookings.
 */
import { setup } from 'xstate';
import type { MessageDescriptor } from '../../src/domain';

export const meetingMessages = {
  error: /*i18n*/ { id: 'meeting.error', message: 'The connection to the call was lost.' },
  end: /*i18n*/ { id: 'meeting.end', message: 'The call has ended.' },
} as const;

/** How long the room may take to connect before it counts as a call error. */
export const JOIN_TIMEOUT_MS = 30_000;

export interface MeetingRoomInput {
  code: string | null;
}

export interface MeetingRoomContext {
  code: string | null;
}

export type MeetingRoomEvent =
  { type: 'call.joined' } | { type: 'call.left' } | { type: 'call.error'; message?: string | null };

export const meetingRoomMachine = setup({
  types: {
    context: {} as MeetingRoomContext,
    events: {} as MeetingRoomEvent,
    input: {} as MeetingRoomInput,
  },
  actions: {
    /** No code: go to /. */
    goHome: () => {},
    /** Back to /account/bookings. */
    goToBookings: () => {},
    notifyError: (_, _params: { message: MessageDescriptor }) => {},
    notifyEnded: (_, _params: { message: MessageDescriptor }) => {},
  },
  guards: {
    hasCode: ({ context }) => context.code !== null && context.code.trim() !== '',
  },
  delays: {
    joinTimeout: JOIN_TIMEOUT_MS,
  },
}).createMachine({
  id: 'meetingRoom',
  context: ({ input }) => ({ code: input.code }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasCode', target: 'connecting' }, { target: 'noCode' }],
    },
    noCode: {
      type: 'final',
      entry: 'goHome',
    },
    connecting: {
      tags: ['connecting'],
      after: { joinTimeout: 'failed' },
      on: {
        'call.joined': 'inCall',
        'call.left': 'ended',
        'call.error': 'failed',
      },
    },
    inCall: {
      on: {
        'call.left': 'ended',
        'call.error': 'failed',
      },
    },
    failed: {
      type: 'final',
      entry: [{ type: 'notifyError', params: { message: meetingMessages.error } }, 'goToBookings'],
    },
    ended: {
      type: 'final',
      entry: [{ type: 'notifyEnded', params: { message: meetingMessages.end } }, 'goToBookings'],
    },
  },
});
