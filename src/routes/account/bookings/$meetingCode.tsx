import { createFileRoute } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { appEnv } from '~/app/env';
import { MeetingRoomView } from '~/features/meetingRoom/MeetingRoomView';
import { useMeetingRoom } from '~/features/meetingRoom/useMeetingRoom';

/** spec §2 account/bookings/{meetingCode}: the full-screen call room; without a code the machine goes to /. */
export const Route = createFileRoute('/account/bookings/$meetingCode')({
  beforeLoad: guard(routeRules.bookings),
  // the demo's Jitsi stand-in (nothing in production), before the room's SDK looks for window.JitsiMeetExternalAPI;
  // its loader comes with this page, not in the entry chunk every first load carries
  loader: ({ context }) =>
    Promise.all([
      import('~/services/standins').then(({ loadStandin }) => loadStandin('jitsi.js')),
      context.machines.load('meetingRoom'),
    ]),
  component: MeetingRoomPage,
});

function MeetingRoomPage() {
  const { meetingCode } = Route.useParams();
  const { vm, on } = useMeetingRoom(meetingCode.trim() === '' ? null : meetingCode, appEnv.jitsiDomain);
  return <MeetingRoomView vm={vm} on={on} />;
}
