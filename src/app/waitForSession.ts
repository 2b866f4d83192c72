import { waitFor } from 'xstate';
import { selectIsSettled } from '../../machines/session/session.selectors';
import type { SessionActor } from './session';

/** Route guards wait for the session to settle before applying access rules (DESIGN.md §4). */
export function waitForSession(session: SessionActor) {
  return waitFor(session, selectIsSettled, { timeout: Infinity });
}
