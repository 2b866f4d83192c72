import type { SnapshotFrom } from 'xstate';
import type { tvShellMachine } from './tvShellMachine';

type Snapshot = SnapshotFrom<typeof tvShellMachine>;

export type TvMode = 'browsing' | 'textEntry' | 'modal' | 'exitPrompt' | 'player';

/** The mode the remote is in (what each key means). */
export const selectMode = (s: Snapshot): TvMode =>
  (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as TvMode;

/** "Close the app?" is showing. */
export const selectAskingToExit = (s: Snapshot): boolean => s.hasTag('askingToExit');

/** The on-screen keyboard is typing into a field. */
export const selectTyping = (s: Snapshot): boolean => s.hasTag('typing');
