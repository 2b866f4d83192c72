/**
 * How the TV shell's player commands reach the player of the current route: the shell (an app-wide actor) sends,
 * the route's player listens while it is mounted. On the web nothing sends.
 */
import type { PlayerCommand } from '../../machines/tv/tvShellMachine';

type Listener = (command: PlayerCommand) => void;
const listeners = new Set<Listener>();

export const playerRemote = {
  /** Sends `command` to the route's player; false when no player listens. */
  send(command: PlayerCommand): boolean {
    // counted before: a command may end the player (stop), which stops listening while it is told
    const heard = listeners.size > 0;
    [...listeners].forEach((listener) => listener(command));
    return heard;
  },
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
