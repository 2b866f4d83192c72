/** View model of the rent modal. */
import type { SnapshotFrom } from 'xstate';
import type { rentMachine } from './rentMachine';

export type RentSnapshot = SnapshotFrom<typeof rentMachine>;

export const selectSelectedId = (s: RentSnapshot) => s.context.selectedId;
export const selectLoadingCards = (s: RentSnapshot): boolean => s.hasTag('loading');
export const selectCardsFailed = (s: RentSnapshot): boolean => s.matches('cardsFailed');
/** The club takes no card payments: the modal says so in place of the cards. */
export const selectNoPayments = (s: RentSnapshot): boolean => s.matches('noPayments');
export const selectBusy = (s: RentSnapshot): boolean => s.hasTag('busy');
/** spec §5: disabled without a login or a selected card, and while loading or paying */
export const selectCanRent = (s: RentSnapshot): boolean => s.can({ type: 'user.rent' });
export const selectDone = (s: RentSnapshot): boolean => s.matches('done');
/** The last failure's own message (null: show product.modal_rent.error), or no failure. */
export const selectFailure = (s: RentSnapshot) => s.context.failure;
