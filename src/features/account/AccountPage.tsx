/**
 * The account page wired to its three flows (profile, subscription, payment methods) and the data they share: the
 * view, the provider's secure fields (loaded only when the add-card flow has loaded the provider), and the section a
 * target (/account/profile, /account/subscription, /account/payment-methods) scrolls into view and focuses (or, for a
 * section the club manages externally, the external page).
 */
import { useEffect, useMemo } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sessionSel from '~machines/session/session.selectors';
import { cardModes } from '~/domain';
import { loadStripeFor } from '~/services/stripe';
import { safeUrl } from '~/domain/urlPolicy';
import { AccountView } from './AccountView';
import { CardFields } from './paymentMethods/CardFields';
import { usePaymentMethods } from './paymentMethods/usePaymentMethods';
import { useProfile } from './profile/useProfile';
import { useSubscription } from './subscription/useSubscription';
import { useAccountData } from './useAccountData';
import type { AccountSection } from './sections';

export function AccountPage({
  section,
  coupon,
  returnTo,
  onCardsError,
}: {
  section: AccountSection | null;
  coupon: string | undefined;
  /** payment-methods: where a member sent to add a card goes back to */
  returnTo?: string | undefined;
  /** The cards could not be loaded (a stable function). */
  onCardsError(error: unknown): void;
}) {
  const { session } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sessionSel.selectClub)!;
  const user = useSelector(session, sessionSel.selectUser)!;
  const modes = cardModes(club, user);

  const data = useAccountData({ user, modes, onCardsError });
  const profile = useProfile(club, user);
  const paymentMethods = usePaymentMethods({
    club,
    mode: modes.paymentMethods,
    data,
    // the account menu's Payment methods shows the list (adding is done from it); the add-card flow opens on
    // arrival only for a member sent here to add a card for a rent or a booking (`returnTo`)
    addOnArrival: section === 'payment-methods' && returnTo !== undefined,
    returnTo,
  });
  const subscription = useSubscription({
    coupon,
    data,
    mode: modes.subscription,
    canAddCard: modes.paymentMethods.kind === 'own',
    addCard: paymentMethods.on.pm.add,
  });

  const pm = paymentMethods.vm.pm;
  const stripe = useMemo(() => (pm.showFields ? loadStripeFor(club) : null), [pm.showFields, club]);

  // a club managing subscriptions or cards on its external registration page (spec §1, §6): the matching target
  // sends the browser there, as signup does; the account page itself shows the external button
  const external =
    section === 'subscription' ? modes.subscription : section === 'payment-methods' ? modes.paymentMethods : null;
  // checked again right before the browser leaves: only what the URL policy keeps (src/domain/urlPolicy)
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
  }, [section, data.loading]);

  const fields = stripe ? (
    <CardFields
      stripe={stripe}
      disabled={pm.busy}
      onReady={paymentMethods.on.pm.ready}
      onChange={paymentMethods.on.pm.change}
    />
  ) : null;
  return (
    <AccountView
      profile={profile}
      subscription={subscription}
      paymentMethods={{ vm: paymentMethods.vm, on: paymentMethods.on }}
      cardFields={fields}
    />
  );
}
