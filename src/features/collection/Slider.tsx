import type { ReactNode } from 'react';
import { useCarousel } from '~/components/useCarousel';
import { useLingui } from '@lingui/react/macro';
import { tvRegion } from '~/components/tvRegion';

/** A horizontal slider (embla): swipe or drag, arrow buttons, keyboard reachable slides. */
export function Slider({ label, children, className }: { label: string; children: ReactNode[]; className?: string }) {
  const { t } = useLingui();
  const { viewport, canPrev, canNext, prev, next } = useCarousel({
    align: 'start',
    dragFree: true,
    containScroll: 'trimSnaps',
  });
  return (
    <div className={`slider${className ? ` ${className}` : ''}`}>
      <div className="slider__viewport" ref={viewport}>
        <ul className="slider__track" aria-label={label} {...tvRegion('row')}>
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
        data-tv-skip=""
        onClick={prev}
        disabled={!canPrev}
        aria-label={t({ id: 'slider.previous', message: 'Previous' })}
      >
        ‹
      </button>
      <button
        type="button"
        className="slider__arrow slider__arrow--next"
        data-tv-skip=""
        onClick={next}
        disabled={!canNext}
        aria-label={t({ id: 'slider.next', message: 'Next' })}
      >
        ›
      </button>
    </div>
  );
}
