/**
 * The rest of the router's scroll restoration. The router puts a page back where the member left it as soon as the
 * page is drawn; parts that arrive later (the footer, whose code loads a second after the first screen) can leave the
 * page too short for that place then, the browser stops the scroll at the bottom, and the member lands above where
 * they were. Until they scroll, tap, click or press a key themselves, the next navigation, or `GIVE_UP_MS`, each time
 * the page grows this scrolls on to the kept place, as browsers do for a document's own restoration.
 */

/** The kept place of the page now drawn: the router's entry for its location, if it has one. */
export type KeptPlace = () => { scrollY: number } | undefined;

/** What this needs of the page: the window's scroll, its growth and the member's own input. */
export interface Page {
  scrollY: number;
  scrollTo(options: { top: number }): void;
  /** Calls back whenever the document's height may have changed; returns how to stop. */
  onGrow(callback: () => void): () => void;
  /** Calls back on the member's own scrolling or input (wheel, touch, pointer, key); returns how to stop. */
  onInput(callback: () => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How long a page may take to grow to its kept place: the footer's delay and its code on a slow phone. */
export const GIVE_UP_MS = 10_000;

/**
 * Subscribe with the router's `onRendered`: `rendered()` once each page is drawn. The first check comes with the
 * growth observer's first call, after the router's own restoration and the page's layout.
 */
export function finishingScrollRestoration(kept: KeptPlace, page: Page) {
  let stop: () => void = () => undefined;
  return function rendered() {
    stop();
    const entry = kept();
    if (!entry || entry.scrollY <= 0) return;
    const target = entry.scrollY;
    // where the last scroll to the kept place stopped: the page is left alone once anything else has moved it
    let stopped: number | null = null;
    const check = () => {
      if (page.scrollY >= target - 1 || (stopped !== null && Math.abs(page.scrollY - stopped) >= 1)) return done();
      page.scrollTo({ top: target });
      stopped = page.scrollY;
      if (stopped >= target - 1) done();
    };
    const unGrow = page.onGrow(check);
    const unInput = page.onInput(() => done());
    const timer = page.setTimeout(() => done(), GIVE_UP_MS);
    function done() {
      unGrow();
      unInput();
      page.clearTimeout(timer);
      stop = () => undefined;
    }
    stop = done;
  };
}

/** The browser's page: growth seen by a ResizeObserver on the document's root element (its height follows the content). */
export function browserPage(win: Window = window): Page {
  const root = win.document.documentElement;
  return {
    get scrollY() {
      return win.scrollY;
    },
    scrollTo: (options) => win.scrollTo(options),
    onGrow(callback) {
      const observer = new ResizeObserver(() => callback());
      observer.observe(root);
      return () => observer.disconnect();
    },
    onInput(callback) {
      const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
      const options = { capture: true, passive: true };
      for (const e of events) win.addEventListener(e, callback, options);
      return () => {
        for (const e of events) win.removeEventListener(e, callback, options);
      };
    },
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
  };
}
