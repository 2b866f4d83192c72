import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { PaymentMethodPicker } from '~/components/PaymentMethodPicker';
import { Spinner } from '~/components/Spinner';
import { linkTarget } from '~/components/thumbnail';
import type { RentOn, RentVm } from './useRent';

/**
 * The rent modal's body (spec §4 Rent, §5, §9): the price and the 3-day rental, the note that access may take a few
 * minutes, the saved cards to pay with (the shared picker), the last failure, and the pay button (disabled without a
 * login or a card, and while loading or paying).
 */
export function RentView({ vm, on, price }: { vm: RentVm; on: RentOn; price: string }) {
  const { t } = useLingui();
  return (
    <div className="rent" data-testid="rent">
      <p className="rent__lead">
        <Trans id="product.modal_rent.text">
          Rent this video for {price}. The rental lasts 3 days from the payment.
        </Trans>
      </p>
      <p className="rent__note">
        <Trans id="product.modal_rent.delay">Access may take a few minutes to become available.</Trans>
      </p>
      {vm.noPayments ? null : vm.loadingCards ? (
        <Spinner label={t({ id: 'common.loading', message: 'Loading' })} />
      ) : vm.cardsFailed ? (
        <div className="rent__error" role="alert">
          <p>
            <Trans id="product.modal_rent.cards_error">Your saved cards could not be loaded.</Trans>
          </p>
          <Button variant="ghost" onClick={on.retry}>
            <Trans id="product.modal_rent.retry">Try again</Trans>
          </Button>
        </div>
      ) : (
        <PaymentMethodPicker
          cards={vm.cards}
          selectedId={vm.selectedId}
          onSelect={on.select}
          disabled={vm.busy}
          legend={<Trans id="product.modal_rent.pay_with">Pay with</Trans>}
          empty={
            <p>
              <Trans id="product.modal_rent.no_cards">You have no saved cards.</Trans>{' '}
              <Link {...linkTarget(vm.addCardHref)}>
                <Trans id="product.modal_rent.add_card">Add a card</Trans>
              </Link>
            </p>
          }
        />
      )}
      {vm.failure ? (
        <p className="rent__failure" role="alert">
          {vm.failure.unavailable ? (
            <Trans id="stripe.error_connection">
              The payment provider could not be reached. You cannot pay until it is back.
            </Trans>
          ) : (
            vm.failure.message || (
              <Trans id="product.modal_rent.error">Oops! an error occurred while renting the product</Trans>
            )
          )}
        </p>
      ) : null}
      <Button block busy={vm.busy} disabled={!vm.canRent} onClick={on.rent}>
        <Trans id="product.modal_rent.button">Rent for {price}</Trans>
      </Button>
    </div>
  );
}
