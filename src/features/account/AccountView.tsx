/**
 * The account page (spec §2 "Account page"): three anchored sections (profile, subscription, payment-methods), each
 * with its own flow and dialogs (./profile, ./subscription, ./payment-methods), under the page's menu. Pure:
 * everything comes from each section's `vm` and goes out through its `on`; the provider's secure card fields come in
 * through `cardFields`.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordModal, ProfileModal, ProfileSection } from './profile/ProfileSection';
import type { ProfileOn, ProfileVm } from './profile/useProfile';
import { SubscriptionModals } from './subscription/SubscriptionModals';
import { SubscriptionSection } from './subscription/SubscriptionSection';
import type { SubscriptionOn, SubscriptionVm } from './subscription/useSubscription';
import { PaymentMethodModals, PaymentMethodsSection } from './paymentMethods/PaymentMethodsSection';
import type { PaymentMethodsOn, PaymentMethodsVm } from './paymentMethods/usePaymentMethods';
import type { AccountSection } from './sections';
import { usePageHead } from '~/components/usePageHead';

export interface AccountViewProps {
  profile: { vm: ProfileVm; on: ProfileOn };
  subscription: { vm: SubscriptionVm; on: SubscriptionOn };
  paymentMethods: { vm: PaymentMethodsVm; on: PaymentMethodsOn };
  /** The add-card form's secure fields (rendered only while the provider is loaded). */
  cardFields: ReactNode;
}

export function AccountView({ profile, subscription, paymentMethods, cardFields }: AccountViewProps) {
  const { t } = useLingui();
  usePageHead(t({ id: 'account.title', message: 'My account' }));
  return (
    <div className="account page">
      <header className="account__header">
        <h1 className="account__title">
          <Trans id="account.title">My account</Trans>
        </h1>
        <AccountMenu />
      </header>
      <div className="account__sections">
        <ProfileSection {...profile} />
        <SubscriptionSection {...subscription} />
        <PaymentMethodsSection {...paymentMethods} />
      </div>
      <ProfileModal {...profile} />
      <PasswordModal {...profile} />
      <SubscriptionModals {...subscription} />
      <PaymentMethodModals {...paymentMethods} cardFields={cardFields} />
    </div>
  );
}

function AccountMenu() {
  const { t } = useLingui();
  const links: Array<[AccountSection, string]> = [
    ['profile', t({ id: 'account.menu.profile', message: 'Profile' })],
    ['subscription', t({ id: 'account.menu.subscription', message: 'Subscription' })],
    ['payment-methods', t({ id: 'account.menu.payment_methods', message: 'Payment methods' })],
  ];
  return (
    <nav className="account__menu" aria-label={t({ id: 'account.menu.label', message: 'Account sections' })}>
      {links.map(([id, label]) => (
        <Link
          key={id}
          className="account__menu-link"
          to="/account/{-$section}"
          params={{ section: id }}
          search={(prev: Record<string, unknown>) => prev}
          activeProps={{ 'aria-current': 'page' }}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
