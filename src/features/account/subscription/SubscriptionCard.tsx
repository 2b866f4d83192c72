import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { brandName, last4 } from '~/components/PaymentMethodPicker';
import { formatDate, subscriptionCard, type Subscription } from '~/domain';
import { PlanPrice } from './SubscriptionParts';
import type { SubscriptionOn, SubscriptionVm } from './useSubscription';

/**
 * The member's current subscription: plan, price and coupon, its state (trial, active, payment failed, cancelled)
 * with its date, the card it is charged to, and the actions its state allows (retry, resume, cancel, change card).
 */
export function SubscriptionCard({
  vm,
  on,
  subscription: s,
}: {
  vm: SubscriptionVm;
  on: SubscriptionOn;
  subscription: Subscription;
}) {
  const card = subscriptionCard(s);
  const badge: Record<typeof card.state, ReactNode> = {
    trialing: <Trans id="subscription.state.trialing">Free trial</Trans>,
    active: <Trans id="subscription.state.active">Active</Trans>,
    payment_error: <Trans id="subscription.state.payment_error">Payment failed</Trans>,
    cancelled: <Trans id="subscription.state.cancelled">Cancelled</Trans>,
  };
  const trialEnd = formatDate(card.trialEnd);
  const renewal = formatDate(card.renewal);
  const end = formatDate(card.end);
  // the subscription is charged to the member's default card (the one Change card changes)
  const charged = vm.cards.find((c) => c.selected) ?? null;
  const defaultCard = charged?.id ?? vm.cards[0]?.id ?? null;
  const chargedBrand = charged ? brandName(charged.brand) : '';
  const chargedDigits = charged ? last4(charged.number) : '';
  return (
    <div className={`subscription subscription--${card.state}`} data-state={card.state}>
      <div className="subscription__head">
        <h3 className="subscription__plan">{s.plan.name}</h3>
        <span className={`subscription__badge subscription__badge--${card.state}`}>{badge[card.state]}</span>
      </div>
      <p className="subscription__price">
        <PlanPrice price={s.price} currency={s.plan.currency} interval={s.plan.interval} />
        {s.coupon ? (
          <span className="subscription__coupon">
            {' '}
            <Trans id="subscription.card.coupon">Coupon {s.coupon}</Trans>
          </span>
        ) : null}
      </p>
      {s.plan.description ? <p className="subscription__description">{s.plan.description}</p> : null}
      {card.state === 'trialing' && trialEnd ? (
        <p className="subscription__date">
          <Trans id="subscription.card.trial_end">Your free trial ends on {trialEnd}.</Trans>
        </p>
      ) : null}
      {card.state === 'active' && renewal ? (
        <p className="subscription__date">
          <Trans id="subscription.card.renewal">Renews on {renewal}.</Trans>
        </p>
      ) : null}
      {card.state === 'cancelled' ? (
        <p className="subscription__date">
          <Trans id="subscription.card.end">Ends on {end}. It will not renew.</Trans>
        </p>
      ) : null}
      {card.state === 'payment_error' ? (
        <p className="subscription__date subscription__date--error" role="status">
          <Trans id="subscription.card.payment_error">The last payment could not be completed.</Trans>
        </p>
      ) : null}
      {charged && card.state !== 'cancelled' ? (
        <p className="subscription__date subscription__payment-card">
          <Trans id="subscription.card.payment_card">
            Charged to your {chargedBrand} card ending in {chargedDigits}.
          </Trans>
        </p>
      ) : null}
      {vm.actions.refreshing ? (
        <p className="subscription__date" role="status">
          <Trans id="subscription.card.refreshing">Updating your subscription…</Trans>
        </p>
      ) : null}
      <div className="subscription__actions">
        {card.canRetry ? (
          <Button onClick={() => on.actions.retry(s, defaultCard)} disabled={vm.actions.busy}>
            <Trans id="subscription.card.retry">Retry payment</Trans>
          </Button>
        ) : null}
        {card.canResume ? (
          <Button onClick={() => on.actions.resume(s)} disabled={vm.actions.busy}>
            <Trans id="subscription.card.resume">Resume subscription</Trans>
          </Button>
        ) : null}
        {card.canCancel ? (
          <Button variant="ghost" onClick={() => on.actions.cancel(s)} disabled={vm.actions.busy}>
            <Trans id="subscription.card.cancel">Cancel subscription</Trans>
          </Button>
        ) : null}
        {card.canChangeCard && vm.cards.length > 0 ? (
          <Button variant="ghost" onClick={() => on.actions.changeCard(s, defaultCard)} disabled={vm.actions.busy}>
            <Trans id="subscription.card.change_card">Change card</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
