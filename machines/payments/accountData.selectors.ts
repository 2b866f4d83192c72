/** View model of the account data machine: which sections may show their data, which show a failure. */
import type { SnapshotFrom } from 'xstate';
import type { AccountDataPart, accountDataMachine } from './accountDataMachine';

export type AccountDataSnapshot = SnapshotFrom<typeof accountDataMachine>;

export const selectIsLoading = (s: AccountDataSnapshot): boolean => s.hasTag('busy') || s.matches('start');
export const selectFailed = (s: AccountDataSnapshot): readonly AccountDataPart[] => s.context.failed;
export const selectCanRetry = (s: AccountDataSnapshot): boolean => s.can({ type: 'user.retry' });

/**
 * The subscription section: its data is known only when the subscription loaded and, to offer the wizard, the
 * plans and cards too. 'failed' shows the error with Try again, never a wizard built on missing data.
 */
export function selectSubscriptionData(
  s: AccountDataSnapshot,
  hasSubscription: boolean,
): 'loading' | 'failed' | 'ready' {
  const failed = s.context.failed;
  if (failed.includes('subscription')) return 'failed';
  if (s.context.loading.includes('subscription') || s.matches('start')) return 'loading';
  if (hasSubscription) return 'ready';
  if (failed.includes('plans') || failed.includes('cards')) return 'failed';
  if (s.context.loading.length > 0) return 'loading';
  return 'ready';
}

/** The payment-methods section. */
export function selectCardsData(s: AccountDataSnapshot): 'loading' | 'failed' | 'ready' {
  if (s.context.failed.includes('cards')) return 'failed';
  if (s.context.loading.includes('cards') || s.matches('start')) return 'loading';
  return 'ready';
}
