import { useEffect, useRef, useState } from 'react';
import { averageColor } from './averageColor';

/** Thumbnail lazy-load margin (spec §9). */
export const LAZY_MARGIN = '1000px';

/**
 * True once the element is within 1000px of the viewport (or at once when `eager`, or when the browser has no
 * IntersectionObserver).
 */
export function useNearViewport<T extends Element>(eager: boolean) {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return { ref, near };
}

/** Runs `run` in an idle period (within 2 s), or after a short timeout without requestIdleCallback; returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * The image's dominant colour (./averageColor). Any failure (CORS, decode, missing image) silently keeps the default
 * overlay (spec §8).
 */
export function useDominantColor(url: string | null | undefined, enabled: boolean) {
  const [rgb, setRgb] = useState<[number, number, number] | null>(null);
  useEffect(() => {
    if (!enabled || !url) return;
    let cancelled = false;
    // sampled when the browser is idle: the overlay colour never competes with the first screen's work
    const cancelIdle = whenIdle(() => {
      averageColor(url)
        .then((color) => {
          if (!cancelled && color) setRgb(color);
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [url, enabled]);
  return rgb;
}
