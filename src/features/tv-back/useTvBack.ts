import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { selectAskingToExit } from '../../../machines/tv/tvBack.selectors';
import { providedTvBackMachine } from '../../app/provide/tvBack';
import { remoteKey } from '../../tv/keys';

/** The routes where back asks to close the app (spec §2): home and login. */
export const isTvRootPath = (pathname: string) => pathname === '/' || pathname === '/auth/login';

export function useTvBack() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const actor = useActorRef(providedTvBackMachine(() => router.history.back()));
  const asking = useSelector(actor, selectAskingToExit);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (remoteKey(event) !== 'back') return;
      // an open dialog handles its own Escape (it closes); the back key is ours otherwise
      if (!asking && document.querySelector('dialog[open]')) return;
      event.preventDefault();
      actor.send({ type: 'key.back', atRoot: isTvRootPath(router.state.location.pathname) });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor, asking, router]);

  return {
    vm: { asking, pathname },
    on: {
      confirm: () => actor.send({ type: 'user.confirmExit' }),
      cancel: () => actor.send({ type: 'user.cancelExit' }),
    },
  };
}
