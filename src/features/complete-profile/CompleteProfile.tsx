/**
 * App-wide complete-profile modal, rendered by the root route; web only (spec: not on TV). Its actor lives in
 * src/app/provide/completeProfile.ts for the app's lifetime and is created once the session has settled.
 */
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sessionSel from '../../../machines/session/session.selectors';
import type { SessionActor } from '../../app/session';
import type { Endpoints } from '../../api/endpoints';
import { CompleteProfileView } from './CompleteProfileView';
import { useCompleteProfile } from './useCompleteProfile';

export function CompleteProfile() {
  const { session, endpoints, device } = useRouteContext({ from: '__root__' });
  const status = useSelector(session, sessionSel.selectStatus);
  if (device !== 'web') return null;
  if (status !== 'anonymous' && status !== 'authenticated') return null;
  return <CompleteProfileReady session={session} endpoints={endpoints} />;
}

function CompleteProfileReady({ session, endpoints }: { session: SessionActor; endpoints: Endpoints }) {
  const { vm, on } = useCompleteProfile(session, endpoints);
  return <CompleteProfileView vm={vm} on={on} />;
}
