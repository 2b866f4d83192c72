import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '../../app/searchParams';
import { AccountPage } from '../../features/account/AccountPage';

/** The coupon is read from and written to the `coupon` query parameter (spec §2 Account page). */
const search = z.object({ coupon: searchText });

export const Route = createFileRoute('/account/profile')({
  validateSearch: search,
  component: Page,
});

function Page() {
  const { coupon } = Route.useSearch();
  return <AccountPage section={'profile'} coupon={coupon} />;
}
