import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

type Options = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** An Embla carousel with what its arrow buttons need: whether it can scroll back or on, kept up to date. */
export function useCarousel(options: Options) {
  const [viewport, embla] = useEmblaCarousel(options);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update).on('scroll', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('scroll', update);
    };
  }, [embla, update]);
  return {
    viewport,
    canPrev,
    canNext,
    prev: () => embla?.scrollPrev(),
    next: () => embla?.scrollNext(),
  };
}
