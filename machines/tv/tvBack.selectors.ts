import type { SnapshotFrom } from 'xstate';
import type { tvBackMachine } from './tvBackMachine';

type Snapshot = SnapshotFrom<typeof tvBackMachine>;

export const selectAskingToExit = (s: Snapshot): boolean => s.matches('confirmingExit');
