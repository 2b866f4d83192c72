import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectAskingToExit } from '~machines/tv/tvShell.selectors';
import { useFlow } from '~/app/machines';

/**
 * The TV shell for the app's lifetime (one per page load, started with the root route): it owns the remote. The view
 * shows only what the shell decides is on screen (the exit prompt).
 */
export function useTvShell() {
  const { start } = useFlow('tvShell');
  const [shell] = useState(start);
  useEffect(() => () => shell.stop(), [shell]);
  const asking = useSelector(shell.actor, selectAskingToExit);
  return {
    vm: { asking },
    on: {
      confirm: () => shell.actor.send({ type: 'user.confirmExit' }),
      cancel: () => shell.actor.send({ type: 'user.cancelExit' }),
    },
  };
}
