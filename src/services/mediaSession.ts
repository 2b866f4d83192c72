/**
 * The `mediaSession` actor of the player machine: what plays, for the platform's media session (a phone's lock
 * screen, a headset's buttons, the keyboard's media keys outside the page). It shows the video's title, the club's
 * name and the artwork, the playback state and the position; the platform's actions come back as the player's own
 * user events (play, pause, stop, -10 s, +10 s, seek to a time), never acting on the video element. Where the
 * browser has no media session it does nothing. Stopping it clears what it set.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { MediaMeta, MediaSessionEvent, PlayerEvent } from '~machines/player/playerMachine';

type Action = 'play' | 'pause' | 'stop' | 'seekbackward' | 'seekforward' | 'seekto';

export function mediaSessionActor(getSession: () => MediaSession | undefined = () => navigator.mediaSession) {
  return fromCallback<MediaSessionEvent, MediaMeta | null>(({ input, sendBack, receive }) => {
    const session = typeof navigator === 'undefined' ? undefined : getSession();
    if (!session) return () => {};
    const send = (event: PlayerEvent) => sendBack(event as EventObject);
    if (input && typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({ title: input.title, artist: input.artist, artwork: input.artwork });
    }
    const handlers: Record<Action, MediaSessionActionHandler> = {
      play: () => send({ type: 'user.play' }),
      pause: () => send({ type: 'user.pause' }),
      stop: () => send({ type: 'user.stop' }),
      seekbackward: () => send({ type: 'user.rewind' }),
      seekforward: () => send({ type: 'user.forward' }),
      seekto: (details) => {
        if (typeof details.seekTime === 'number') send({ type: 'user.seekTo', time: details.seekTime });
      },
    };
    const set = (action: Action, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    };
    for (const [action, handler] of Object.entries(handlers)) set(action as Action, handler);

    receive((event) => {
      if (event.type === 'mediaSession.state') {
        session.playbackState = event.playing ? 'playing' : 'paused';
      } else if (event.duration > 0 && event.position <= event.duration && session.setPositionState) {
        try {
          session.setPositionState({ duration: event.duration, position: event.position, playbackRate: event.rate });
        } catch {
          // a position the browser refuses (a live stream's)
        }
      }
    });

    return () => {
      for (const action of Object.keys(handlers)) set(action as Action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  });
}
