import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/player/player.selectors';
import { resumePosition } from '../../../machines/player/playback';
import { selectUser } from '../../../machines/session/session.selectors';
import { selectControlsVisible } from '../../../machines/player/playerControls.selectors';
import { playerControlsMachine } from '../../../machines/player/playerControlsMachine';
import type { PlayerStatus } from '../../../machines/player/player.selectors';
import { appEnv } from '../../app/env';
import { providePlayer, provideReporting } from '../../app/provide/player';
import { playerRemote } from '../../app/playerRemote';
import { progressKey, progressStore } from '../../app/playbackProgress';
import { keyIntent, type KeyIntent } from './keys';
import { useActorRef } from '../../app/inspect';
import type { MessageDescriptor } from '../../domain';

export interface PlayerOptions {
  src: string;
  title: string;
  /** a live stream: no scrubber, a live indicator */
  live?: boolean;
  /** the main video of this product: its playback is reported (never for trailers, news or live TV) */
  productId?: number | null;
  /** where "back" goes when the player is the first page of the visit */
  fallback: string;
  /** the next video's play path (the product's next related product), for the next key */
  next?: string | null;
}

export interface PlayerVm {
  title: string;
  live: boolean;
  status: PlayerStatus;
  busy: boolean;
  playing: boolean;
  controlsVisible: boolean;
  position: number;
  duration: number;
  muted: boolean;
  volume: number;
  error: MessageDescriptor | null;
  canRetry: boolean;
  fullscreen: boolean;
}

export interface PlayerOn {
  toggle(): void;
  forward(): void;
  rewind(): void;
  seekTo(time: number): void;
  mute(): void;
  volume(volume: number): void;
  retry(): void;
  back(): void;
  fullscreen(): void;
  activity(): void;
  /** keyboard focus entered (true) or left (false) the controls */
  focus(inside: boolean): void;
}

/**
 * The route-scoped player: the player machine (hls.js through its media actor), the control-bar machine and, for the
 * main video, the reporting machine (with a last report when the member leaves the player) and the member's kept
 * position (resumed when the video opens again); keyboard shortcuts (space, play/pause, stop, next, arrows, media
 * keys), the TV shell's remote commands, and fullscreen.
 */
export function usePlayer(options: PlayerOptions) {
  const { endpoints, session } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const links = useRef<{
    player: {
      send(e: { type: 'playback.refused' } | { type: 'playback.reported' }): void;
      getSnapshot(): { context: { position: number; duration: number } };
    } | null;
    reporting: { send(e: { type: `playback.${'play' | 'pause' | 'buffer' | 'end'}` }): void } | null;
  }>({ player: null, reporting: null });
  const reported = options.productId != null;

  const [machines] = useState(() => {
    const back = () => {
      if (router.history.canGoBack()) router.history.back();
      else void router.navigate({ href: options.fallback, replace: true });
    };
    // the member's position in this main video (spec §9 progress interval; README spec notes)
    const progress = progressStore();
    const key =
      options.productId != null && !options.live
        ? progressKey(endpoints.clubKey(), selectUser(session.getSnapshot())?.id ?? null, options.productId)
        : null;
    return {
      back,
      startAt: key ? resumePosition(progress.read(key)) : 0,
      player: providePlayer({
        getVideo: () => videoRef.current,
        pingUrl: appEnv.pingUrl,
        clubKey: () => endpoints.clubKey(),
        goBack: back,
        // the next related product replaces this one: Back still leaves to the page the player was opened from
        playNext: () => {
          if (options.next) void router.navigate({ href: options.next, replace: true });
        },
        keepProgress: (sample) => key && progress.keep(key, sample),
        forgetProgress: () => key && progress.forget(key),
        report: (kind) => {
          if (reported) links.current.reporting?.send({ type: `playback.${kind}` });
        },
      }),
      reporting: provideReporting({
        endpoints,
        // the last media time the player heard of: after the end the media element is already emptied
        sample: () => {
          const context = links.current.player?.getSnapshot().context;
          return { duration: context?.duration ?? 0, playtime: context?.position ?? 0 };
        },
        refused: () => links.current.player?.send({ type: 'playback.refused' }),
        flushed: () => links.current.player?.send({ type: 'playback.reported' }),
      }),
    };
  });

  const reporting = useActorRef(machines.reporting, { input: { productId: options.productId ?? 0 } });
  const player = useActorRef(machines.player, {
    input: {
      src: options.src,
      live: options.live ?? false,
      reported,
      startAt: machines.startAt,
      hasNext: Boolean(options.next),
    },
  });
  const controls = useActorRef(playerControlsMachine);
  links.current.player = player;
  links.current.reporting = reporting;

  const status = useSelector(player, sel.selectStatus);
  const busy = useSelector(player, sel.selectIsBusy);
  const playing = useSelector(player, sel.selectIsPlaying);
  const position = useSelector(player, sel.selectPosition);
  const duration = useSelector(player, sel.selectDuration);
  const muted = useSelector(player, sel.selectMuted);
  const volume = useSelector(player, sel.selectVolume);
  const error = useSelector(player, sel.selectError);
  const canRetry = useSelector(player, sel.selectCanRetry);
  const controlsVisible = useSelector(controls, selectControlsVisible);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    controls.send({ type: playing ? 'playback.playing' : 'playback.stopped' });
  }, [controls, playing]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = useCallback(() => {
    const stage = stageRef.current;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else if (stage?.requestFullscreen) void stage.requestFullscreen().catch(() => {});
  }, []);

  // leaving the player (Back, stop, next, a link, closing the tab): the last report, as a pause (issue 12 item 28)
  useEffect(() => {
    const leave = () => reporting.send({ type: 'playback.leave' });
    const unsubscribe = router.subscribe('onBeforeNavigate', (e) => {
      if (e.hrefChanged) leave();
    });
    window.addEventListener('pagehide', leave);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', leave);
    };
  }, [router, reporting]);

  useEffect(() => {
    const intents: Record<KeyIntent, () => void> = {
      toggle: () => player.send({ type: 'user.toggle' }),
      pause: () => player.send({ type: 'user.pause' }),
      stop: () => player.send({ type: 'user.stop' }),
      next: () => player.send({ type: 'user.next' }),
      forward: () => player.send({ type: 'user.forward' }),
      rewind: () => player.send({ type: 'user.rewind' }),
      mute: () => player.send({ type: 'user.mute' }),
      fullscreen: toggleFullscreen,
    };
    const onKey = (event: KeyboardEvent) => {
      // on TV the shell owns the remote's keys (it cancels them) and sends the player its commands instead
      if (event.defaultPrevented) return;
      controls.send({ type: 'user.activity' });
      const intent = keyIntent(event);
      if (!intent) return;
      event.preventDefault();
      intents[intent]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [player, controls, toggleFullscreen]);

  // TV: the shell's player commands (OK, media keys, seek, stop)
  useEffect(
    () =>
      playerRemote.listen((command) => {
        controls.send({ type: 'user.activity' });
        if (command === 'toggle') player.send({ type: 'user.toggle' });
        else if (command === 'play') player.send({ type: 'user.play' });
        else if (command === 'pause') player.send({ type: 'user.pause' });
        else if (command === 'stop') player.send({ type: 'user.stop' });
        else if (command === 'next') player.send({ type: 'user.next' });
        else if (command === 'forward') player.send({ type: 'user.forward' });
        else if (command === 'rewind') player.send({ type: 'user.rewind' });
      }),
    [player, controls],
  );

  const vm: PlayerVm = {
    title: options.title,
    live: options.live ?? false,
    status,
    busy,
    playing,
    controlsVisible,
    position,
    duration,
    muted,
    volume,
    error,
    canRetry,
    fullscreen,
  };
  const on: PlayerOn = {
    toggle: () => player.send({ type: 'user.toggle' }),
    forward: () => player.send({ type: 'user.forward' }),
    rewind: () => player.send({ type: 'user.rewind' }),
    seekTo: (time) => player.send({ type: 'user.seekTo', time }),
    mute: () => player.send({ type: 'user.mute' }),
    volume: (v) => player.send({ type: 'user.volume', volume: v }),
    retry: () => player.send({ type: 'user.retry' }),
    back: machines.back,
    fullscreen: toggleFullscreen,
    activity: () => controls.send({ type: 'user.activity' }),
    focus: (inside) => controls.send({ type: inside ? 'user.focusIn' : 'user.focusOut' }),
  };
  return { vm, on, videoRef, stageRef };
}
