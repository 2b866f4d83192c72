/**
 * The account page wired to its actors: the view, the provider's secure fields (loaded only when the add-card flow
 * has loaded the provider), and the section a sub-route targets (profile, subscription, payment-methods) scrolled
 * into view and focused (or, for a section the club manages externally, the external page).
 */
import { useEffect, useMemo } from 'react';
import { loadStripeFor } from '../../services/stripe';
import { safeUrl } from '../../shared/urlPolicy';
import { AccountView } from './AccountView';
import { CardFields } from './CardFields';
import { useAccount } from './useAccount';

export type AccountSection = 'profile' | 'subscription' | 'payment-methods';

export function AccountPage({
  section,
  coupon,
  returnTo,
}: {
  section: AccountSection | null;
  coupon: string | undefined;
  /** payment-methods: where a member sent to add a card goes back to */
  returnTo?: string | undefined;
}) {
  const { vm, on, cardFields } = useAccount(coupon, { addCard: section === 'payment-methods', returnTo });
  const stripe = useMemo(() => (vm.pm.showFields ? loadStripeFor(vm.club) : null), [vm.pm.showFields, vm.club]);

  // a club managing subscriptions or cards on its external registration page (spec §1, §6): the matching sub-route
  // sends the browser there, as signup does; the account page itself shows the external button
  const external =
    section === 'subscription' ? vm.modes.subscription : section === 'payment-methods' ? vm.modes.paymentMethods : null;
  // checked again right before the browser leaves: only what the URL policy keeps (src/shared/urlPolicy)
  const externalUrl = external?.kind === 'external' ? safeUrl(external.url) : null;
  useEffect(() => {
    if (externalUrl) window.location.assign(externalUrl);
  }, [externalUrl]);

  useEffect(() => {
    if (!section) return;
    const el = document.getElementById(section);
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  }, [section, vm.loading]);

  const fields = stripe ? (
    <CardFields
      stripe={stripe}
      fieldsRef={cardFields}
      disabled={vm.pm.busy}
      onReady={on.pm.ready}
      onChange={on.pm.change}
    />
  ) : null;
  return <AccountView vm={vm} on={on} cardFields={fields} />;
}
