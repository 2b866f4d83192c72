import { startTransition, useEffect, useState } from 'react';
import {
  FIRST_SCREEN_TIMING,
  firstScreenCommitted,
  isFirstScreenDrawn,
  subscribeFirstScreen,
} from '~/performance/firstScreen';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Element Timing: the browser reports when the image is painted */
    elementtiming?: string;
  }
}

/** The attributes of an image that can make its page's largest paint (its paint ends the first screen's wait). */
export const FIRST_SCREEN_IMAGE = { fetchPriority: 'high', elementtiming: FIRST_SCREEN_TIMING } as const;

/**
 * Whether the page's first screen has been drawn (src/performance/firstScreen.ts): secondary images load from then on. The
 * views waiting for it (every thumbnail of the page) redraw in one transition, which React cuts into short slices,
 * not in one long task.
 */
export function useFirstScreenDrawn(): boolean {
  const [drawn, setDrawn] = useState(isFirstScreenDrawn);
  useEffect(() => {
    if (drawn) return;
    const show = () => startTransition(() => setDrawn(true));
    if (isFirstScreenDrawn()) show();
    else return subscribeFirstScreen(show);
  }, [drawn]);
  return drawn;
}

/** A page whose route `drawsFirstScreen` says when its content (`shown`: loaded, or failed) has been committed. */
export function useFirstScreenShown(shown: boolean): void {
  useEffect(() => {
    if (shown) firstScreenCommitted();
  }, [shown]);
}
