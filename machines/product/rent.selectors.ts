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

/** What the rent flow reports to the page it runs in (each of its changes): what the rent modal shows of it. */
export interface RentView {
  selectedId: string | null;
  loadingCards: boolean;
  cardsFailed: boolean;
  /** the club takes no card payments: said in place of the cards */
  noPayments: boolean;
  busy: boolean;
  canRent: boolean;
  /** the last failure: its own message, or '' / null for product.modal_rent.error (stripe.error_connection when unavailable) */
  failure: { message: string | null; unavailable?: boolean } | null;
}

export const selectRentView = (s: RentSnapshot): RentView => ({
  selectedId: selectSelectedId(s),
  loadingCards: selectLoadingCards(s),
  cardsFailed: selectCardsFailed(s),
  noPayments: selectNoPayments(s),
  busy: selectBusy(s),
  canRent: selectCanRent(s),
  failure: selectFailure(s),
});
