/** What the TV focus engine does for the TV shell, and what it tells the shell. */
import type { PageFocusMemory } from '~machines/tv/focusMemoryMachine';
import type { Direction, FocusKind, FocusRegion } from '~machines/tv/tvShellMachine';

export interface FocusEvents {
  kind(kind: FocusKind): void;
  blocked(direction: Direction): void;
  dialogOpened(): void;
  /** The last dialog closed; `toOpener`: focus is back on a control (what opened it), not on the player's stage. */
  dialogClosed(toOpener: boolean): void;
  /** Focus is now at `index` in the page's region `region` (the focus memory keeps it). */
  moved(region: string, index: number): void;
}

export interface FocusEngine {
  move(direction: Direction, region: FocusRegion): void;
  activate(): void;
  dismissModal(): void;
  beginTextEntry(): void;
  endTextEntry(): void;
  focusStage(): void;
  focusControls(): void;
  /**
   * The member is leaving the page (its address changed; the next page may take a moment to resolve): keys they press
   * meanwhile, along what stays across pages (the navbar), are not undone when the next page is restored.
   */
  leavePage(): void;
  /** A new page: focus what the member left there (`memory`, the focus memory's), else its first stop once it renders. */
  restore(memory: PageFocusMemory | undefined): void;
  /** Starts the observers; returns their cleanup. */
  start(events: FocusEvents): () => void;
}
