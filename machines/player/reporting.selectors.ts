/** Projections of the playback reporting machine (for tests and diagnostics: it has no view of its own). */
import type { SnapshotFrom } from 'xstate';
import type { reportingMachine } from './reportingMachine';

export type ReportingSnapshot = SnapshotFrom<typeof reportingMachine>;

export const selectVisualizationId = (s: ReportingSnapshot): number | null => s.context.visualizationId;
export const selectIsRefused = (s: ReportingSnapshot): boolean => s.matches('refused');
export const selectIsPending = (s: ReportingSnapshot): boolean => s.matches('scheduled') || s.matches('sending');
