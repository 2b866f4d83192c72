/**
 * App-wide complete-profile modal, rendered by the root route on the web (spec: not on TV) once a member has signed
 * in, and kept mounted from then on: its actor (the `completeProfile` flow, loaded by the root route with this code)
 * lives for the rest of the app's life and follows logins and logouts itself. The modal shows while a member is
 * signed in.
 */
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sessionSel from '~machines/session/session.selectors';
import { CompleteProfileView } from './CompleteProfileView';
import { useCompleteProfile } from './useCompleteProfile';

export function CompleteProfile() {
  const { session } = useRouteContext({ from: '__root__' });
  const status = useSelector(session, sessionSel.selectStatus);
  const { vm, on } = useCompleteProfile();
  if (status !== 'authenticated') return null;
  return <CompleteProfileView vm={vm} on={on} />;
}
