/**
 * The video-call room of a booked session (spec §2 account/bookings/{meetingCode}, §4 Video call, §8 Meeting).
 *
 * Without a code the user goes to /. Otherwise the room connects through the conferencing service's embedded API,
 * whose events arrive as `call.*`: joined, left, error. A call error (or a room that never connects within
 * `joinTimeout`: the SDK never retries a failed script load) shows meeting.error and goes to /account/bookings;
 * leaving shows the meeting.end notice and goes to /account/bookings.
 */
import { setup } from 'xstate';
import type { MessageDescriptor } from '~/domain';
import { actionStub } from '../shared/stubs';

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
    goHome: actionStub('goHome'),
    /** Back to /account/bookings. */
    goToBookings: actionStub('goToBookings'),
    notifyError: actionStub<{ message: MessageDescriptor }>('notifyError'),
    notifyEnded: actionStub<{ message: MessageDescriptor }>('notifyEnded'),
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
      description: 'Opening the video call of a booked session',
      always: [
        { description: 'A meeting code: the call connects', guard: 'hasCode', target: 'connecting' },
        { description: 'No meeting code: nothing to join', target: 'noCode' },
      ],
    },
    noCode: { description: 'No meeting code: the member goes home', type: 'final', entry: 'goHome' },
    connecting: {
      description: 'Connecting to the video call',
      tags: ['connecting'],
      after: { joinTimeout: { description: 'The call never connected in time', target: 'failed' } },
      on: {
        'call.joined': { description: 'The member joined the call', target: 'inCall' },
        'call.left': { description: 'The member left the call', target: 'ended' },
        'call.error': { description: 'The call failed', target: 'failed' },
      },
    },
    inCall: {
      description: 'In the video call',
      on: {
        'call.left': { description: 'The member left the call', target: 'ended' },
        'call.error': { description: 'The call failed', target: 'failed' },
      },
    },
    failed: {
      description: 'The call failed: an error shows and My bookings opens',
      type: 'final',
      entry: [{ type: 'notifyError', params: { message: meetingMessages.error } }, 'goToBookings'],
    },
    ended: {
      description: 'The call ended: a notice shows and My bookings opens',
      type: 'final',
      entry: [{ type: 'notifyEnded', params: { message: meetingMessages.end } }, 'goToBookings'],
    },
  },
});
