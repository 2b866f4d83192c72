/** View model of the meeting room, projected from a snapshot of the meeting-room machine. */
import type { SnapshotFrom } from 'xstate';
import type { meetingRoomMachine } from './meetingRoomMachine';

export type MeetingRoomSnapshot = SnapshotFrom<typeof meetingRoomMachine>;

export type MeetingRoomStatus = 'connecting' | 'inCall' | 'closed';

export function selectStatus(s: MeetingRoomSnapshot): MeetingRoomStatus {
  if (s.matches('connecting') || s.matches('checking')) return 'connecting';
  if (s.matches('inCall')) return 'inCall';
  return 'closed';
}

/** The conference frame is mounted while connecting or in the call. */
export const selectShowsRoom = (s: MeetingRoomSnapshot): boolean => s.matches('connecting') || s.matches('inCall');
export const selectCode = (s: MeetingRoomSnapshot) => s.context.code?.trim() ?? null;
