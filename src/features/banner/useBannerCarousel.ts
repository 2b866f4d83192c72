import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { bannerMachine } from '~machines/banner/bannerMachine';
import * as sel from '~machines/banner/banner.selectors';
import type { Slide } from '~/domain';
import { useMachine } from '~/app/machines';
import { useFirstScreenDrawn } from '~/components/useFirstScreenDrawn';
import { mediaMatches, REDUCED_MOTION, watchMedia } from '~/services/media';

export interface BannerVm {
  slides: Slide[];
  index: number;
  /** the slide the active one replaced: it stays under it while the active one fades in (null before any change) */
  previous: number | null;
  playing: boolean;
  hasControls: boolean;
  /** the slide whose video plays inline, if any */
  videoSlideId: number | null;
  /**
   * The slides' images other than the active one's: drawn (stacked under it, ready for autoplay) once the page's
   * first screen has been drawn, the first slide's being the page's largest paint.
   */
  restShown: boolean;
}

export interface BannerOn {
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  pointerEnter: () => void;
  pointerLeave: () => void;
  focusIn: () => void;
  focusOut: () => void;
  playVideo: (slideId: number) => void;
  stopVideo: () => void;
}

/** Horizontal travel (px) that makes a swipe. */
const SWIPE_MIN = 50;

export interface SwipeProps {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * The banner machine (autoplay, pause, rewind) owns the active index; the view cross-fades the slides with CSS (no
 * carousel engine on the first load: docs/performance.md) and a horizontal swipe comes back as `user.next` / `user.prev`.
 */
export function useBannerCarousel(slides: Slide[]) {
  const [snapshot, send, actor] = useMachine(bannerMachine, {
    input: { count: slides.length, reducedMotion: mediaMatches(REDUCED_MOTION) },
  });
  const index = sel.selectIndex(snapshot);
  const [videoSlideId, setVideoSlideId] = useState<number | null>(null);
  const restShown = useFirstScreenDrawn();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => watchMedia(REDUCED_MOTION, (reduce) => send({ type: 'user.reducedMotion', reduce })), [send]);

  const stopVideo = useCallback(() => {
    setVideoSlideId(null);
    send({ type: 'player.stop' });
  }, [send]);

  const on: BannerOn = {
    next: () => {
      stopVideo();
      send({ type: 'user.next' });
    },
    prev: () => {
      stopVideo();
      send({ type: 'user.prev' });
    },
    goTo: (i) => {
      stopVideo();
      send({ type: 'user.goTo', index: i });
    },
    pointerEnter: () => send({ type: 'user.pointerEnter' }),
    pointerLeave: () => send({ type: 'user.pointerLeave' }),
    focusIn: () => send({ type: 'user.focusIn' }),
    focusOut: () => send({ type: 'user.focusOut' }),
    playVideo: (id) => {
      setVideoSlideId(id);
      send({ type: 'player.play' });
    },
    stopVideo,
  };

  const swipe: SwipeProps = {
    onPointerDown: (e) => {
      swipeStart.current = e.isPrimary ? { x: e.clientX, y: e.clientY } : null;
    },
    onPointerUp: (e) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || !sel.selectHasControls(actor.getSnapshot())) return;
      const dx = e.clientX - start.x;
      if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(e.clientY - start.y)) return;
      if (dx < 0) on.next();
      else on.prev();
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };

  const vm: BannerVm = {
    slides,
    index,
    previous: sel.selectPrevious(snapshot),
    playing: sel.selectPlaying(snapshot),
    hasControls: sel.selectHasControls(snapshot),
    videoSlideId,
    restShown,
  };
  return { vm, on, swipe };
}
