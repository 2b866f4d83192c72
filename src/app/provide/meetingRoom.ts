/** The meeting-room machine with its effects (the only place it gets `.provide(...)`): notices and navigation. */
import { meetingRoomMachine } from '../../../machines/meeting/meetingRoomMachine';
import { toastErrorMessage, toastInfo } from '../notify';

export interface MeetingRoomDeps {
  navigate(href: string): void;
}

export function provideMeetingRoom(deps: MeetingRoomDeps) {
  return meetingRoomMachine.provide({
    actions: {
      goHome: () => deps.navigate('/'),
      goToBookings: () => deps.navigate('/account/bookings'),
      notifyError: (_, { message }) => void toastErrorMessage(message, { id: 'meeting.error' }),
      notifyEnded: (_, { message }) => void toastInfo(message),
    },
  });
}
