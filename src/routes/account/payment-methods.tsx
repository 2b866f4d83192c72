import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '../../app/searchParams';
import { AccountPage } from '../../features/account/AccountPage';

/**
 * The coupon is read from and written to the `coupon` query parameter (spec §2 Account page). This target adds cards
 * (spec §2): the add-card flow opens on arrival; `returnTo` is the rent or booking the member came from.
 */
const search = z.object({ coupon: searchText, returnTo: searchText });

export const Route = createFileRoute('/account/payment-methods')({
  validateSearch: search,
  component: Page,
});

function Page() {
  const { coupon, returnTo } = Route.useSearch();
  return <AccountPage section={'payment-methods'} coupon={coupon} returnTo={returnTo} />;
}
