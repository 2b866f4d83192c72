import type { SnapshotFrom } from 'xstate';
import type { focusMemoryMachine, PageFocusMemory } from './focusMemoryMachine';

type Snapshot = SnapshotFrom<typeof focusMemoryMachine>;

/** What is remembered of a page: by its history entry, else by its address (a new entry for a page seen before). */
export const selectPageMemory = (s: Snapshot, page: string, href: string): PageFocusMemory | undefined => {
  const { pages, byHref } = s.context;
  const aliased = byHref[href];
  return pages[page] ?? (aliased ? pages[aliased] : undefined);
};

/** What is remembered of the page on screen. */
export const selectCurrentPageMemory = (s: Snapshot): PageFocusMemory | undefined =>
  s.context.page === null ? undefined : s.context.pages[s.context.page];

/** The position of the element last focused in `region` of the page on screen, if any. */
export const selectRegionMemory = (s: Snapshot, region: string): number | undefined =>
  selectCurrentPageMemory(s)?.regions[region];

/** The region of the page on screen that had focus last. */
export const selectLastRegion = (s: Snapshot): string | null => selectCurrentPageMemory(s)?.region ?? null;
