import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './searchMachine';

type S = SnapshotFrom<typeof searchMachine>;

export const selectText = (s: S) => s.context.text;
export const selectQuery = (s: S) => s.context.query;
/** Waiting for the debounce or for the answer: the grid shows a skeleton. */
export const selectIsBusy = (s: S) => s.hasTag('busy') || s.matches('debouncing');
export const selectResults = (s: S) => s.context.results;
/** An answered search with nothing in it (spec: "no product found"). */
export const selectIsEmpty = (s: S) => s.matches('done') && (s.context.results?.length ?? 0) === 0;
export const selectFailed = (s: S) => s.matches('failed');

const NO_RESULTS: NonNullable<ReturnType<typeof selectResults>> = [];

/** The results page's view model in one projection (the page adds the club's thumbnail switch). */
export const selectSearchView = (s: S) => ({
  text: selectText(s),
  busy: selectIsBusy(s),
  results: selectResults(s) ?? NO_RESULTS,
  empty: selectIsEmpty(s),
});
