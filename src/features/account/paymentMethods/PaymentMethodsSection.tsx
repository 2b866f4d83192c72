/**
 * The payment-methods section of the account page (spec §2 "Payment-methods section"): the saved cards with their
 * menu (make default, delete), the add-card dialog with the provider's secure fields, and the confirm dialogs. Pure:
 * everything comes from `vm` and goes out through `on`; the secure fields come in through `cardFields`.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { Dialog } from '~/components/Dialog';
import { brandName } from '~/components/PaymentMethodPicker';
import type { Card } from '~/domain';
import { ConfirmDialog, LoadFailure, managedElsewhere, SectionCard, Skeleton, useDescriptor } from '../shared';
import type { PaymentMethodsOn, PaymentMethodsVm } from './usePaymentMethods';

export function PaymentMethodsSection({ vm, on }: { vm: PaymentMethodsVm; on: PaymentMethodsOn }) {
  const mode = vm.mode;
  const elsewhere = managedElsewhere(mode, {
    message: (
      <Trans id="payment_methods.external.message">Payment methods of this club are managed on its website.</Trans>
    ),
    button: <Trans id="payment_methods.external.button">Manage my payment methods</Trans>,
  });
  let body: ReactNode;
  if (elsewhere !== null) body = elsewhere;
  else if (vm.status === 'loading') body = <Skeleton rows={2} />;
  else if (vm.status === 'failed')
    body = (
      <LoadFailure onRetry={on.retry}>
        <Trans id="payment_methods.error">Your payment methods could not be loaded</Trans>
      </LoadFailure>
    );
  else body = <CardList vm={vm} on={on} />;
  return (
    <SectionCard
      id="payment-methods"
      title={<Trans id="account.menu.payment_methods">Payment methods</Trans>}
      action={
        mode.kind === 'own' ? (
          <Button onClick={on.pm.add} disabled={vm.status !== 'ready'}>
            <Trans id="payment_methods.add">Add a card</Trans>
          </Button>
        ) : undefined
      }
    >
      {body}
    </SectionCard>
  );
}

/** Choosing an item closes the card's menu (a native disclosure). */
function closeMenu(item: HTMLElement) {
  item.closest('details')?.removeAttribute('open');
}

function CardList({ vm, on }: { vm: PaymentMethodsVm; on: PaymentMethodsOn }) {
  const { t } = useLingui();
  if (vm.cards.length === 0)
    return (
      <p className="account-card__note">
        <Trans id="payment_methods.empty">You have no saved cards.</Trans>
      </p>
    );
  return (
    <ul className="cards">
      {vm.cards.map((card: Card) => {
        const expiry = card.expiration;
        const number = card.number;
        return (
          <li key={card.id} className={`saved-card${card.selected ? ' saved-card--default' : ''}`}>
            <span className="saved-card__brand">{brandName(card.brand)}</span>
            <span className="saved-card__number">{card.number}</span>
            <span className="saved-card__expiry">
              <Trans id="payment_methods.expires">Expires {expiry}</Trans>
            </span>
            {card.selected ? (
              <span className="saved-card__default">
                <Trans id="payment_methods.default">Default</Trans>
              </span>
            ) : null}
            <details className="saved-card__menu">
              <summary
                className="saved-card__menu-button"
                aria-label={t({ id: 'payment_methods.menu', message: `Options for the card ${number}` })}
              >
                ⋯
              </summary>
              <div className="saved-card__menu-list">
                {!card.selected ? (
                  <button
                    type="button"
                    className="saved-card__menu-item"
                    onClick={(e) => {
                      closeMenu(e.currentTarget);
                      on.pm.makeDefault(card);
                    }}
                  >
                    <Trans id="payment_methods.make_default">Make default</Trans>
                  </button>
                ) : null}
                {card.selected ? (
                  // the default card cannot be deleted: said where Delete would be, never offered then refused
                  <p className="saved-card__menu-note">
                    <Trans id="payment_methods.remove_modal.error_selected">The default card cannot be deleted</Trans>
                  </p>
                ) : (
                  <button
                    type="button"
                    className="saved-card__menu-item"
                    onClick={(e) => {
                      closeMenu(e.currentTarget);
                      on.pm.remove(card);
                    }}
                  >
                    <Trans id="payment_methods.delete">Delete</Trans>
                  </button>
                )}
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

export function PaymentMethodModals({
  vm,
  on,
  cardFields,
}: {
  vm: PaymentMethodsVm;
  on: PaymentMethodsOn;
  /** The add-card form's secure fields (rendered only while the provider is loaded). */
  cardFields: ReactNode;
}) {
  const text = useDescriptor();
  const p = vm.pm;
  const formId = useId();
  const target = vm.cards.find((c) => c.id === p.cardId);
  const targetLabel = target ? `${brandName(target.brand)} ${target.number}` : '';
  const formError = text(p.formError);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.pm.submit();
  };
  return (
    <>
      <Dialog
        open={p.modal === 'add'}
        onClose={on.pm.dismiss}
        dismissible={!p.busy || p.unavailable}
        title={<Trans id="payment_methods.create_modal.title">Add a card</Trans>}
        footer={
          p.unavailable ? (
            <>
              <Button variant="ghost" onClick={on.pm.dismiss}>
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
              <Button onClick={on.pm.retry}>
                <Trans id="common.retry">Try again</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={on.pm.dismiss} disabled={p.busy}>
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
              <Button type="submit" form={formId} busy={p.busy} disabled={!p.canSubmit}>
                <Trans id="payment_methods.create_modal.accept">Save card</Trans>
              </Button>
            </>
          )
        }
      >
        {p.unavailable ? (
          <p className="wizard__warning" role="alert">
            <Trans id="stripe.error_connection">
              The payment provider could not be reached. You cannot pay until it is back.
            </Trans>
          </p>
        ) : (
          <form id={formId} className="form" noValidate onSubmit={submit} aria-busy={p.busy}>
            {p.showFields ? cardFields : null}
            {!p.showFields ? <Skeleton rows={2} /> : null}
            {formError ? (
              <p className="field__error" role="alert">
                {formError}
              </p>
            ) : null}
          </form>
        )}
      </Dialog>
      <ConfirmDialog
        open={p.modal === 'remove'}
        busy={p.busy}
        onAccept={on.pm.accept}
        onDismiss={on.pm.dismiss}
        title={<Trans id="payment_methods.remove_modal.title">Delete this card?</Trans>}
        text={
          <Trans id="payment_methods.remove_modal.text">
            The card {targetLabel} will be removed from your account.
          </Trans>
        }
        accept={<Trans id="payment_methods.remove_modal.accept">Delete</Trans>}
      />
      <ConfirmDialog
        open={p.modal === 'default'}
        busy={p.busy}
        onAccept={on.pm.accept}
        onDismiss={on.pm.dismiss}
        title={<Trans id="payment_methods.change_default_modal.title">Make this card the default?</Trans>}
        text={
          <Trans id="payment_methods.change_default_modal.text">
            Future payments will be charged to {targetLabel}.
          </Trans>
        }
        accept={<Trans id="payment_methods.change_default_modal.accept">Make default</Trans>}
      />
    </>
  );
}
