import { Trans, useLingui } from '@lingui/react/macro';
import { PaymentMethodPicker } from '~/components/PaymentMethodPicker';
import { formatPrice, type Card } from '~/domain';
import { intervalText } from '~machines/payments/format';
import { useDescriptor } from '../shared';

/** A plan's price with its interval (`€9.99 per month`), on the card, the plan options and the review. */
export function PlanPrice({ price, currency, interval }: { price: number; currency: string; interval: string }) {
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

/**
 * The card to pay with, one picker wherever the subscription asks for it (the wizard's payment step, the retry and
 * change-card dialogs), with the warning of the step or dialog under it.
 */
export function CardChoice({
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
