/** View model of the payment-methods flows (which modal, busy, provider state, inline form message). */
import type { SnapshotFrom } from 'xstate';
import type { paymentMethodsMachine } from './paymentMethodsMachine';

export type PaymentMethodsSnapshot = SnapshotFrom<typeof paymentMethodsMachine>;

export type PaymentMethodsModal = 'add' | 'remove' | 'default' | null;

export const selectModal = (s: PaymentMethodsSnapshot): PaymentMethodsModal =>
  s.hasTag('addModal') ? 'add' : s.hasTag('removeModal') ? 'remove' : s.hasTag('defaultModal') ? 'default' : null;
export const selectIsBusy = (s: PaymentMethodsSnapshot): boolean => s.hasTag('busy');
/** The provider could not be loaded (stripe.error_connection, retry offered). */
export const selectUnavailable = (s: PaymentMethodsSnapshot): boolean => s.hasTag('unavailable');
/** The secure fields are mounted (provider loaded). */
export const selectShowFields = (s: PaymentMethodsSnapshot): boolean =>
  s.matches({ adding: 'editing' }) || s.matches({ adding: 'creating' });
/** Submit is disabled until the fields are ready and while busy (spec §5). */
export const selectCanSubmit = (s: PaymentMethodsSnapshot): boolean =>
  s.matches({ adding: 'editing' }) && s.context.ready;
export const selectFormError = (s: PaymentMethodsSnapshot) => s.context.formError;
export const selectCardId = (s: PaymentMethodsSnapshot) => s.context.cardId;
