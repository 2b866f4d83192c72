import { Trans } from '@lingui/react/macro';
import { ConfirmDialog, useDescriptor } from '../shared';
import { CardChoice } from './SubscriptionParts';
import type { SubscriptionOn, SubscriptionVm } from './useSubscription';

/** The subscription actions' dialogs: cancel, resume, retry the payment (with a card), change the card. */
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
