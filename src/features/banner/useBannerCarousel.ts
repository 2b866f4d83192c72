import { useMachine } from '@xstate/react';
import useEmblaCarousel from 'embla-carousel-react';
import Fade from 'embla-carousel-fade';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { bannerMachine } from '../../../machines/banner/bannerMachine';
import * as sel from '../../../machines/banner/banner.selectors';
import type { Slide } from '../../api/domain';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION).matches
    : false;
}

export interface BannerVm {
  slides: Slide[];
  index: number;
  playing: boolean;
  hasControls: boolean;
  /** the slide whose video plays inline, if any */
  videoSlideId: number | null;
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

/**
 * The banner machine (autoplay, pause, rewind) drives Embla (fade): the machine owns the active index, Embla shows
 * it; a swipe on Embla comes back as `user.goTo`.
 */
export function useBannerCarousel(slides: Slide[]) {
  const [snapshot, send, actor] = useMachine(bannerMachine, {
    input: { count: slides.length, reducedMotion: prefersReducedMotion() },
  });
  const plugins = useMemo(() => [Fade()], []);
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, duration: 30 }, plugins);
  const index = sel.selectIndex(snapshot);
  const [videoSlideId, setVideoSlideId] = useState<number | null>(null);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const selected = embla.selectedScrollSnap();
      if (selected !== sel.selectIndex(actor.getSnapshot())) send({ type: 'user.goTo', index: selected });
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, send, actor]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(REDUCED_MOTION);
    const onChange = () => send({ type: 'user.reducedMotion', reduce: mq.matches });
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [send]);

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

  const vm: BannerVm = {
    slides,
    index,
    playing: sel.selectPlaying(snapshot),
    hasControls: sel.selectHasControls(snapshot),
    videoSlideId,
  };
  return { vm, on, viewportRef };
}
