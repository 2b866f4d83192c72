/** The meeting-room machine with its effects (the only place it gets `.provide(...)`): notices and navigation. */
import { meetingRoomMachine } from '~machines/meetingRoom/meetingRoomMachine';
import { onFailure, toastInfo } from '~/services/notify';
import type { AppDeps } from '../machines';

export function provide(deps: Pick<AppDeps, 'navigate'>) {
  const meetingRoom = meetingRoomMachine.provide({
    actions: {
      goHome: () => deps.navigate({ to: '/', replace: true }),
      goToBookings: () => deps.navigate({ to: '/account/bookings', replace: true }),
      notifyError: onFailure({}, { id: 'meeting.error' }),
      notifyEnded: (_, { message }) => void toastInfo(message),
    },
  });
  return { meetingRoom };
}
