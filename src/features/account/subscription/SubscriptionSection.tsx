/**
 * The subscription section of the account page (spec §2 "Subscription card", "Subscribe wizard"): the current
 * subscription with its actions and their dialogs, or the three-step subscribe wizard. Pure: everything comes from
 * `vm` and goes out through `on`.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/fields';
import { PaymentMethodPicker, brandName, last4 } from '../../../components/PaymentMethodPicker';
import {
  discountedPrice,
  formatDate,
  formatPrice,
  isCurrent,
  subscriptionCard,
  type Card,
  type Plan,
  type Subscription,
} from '../../../domain';
import { intervalText, trialText } from '../../../../machines/payments/format';
import { ConfirmDialog, LoadFailure, managedElsewhere, SectionCard, Skeleton, useDescriptor } from '../shared';
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

function PlanPrice({ price, currency, interval }: { price: number; currency: string; interval: string }) {
  const { i18n } = useLingui();
  const text = useDescriptor();
  const per = text(intervalText(interval));
  return (
    <span className="plan-price">
      <span className="plan-price__amount">{formatPrice(price, currency, i18n.locale)}</span>
      {per ? <span className="plan-price__interval"> {per}</span> : null}
    </span>
  );
}

function SubscriptionCard({
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

function SubscribeWizard({ vm, on }: { vm: SubscriptionVm; on: SubscriptionOn }) {
  const { t, i18n } = useLingui();
  const text = useDescriptor();
  const w = vm.wizard;
  const plan = vm.plans.find((p) => p.id === w.planId) ?? null;
  const card = vm.cards.find((c) => c.id === w.cardId) ?? null;
  const steps: Array<[0 | 1 | 2, string]> = [
    [0, t({ id: 'subscription.subscribe_card.step_plan', message: 'Plan' })],
    [1, t({ id: 'subscription.subscribe_card.step_payment', message: 'Payment' })],
    [2, t({ id: 'subscription.subscribe_card.step_review', message: 'Review and pay' })],
  ];
  const warning = text(w.warning);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (w.step === 2) on.wizard.submit();
    else on.wizard.next();
  };
  // a step change moves focus to the new step (not on first render)
  const panel = useRef<HTMLDivElement>(null);
  const shownStep = useRef(w.step);
  useEffect(() => {
    if (shownStep.current === w.step) return;
    shownStep.current = w.step;
    panel.current?.focus();
  }, [w.step]);
  return (
    <form className="wizard" onSubmit={submit} noValidate aria-busy={w.busy}>
      <ol
        className="wizard__steps"
        aria-label={t({ id: 'subscription.subscribe_card.steps', message: 'Subscription steps' })}
      >
        {steps.map(([index, label]) => (
          <li
            key={index}
            className={`wizard__step${w.step === index ? ' wizard__step--current' : ''}${w.step > index ? ' wizard__step--done' : ''}`}
          >
            <button
              type="button"
              className="wizard__step-button"
              aria-current={w.step === index ? 'step' : undefined}
              disabled={!w.enabledSteps[index] || w.step === index}
              onClick={() => on.wizard.goTo(index)}
            >
              <span className="wizard__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="wizard__step-label">{label}</span>
            </button>
          </li>
        ))}
      </ol>

      <div ref={panel} tabIndex={-1} className="wizard__body">
        {w.step === 0 ? (
          <fieldset className="wizard__panel">
            <legend className="wizard__legend">
              <Trans id="subscription.subscribe_card.choose_plan">Choose your plan</Trans>
            </legend>
            {vm.plans.length === 0 ? (
              <p className="account-card__note">
                <Trans id="subscription.subscribe_card.no_plans">There are no plans available right now.</Trans>
              </p>
            ) : (
              <div className={`plans${vm.plans.length <= 3 ? ' plans--row' : ''}`}>
                {vm.plans.map((p) => (
                  <PlanOption
                    key={p.id}
                    plan={p}
                    checked={p.id === w.planId}
                    onSelect={() => on.wizard.selectPlan(p.id)}
                  />
                ))}
              </div>
            )}
          </fieldset>
        ) : null}

        {w.step === 1 ? (
          <div className="wizard__panel">
            <CardChoice cards={vm.cards} selectedId={w.cardId} onSelect={on.wizard.selectCard} disabled={w.busy} />
            {vm.canAddCard ? (
              <Button variant="link" onClick={on.addCard} className="wizard__add-card">
                <Trans id="payment_methods.add">Add a card</Trans>
              </Button>
            ) : null}
            <TextField
              label={<Trans id="subscription.subscribe_card.coupon">Coupon (optional)</Trans>}
              name="coupon"
              autoComplete="off"
              value={w.couponCode}
              onValueChange={on.wizard.changeCoupon}
              disabled={w.busy}
            />
          </div>
        ) : null}

        {w.step === 2 && plan ? (
          <div className="wizard__panel">
            <dl className="review">
              <div className="review__row">
                <dt>
                  <Trans id="subscription.subscribe_card.review_plan">Plan</Trans>
                </dt>
                <dd>
                  {plan.name} · <PlanPrice price={plan.price} currency={plan.currency} interval={plan.interval} />
                </dd>
              </div>
              {w.coupon ? (
                <div className="review__row">
                  <dt>
                    <Trans id="subscription.subscribe_card.review_coupon">Coupon</Trans>
                  </dt>
                  <dd>{w.coupon.name}</dd>
                </div>
              ) : null}
              <div className="review__row review__row--total">
                <dt>
                  <Trans id="subscription.subscribe_card.review_total">Total</Trans>
                </dt>
                <dd>
                  {w.coupon ? (
                    <s className="review__old-price">{formatPrice(plan.price, plan.currency, i18n.locale)}</s>
                  ) : null}{' '}
                  {formatPrice(discountedPrice(plan.price, w.coupon), plan.currency, i18n.locale)}
                </dd>
              </div>
              {plan.trialDays > 0 ? (
                <div className="review__row">
                  <dt>
                    <Trans id="subscription.subscribe_card.review_trial">Trial</Trans>
                  </dt>
                  <dd>{text(trialText(plan.trialDays))}</dd>
                </div>
              ) : null}
              {card ? (
                <div className="review__row">
                  <dt>
                    <Trans id="subscription.subscribe_card.review_card">Card</Trans>
                  </dt>
                  <dd>
                    {brandName(card.brand)} {card.number}
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        ) : null}
      </div>

      {warning ? (
        <p className="wizard__warning" role="alert">
          {warning}
        </p>
      ) : null}

      <div className="wizard__nav">
        {w.step > 0 ? (
          <Button variant="ghost" onClick={on.wizard.back} disabled={w.busy || w.succeeded}>
            <Trans id="subscription.subscribe_card.back">Back</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={w.busy} disabled={w.succeeded}>
          {w.step === 2 ? (
            <Trans id="subscription.subscribe_card.pay">Subscribe and pay</Trans>
          ) : (
            <Trans id="subscription.subscribe_card.next">Continue</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}

function PlanOption({ plan, checked, onSelect }: { plan: Plan; checked: boolean; onSelect(): void }) {
  const text = useDescriptor();
  const id = useId();
  const trial = text(trialText(plan.trialDays));
  return (
    <div className={`plan${checked ? ' plan--checked' : ''}`}>
      <input id={id} className="plan__radio" type="radio" name="plan" checked={checked} onChange={onSelect} />
      <label htmlFor={id} className="plan__label">
        <span className="plan__name">{plan.name}</span>
        <PlanPrice price={plan.price} currency={plan.currency} interval={plan.interval} />
        {trial ? <span className="plan__trial">{trial}</span> : null}
        {plan.description ? <span className="plan__description">{plan.description}</span> : null}
      </label>
    </div>
  );
}
export function SubscriptionModals({ vm, on }: { vm: SubscriptionVm; on: SubscriptionOn }) {
  const text = useDescriptor();
  const a = vm.actions;
  const warning = text(a.warning);
  return (
    <>
      <ConfirmDialog
        open={a.modal === 'cancel'}
        busy={a.busy}
        onAccept={on.actions.accept}
        onDismiss={on.actions.dismiss}
        title={<Trans id="subscription.modal_cancel.title">Cancel your subscription?</Trans>}
        text={
          <Trans id="subscription.modal_cancel.text">
            You keep access until the end of the current period; the subscription will not renew.
          </Trans>
        }
        accept={<Trans id="subscription.modal_cancel.accept">Cancel subscription</Trans>}
        // "Cancel" beside "Cancel subscription" reads as the same choice: the keep choice says what it keeps
        dismiss={<Trans id="subscription.modal_cancel.cancel">Keep my subscription</Trans>}
      />
      <ConfirmDialog
        open={a.modal === 'resume'}
        busy={a.busy}
        onAccept={on.actions.accept}
        onDismiss={on.actions.dismiss}
        title={<Trans id="subscription.modal_resume.title">Resume your subscription?</Trans>}
        text={<Trans id="subscription.modal_resume.text">Your subscription will renew automatically again.</Trans>}
        accept={<Trans id="subscription.modal_resume.accept">Resume</Trans>}
      />
      <ConfirmDialog
        open={a.modal === 'retry'}
        busy={a.busy}
        onAccept={on.actions.accept}
        onDismiss={on.actions.dismiss}
        title={<Trans id="subscription.modal_retry_payment.title">Retry the payment</Trans>}
        text={
          <Trans id="subscription.modal_retry_payment.text">
            Choose the card to pay with. Your bank may ask you to confirm the payment.
          </Trans>
        }
        accept={<Trans id="subscription.modal_retry_payment.accept">Pay now</Trans>}
      >
        <CardChoice
          cards={vm.cards}
          selectedId={a.cardId}
          onSelect={on.actions.selectCard}
          disabled={a.busy}
          warning={warning}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={a.modal === 'changeCard'}
        busy={a.busy}
        onAccept={on.actions.accept}
        onDismiss={on.actions.dismiss}
        title={<Trans id="subscription.modal_change_card.title">Change the card</Trans>}
        text={
          <Trans id="subscription.modal_change_card.text">
            Choose the card your subscription is paid with. It also becomes your default card.
          </Trans>
        }
        accept={<Trans id="subscription.modal_change_card.accept">Use this card</Trans>}
      >
        <CardChoice
          cards={vm.cards}
          selectedId={a.cardId}
          onSelect={on.actions.selectCard}
          disabled={a.busy}
          warning={warning}
        />
      </ConfirmDialog>
    </>
  );
}

/**
 * The card to pay with, one picker wherever the subscription asks for it (the wizard's payment step, the retry and
 * change-card dialogs), with the warning of the step or dialog under it.
 */
function CardChoice({
  cards,
  selectedId,
  onSelect,
  disabled,
  warning,
}: {
  cards: Card[];
  selectedId: string | null;
  onSelect(cardId: string): void;
  disabled: boolean;
  warning?: string | null;
}) {
  return (
    <>
      <PaymentMethodPicker
        cards={cards}
        selectedId={selectedId}
        onSelect={onSelect}
        disabled={disabled}
        legend={<Trans id="subscription.subscribe_card.choose_card">Pay with</Trans>}
        empty={
          <Trans id="subscription.subscribe_card.no_cards">You have no saved cards yet: add one to continue.</Trans>
        }
      />
      {warning ? (
        <p className="wizard__warning" role="alert">
          {warning}
        </p>
      ) : null}
    </>
  );
}
