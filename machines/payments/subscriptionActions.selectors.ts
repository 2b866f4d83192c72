/** View model of the subscription actions (which modal is open, busy, the retry card and its warning). */
import type { SnapshotFrom } from 'xstate';
import type { subscriptionActionsMachine } from './subscriptionActionsMachine';

export type SubscriptionActionsSnapshot = SnapshotFrom<typeof subscriptionActionsMachine>;

export type SubscriptionModal = 'cancel' | 'resume' | 'retry' | 'changeCard' | null;

export const selectModal = (s: SubscriptionActionsSnapshot): SubscriptionModal =>
  s.hasTag('cancelModal')
    ? 'cancel'
    : s.hasTag('resumeModal')
      ? 'resume'
      : s.hasTag('retryModal')
        ? 'retry'
        : s.hasTag('changeCardModal')
          ? 'changeCard'
          : null;
export const selectIsBusy = (s: SubscriptionActionsSnapshot): boolean => s.hasTag('busy');
/** Paid, waiting 3 s before the subscription is reloaded. */
export const selectIsRefreshing = (s: SubscriptionActionsSnapshot): boolean => s.hasTag('refreshing');
export const selectCardId = (s: SubscriptionActionsSnapshot) => s.context.cardId;
export const selectWarning = (s: SubscriptionActionsSnapshot) => s.context.warning;
