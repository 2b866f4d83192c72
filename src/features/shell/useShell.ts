import { useSelector } from '@xstate/react';
import { useRouteContext } from '@tanstack/react-router';
import * as sel from '../../../machines/session/session.selectors';
import { clubLogo } from '../../theme/applyClub';

export interface ShellVm {
  status: sel.SessionStatus;
  clubName: string | null;
  logo: string | null;
  greeting: string | null;
}

export interface ShellOn {
  retry(): void;
}

/** View model of the app shell from the session actor. */
export function useShell(): { vm: ShellVm; on: ShellOn } {
  const { session } = useRouteContext({ from: '__root__' });
  const status = useSelector(session, sel.selectStatus);
  const club = useSelector(session, sel.selectClub);
  const greeting = useSelector(session, sel.selectGreetingName);
  return {
    vm: { status, clubName: club?.name ?? null, logo: club ? clubLogo(club) : null, greeting },
    on: { retry: () => session.send({ type: 'user.retry' }) },
  };
}
