import { createFileRoute, redirect } from '@tanstack/react-router';
import { accessContext, homeFor } from '~/app/guard';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';
import { toastError } from '~/services/notify';
import { paymentMessages } from '~machines/payments/paymentMethodsMachine';
import { AccountPage } from '~/features/account/AccountPage';
import { ACCOUNT_SECTIONS, type AccountSection } from '~/features/account/sections';

/**
 * The account page (spec §2): /account, and /account/profile, /account/subscription, /account/payment-methods, which
 * scroll to their section. The coupon is read from and written to the `coupon` query parameter. The payment-methods
 * target adds cards: the add-card flow opens on arrival; `returnTo` is the rent or booking the member came from.
 * Another segment is no account page (/account/bookings is its own route): like any other path (spec §2 Redirects),
 * it goes home (the account's guard has already sent an anonymous visitor to the login).
 */
const search = z.object({ coupon: searchText, returnTo: searchText });

const isSection = (value: string | undefined): value is AccountSection =>
  (ACCOUNT_SECTIONS as readonly string[]).includes(value ?? '');

export const Route = createFileRoute('/account/{-$section}')({
  validateSearch: search,
  beforeLoad: ({ params, context }) => {
    if (params.section !== undefined && !isSection(params.section))
      throw redirect({ to: homeFor(accessContext(context.session, context.device)), replace: true });
  },
  loader: ({ context }) => context.machines.load('account'),
  component: Page,
});

/** The cards could not be loaded: said once, whatever section is shown. */
const notifyCardsError = (error: unknown) =>
  toastError(error, paymentMessages.listError, { id: 'payment_methods.error' });

function Page() {
  const { section } = Route.useParams();
  const { coupon, returnTo } = Route.useSearch();
  const target = isSection(section) ? section : null;
  return (
    <AccountPage
      // a page of its own per target, as the four routes it replaces were: arriving at another target starts afresh
      key={target ?? ''}
      section={target}
      coupon={coupon}
      returnTo={target === 'payment-methods' ? returnTo : undefined}
      onCardsError={notifyCardsError}
    />
  );
}
