/** View model of the player's control bar visibility. */
import type { SnapshotFrom } from 'xstate';
import type { playerControlsMachine } from './playerControlsMachine';

export type PlayerControlsSnapshot = SnapshotFrom<typeof playerControlsMachine>;

export const selectControlsVisible = (s: PlayerControlsSnapshot): boolean =>
  !s.matches('hidden') && !s.matches('dismissed');
