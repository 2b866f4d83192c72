import { waitFor } from 'xstate';
import { selectIsSettled } from '~machines/session/session.selectors';
import type { SessionActor } from './session';
import { nextTask } from '~/performance/nextTask';

/**
 * How long a guard waits for the session before the page shows the error component (Try again, Home). The session
 * settles by itself within the request timeout (15 s) of each start-up call; this bounds the wait whatever happens.
 */
export const SESSION_WAIT_MS = 20_000;

/** The session did not settle in time: the router's error component offers Try again. */
export class SessionWaitTimeout extends Error {
  override readonly name = 'SessionWaitTimeout';
  constructor() {
    super(`The session did not settle within ${SESSION_WAIT_MS} ms`);
  }
}

/**
 * Route guards wait for the session to settle before applying access rules (docs/architecture.md), for a bounded time. A
 * session that was not settled yet resolves one task after it settles: the shell redraws for it in the task that
 * settled it, and what waited (a page's guard and render) follows in a task of its own.
 */
export async function waitForSession(session: SessionActor, timeout = SESSION_WAIT_MS) {
  if (selectIsSettled(session.getSnapshot())) return session.getSnapshot();
  try {
    await waitFor(session, selectIsSettled, { timeout });
  } catch (error) {
    if (!selectIsSettled(session.getSnapshot()))
      throw error instanceof Error && /timeout/i.test(error.message) ? new SessionWaitTimeout() : error;
  }
  await nextTask();
  return session.getSnapshot();
}
