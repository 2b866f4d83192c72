/**
 * Saved-card picker shared by subscribe, rent and booking (shared payments core): an accessible radio group
 * (fieldset + legend) of the user's cards with brand, masked number, expiry and a "default" flag; `empty` is shown
 * when there are no cards. Presentational: the flow that owns it passes the cards and the selection.
 */
import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Card } from '~/domain';

export interface PaymentMethodPickerProps {
  cards: Card[];
  selectedId: string | null;
  onSelect(id: string): void;
  disabled?: boolean;
  legend: ReactNode;
  empty?: ReactNode;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "visa" -> "Visa"; unknown brands are shown capitalised as the provider sends them. */
export function brandName(brand: string): string {
  const key = brand.trim().toLowerCase();
  if (BRANDS[key]) return BRANDS[key];
  return key ? key.charAt(0).toUpperCase() + key.slice(1) : '';
}

/** The last four digits of a masked number ("**** **** **** 4242" -> "4242"). */
export function last4(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.slice(-4);
}

export function PaymentMethodPicker({
  cards,
  selectedId,
  onSelect,
  disabled = false,
  legend,
  empty,
}: PaymentMethodPickerProps) {
  const name = useId();
  return (
    <fieldset className="pm-picker" disabled={disabled}>
      <legend className="pm-picker__legend">{legend}</legend>
      {cards.length === 0 ? (
        <div className="pm-picker__empty">{empty ?? null}</div>
      ) : (
        <ul className="pm-picker__list" role="presentation">
          {cards.map((card) => {
            const id = `${name}-${card.id}`;
            const checked = card.id === selectedId;
            const digits = last4(card.number);
            const expiry = card.expiration;
            return (
              <li key={card.id} className={`pm-picker__item${checked ? ' pm-picker__item--checked' : ''}`}>
                <input
                  id={id}
                  className="pm-picker__radio"
                  type="radio"
                  name={name}
                  value={card.id}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onSelect(card.id)}
                />
                <label htmlFor={id} className="pm-picker__label">
                  <span className="pm-picker__brand" data-brand={card.brand.toLowerCase()}>
                    {brandName(card.brand)}
                  </span>
                  <span className="pm-picker__number">
                    <span aria-hidden="true">•••• {digits}</span>
                    <span className="visually-hidden">
                      <Trans id="payment_methods.ending_in">ending in {digits}</Trans>
                    </span>
                  </span>
                  <span className="pm-picker__expiry">
                    <Trans id="payment_methods.expires">Expires {expiry}</Trans>
                  </span>
                  {card.selected ? (
                    <span className="pm-picker__default">
                      <Trans id="payment_methods.default">Default</Trans>
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
