/**
 * The provider's secure card fields (spec §5: card number, expiry and CVC in the provider's secure fields) with
 * Stripe Elements. Reports `ready` once the three fields are mounted, with the Stripe objects as Stripe gives them (the
 * add-card flow hands them to its `createCard` actor), and `change(complete)` as they are filled.
 */
import { useRef } from 'react';
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
  disabled: boolean;
  onReady(fields: { stripe: Stripe; elements: StripeElements }): void;
  onChange(complete: boolean): void;
}

const style = {
  base: { fontSize: '16px', color: 'inherit' },
};

function Inner({ disabled, onReady, onChange }: Omit<CardFieldsProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const ready = useRef(new Set<Part>());
  const complete = useRef<Record<Part, boolean>>({ cardNumber: false, cardExpiry: false, cardCvc: false });

  const readyOf = (part: Part) => () => {
    ready.current.add(part);
    if (ready.current.size === 3 && stripe && elements) onReady({ stripe, elements });
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
