import { createFileRoute } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { MyBookingsView } from '~/features/meetingRoom/MyBookingsView';
import { useMyBookings } from '~/features/meetingRoom/useMyBookings';

/** spec §2 account/bookings: the calendar of the user's sessions (companies TTT and MCT, role USER, web). */
export const Route = createFileRoute('/account/bookings/')({
  beforeLoad: guard(routeRules.bookings),
  component: MyBookingsPage,
});

function MyBookingsPage() {
  const { vm, on } = useMyBookings();
  return <MyBookingsView vm={vm} on={on} />;
}
