import type { SnapshotFrom } from 'xstate';
import type { focusMemoryMachine } from './focusMemoryMachine';
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

/** The focus memory the shell invokes (per page the region and scroll, per region its last element). */
export const selectFocusMemory = (s: Snapshot): SnapshotFrom<typeof focusMemoryMachine> | undefined =>
  (
    s.children as { focusMemory?: { getSnapshot(): SnapshotFrom<typeof focusMemoryMachine> } }
  ).focusMemory?.getSnapshot();
