/**
 * The subscription section of the account page (spec §2 "Subscription card", "Subscribe wizard"): the current
 * subscription with its actions (SubscriptionCard.tsx; their dialogs: SubscriptionModals.tsx), or the three-step
 * subscribe wizard (SubscribeWizard.tsx). Pure: everything comes from `vm` and goes out through `on`.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isCurrent } from '~/domain';
import { LoadFailure, managedElsewhere, SectionCard, Skeleton } from '../shared';
import { SubscribeWizard } from './SubscribeWizard';
import { SubscriptionCard } from './SubscriptionCard';
import type { SubscriptionOn, SubscriptionVm } from './useSubscription';

export function SubscriptionSection({ vm, on }: { vm: SubscriptionVm; on: SubscriptionOn }) {
  const elsewhere = managedElsewhere(vm.mode, {
    message: <Trans id="subscription.external.message">Subscriptions of this club are managed on its website.</Trans>,
    button: <Trans id="subscription.external.button">Manage my subscription</Trans>,
  });
  let body: ReactNode;
  if (elsewhere !== null) body = elsewhere;
  else if (vm.status === 'loading') body = <Skeleton rows={4} />;
  else if (vm.status === 'failed')
    body = (
      <LoadFailure onRetry={on.retry}>
        <Trans id="errors.generic">Oops! something unexpected has happened. Please try again in a few moments.</Trans>
      </LoadFailure>
    );
  else if (isCurrent(vm.subscription)) body = <SubscriptionCard vm={vm} on={on} subscription={vm.subscription} />;
  else body = <SubscribeWizard vm={vm} on={on} />;
  return (
    <SectionCard id="subscription" title={<Trans id="account.menu.subscription">Subscription</Trans>}>
      {body}
    </SectionCard>
  );
}
