import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';

/** Signed-in, web only (spec §2 account): a plain wrapper so every account sub-route (bookings too) has the guard. */
export const Route = createFileRoute('/account')({
  beforeLoad: guard(routeRules.account),
  component: Outlet,
});
