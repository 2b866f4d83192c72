import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { TextField } from '~/components/fields';
import { brandName } from '~/components/PaymentMethodPicker';
import { discountedPrice, formatPrice, type Plan } from '~/domain';
import { trialText } from '~machines/payments/format';
import { useDescriptor } from '../shared';
import { CardChoice, PlanPrice } from './SubscriptionParts';
import type { SubscriptionOn, SubscriptionVm } from './useSubscription';

/** The three-step subscribe wizard: choose a plan, then the card (and a coupon), then review and pay. */
export function SubscribeWizard({ vm, on }: { vm: SubscriptionVm; on: SubscriptionOn }) {
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
