import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectPlayerView, type PlayerView } from '~machines/player/player.selectors';
import { actsOnRepeat, keyIntent, type KeyIntent } from './keys';
import { useActorRef, useFlow } from '~/app/machines';
import { siteName } from '~/components/documentHead';
import type { MediaMeta } from '~machines/player/playerMachine';

export interface PlayerOptions {
  src: string;
  title: string;
  /** a live stream: no scrubber, a live indicator */
  live?: boolean;
  /** the main video of this product: its playback is reported (never for trailers, news or live TV) */
  productId?: number | null;
  /** where "back" goes when the player is the first page of the visit */
  fallback: string;
  /** the next video (the product's next related product), for the next key */
  next?: number | null;
  /** the product's artwork for the platform's media session (small, then large) */
  artwork?: MediaMeta['artwork'];
}

export interface PlayerVm extends PlayerView {
  title: string;
  fullscreen: boolean;
  /** the browser can float the video in a picture-in-picture window */
  pipAvailable: boolean;
}

const sameView = (a: PlayerView, b: PlayerView) =>
  (Object.keys(a) as Array<keyof PlayerView>).every((key) => a[key] === b[key]);

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
  /** a touch tap on the video: shows or hides the controls (never pauses) */
  tap(): void;
  /** keyboard focus entered (true) or left (false) the controls */
  focus(inside: boolean): void;
  /** the settings menu: opens or closes it; the help: opens or closes it; closes either */
  menu(): void;
  help(): void;
  closeMenu(): void;
  /** a rendition by hls.js level, -1 for Auto */
  quality(level: number): void;
  speed(rate: number): void;
  /** a subtitle language, or null for off */
  subtitles(language: string | null): void;
  pip(): void;
}

/** Picture in picture where the browser offers it (never on TV, where the app is the whole screen). */
const pipAvailable = (tv: boolean) =>
  !tv && typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

/**
 * The route-scoped player: the player machine (hls.js through its media actor), which runs the control bar and, for
 * the main video, the playback reporting and the member's kept position as its own business. This hook sends it the
 * user's intents: keyboard shortcuts (space, play/pause, stop, next, arrows, media keys), leaving the page (the last
 * report), and fullscreen; it goes back when the player asks to.
 */
export function usePlayer(options: PlayerOptions) {
  const router = useRouter();
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const { player: machine } = useFlow('player');
  const { device } = useRouteContext({ from: '__root__' });
  const [back] = useState(() => () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: options.fallback, replace: true });
  });
  const player = useActorRef(machine, {
    input: {
      src: options.src,
      live: options.live ?? false,
      productId: options.productId ?? null,
      next: options.next ?? null,
      video: () => videoRef.current,
      meta: { title: options.title, artist: siteName(), artwork: options.artwork ?? [] },
    },
  });
  const view = useSelector(player, selectPlayerView, sameView);
  const [fullscreen, setFullscreen] = useState(false);

  // leaving the page while the video floats in picture in picture: the element moves out of the page before the page
  // goes (into a hidden holder), so that it plays on in its window (the media actor frees it when the window closes)
  useLayoutEffect(() => {
    const video = videoRef.current;
    return () => {
      if (!video || document.pictureInPictureElement !== video) return;
      const holder = document.createElement('div');
      holder.setAttribute('data-floating-video', '');
      holder.hidden = true;
      document.body.appendChild(holder);
      holder.appendChild(video);
      video.addEventListener('leavepictureinpicture', () => holder.remove(), { once: true });
    };
  }, []);

  // after the end, or on stop: back one page
  useEffect(() => {
    const subscription = player.on('player.back', back);
    return () => subscription.unsubscribe();
  }, [player, back]);

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

  // leaving the player (Back, stop, next, a link, closing the tab): the last report, as a pause
  useEffect(() => {
    const leave = () => player.send({ type: 'user.leave' });
    const unsubscribe = router.subscribe('onBeforeNavigate', (e) => {
      if (e.hrefChanged) leave();
    });
    window.addEventListener('pagehide', leave);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', leave);
    };
  }, [router, player]);

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
      faster: () => player.send({ type: 'user.faster' }),
      slower: () => player.send({ type: 'user.slower' }),
      subtitles: () => player.send({ type: 'user.toggleSubtitles' }),
      help: () => player.send({ type: 'user.help' }),
    };
    const onKey = (event: KeyboardEvent) => {
      // on TV the shell owns the remote's keys (it cancels them) and sends the player its commands instead
      if (event.defaultPrevented) return;
      player.send({ type: 'user.activity' });
      const intent = keyIntent(event);
      if (!intent) return;
      event.preventDefault();
      if (event.repeat && !actsOnRepeat(intent)) return;
      intents[intent]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [player, toggleFullscreen]);

  const vm: PlayerVm = { ...view, title: options.title, fullscreen, pipAvailable: pipAvailable(device === 'tv') };
  const on: PlayerOn = {
    toggle: () => player.send({ type: 'user.toggle' }),
    forward: () => player.send({ type: 'user.forward' }),
    rewind: () => player.send({ type: 'user.rewind' }),
    seekTo: (time) => player.send({ type: 'user.seekTo', time }),
    mute: () => player.send({ type: 'user.mute' }),
    volume: (v) => player.send({ type: 'user.volume', volume: v }),
    retry: () => player.send({ type: 'user.retry' }),
    back,
    fullscreen: toggleFullscreen,
    activity: () => player.send({ type: 'user.activity' }),
    tap: () => player.send({ type: 'user.tap' }),
    focus: (inside) => player.send({ type: inside ? 'user.focusIn' : 'user.focusOut' }),
    menu: () => player.send({ type: 'user.menu' }),
    help: () => player.send({ type: 'user.help' }),
    closeMenu: () => player.send({ type: 'user.closeMenu' }),
    quality: (level) => player.send({ type: 'user.quality', level }),
    speed: (rate) => player.send({ type: 'user.speed', rate }),
    subtitles: (language) => player.send({ type: 'user.subtitles', language }),
    pip: () => player.send({ type: 'user.pip' }),
  };
  return { vm, on, videoRef, stageRef };
}
