/**
 * The provider's secure card fields (spec §5: card number, expiry and CVC in the provider's secure fields) with
 * Stripe Elements. Reports `ready` once the three fields are mounted and `change(complete)` as they are filled, and
 * hands the Stripe objects to the add-card actor through `fieldsRef` (they never enter a machine).
 */
import { useEffect, useRef } from 'react';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent, StripeElements } from '@stripe/stripe-js';
import { Trans } from '@lingui/react/macro';

type Part = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface CardFieldsProps {
  stripe: Promise<Stripe>;
  /** The `account` flow's slot the add-card actor reads the mounted fields from. */
  fieldsRef: { current: { stripe: Stripe; elements: StripeElements } | null };
  disabled: boolean;
  onReady(): void;
  onChange(complete: boolean): void;
}

const style = {
  base: { fontSize: '16px', color: 'inherit' },
};

function Inner({ fieldsRef, disabled, onReady, onChange }: Omit<CardFieldsProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const ready = useRef(new Set<Part>());
  const complete = useRef<Record<Part, boolean>>({ cardNumber: false, cardExpiry: false, cardCvc: false });

  useEffect(() => {
    fieldsRef.current = stripe && elements ? { stripe, elements } : null;
    return () => {
      fieldsRef.current = null;
    };
  }, [stripe, elements, fieldsRef]);

  const readyOf = (part: Part) => () => {
    ready.current.add(part);
    if (ready.current.size === 3) onReady();
  };
  const changeOf = (part: Part) => (e: StripeElementChangeEvent) => {
    complete.current[part] = e.complete;
    onChange(complete.current.cardNumber && complete.current.cardExpiry && complete.current.cardCvc);
  };
  const options = { style, disabled };

  return (
    <div className="card-fields">
      <div className="field">
        <span className="field__label" id="card-number-label">
          <Trans id="payment_methods.create_modal.card_number">Card number</Trans>
        </span>
        <div className="field__input card-fields__box">
          <CardNumberElement options={options} onReady={readyOf('cardNumber')} onChange={changeOf('cardNumber')} />
        </div>
      </div>
      <div className="card-fields__row">
        <div className="field">
          <span className="field__label" id="card-expiry-label">
            <Trans id="payment_methods.create_modal.card_expiry">Expiry date</Trans>
          </span>
          <div className="field__input card-fields__box">
            <CardExpiryElement options={options} onReady={readyOf('cardExpiry')} onChange={changeOf('cardExpiry')} />
          </div>
        </div>
        <div className="field">
          <span className="field__label" id="card-cvc-label">
            <Trans id="payment_methods.create_modal.card_cvc">CVC</Trans>
          </span>
          <div className="field__input card-fields__box">
            <CardCvcElement options={options} onReady={readyOf('cardCvc')} onChange={changeOf('cardCvc')} />
          </div>
        </div>
      </div>
    </div>
  );
}

export function CardFields({ stripe, ...rest }: CardFieldsProps) {
  return (
    <Elements stripe={stripe}>
      <Inner {...rest} />
    </Elements>
  );
}
