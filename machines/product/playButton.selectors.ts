/** View model of the play button: which modal is open. */
import type { SnapshotFrom } from 'xstate';
import type { playButtonMachine } from './playButtonMachine';

export type PlayButtonSnapshot = SnapshotFrom<typeof playButtonMachine>;

export type PlayModal = 'processing' | 'rent' | 'subscribe' | 'notAvailable' | 'loginRequired' | null;

export function selectModal(s: PlayButtonSnapshot): PlayModal {
  if (!s.hasTag('modal')) return null;
  return s.value as Exclude<PlayModal, null>;
}
