/**
 * `?inspect=stately`: the hosted Stately inspector (stately.ai, needs the internet), loaded only when asked for.
 */
import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionSink } from '~/app/inspect';

export function startStately(attach: (sink: InspectionSink) => void): void {
  const inspector = createBrowserInspector({ autoStart: true });
  attach((event) => inspector.inspect.next?.(event));
}
