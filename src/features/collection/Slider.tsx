import { useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useLingui } from '@lingui/react/macro';

/** A horizontal slider (embla): swipe or drag, arrow buttons, keyboard reachable slides. */
export function Slider({ label, children, className }: { label: string; children: ReactNode[]; className?: string }) {
  const { t } = useLingui();
  const [viewport, embla] = useEmblaCarousel({ align: 'start', dragFree: true, containScroll: 'trimSnaps' });
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
  return (
    <div className={`slider${className ? ` ${className}` : ''}`}>
      <div className="slider__viewport" ref={viewport}>
        <ul className="slider__track" aria-label={label}>
          {children.map((child, i) => (
            <li key={i} className="slider__slide">
              {child}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="slider__arrow slider__arrow--prev"
        onClick={() => embla?.scrollPrev()}
        disabled={!canPrev}
        aria-label={t({ id: 'slider.previous', message: 'Previous' })}
      >
        ‹
      </button>
      <button
        type="button"
        className="slider__arrow slider__arrow--next"
        onClick={() => embla?.scrollNext()}
        disabled={!canNext}
        aria-label={t({ id: 'slider.next', message: 'Next' })}
      >
        ›
      </button>
    </div>
  );
}
