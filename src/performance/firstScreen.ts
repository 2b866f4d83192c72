/**
 * Whether the page's first screen has been drawn. Until it has, the only images asked for are the ones
 * that can make the page's largest paint: each page's priority images (`fetchpriority="high"`: the first slide, the
 * product's backdrop, a category's first tiles, the latest news), which index.html's script has often preloaded
 * already. Everything else (the club's logo and favicon, the other slides, thumbnails off the largest paint,
 * novelties, favourite teams) waits for the frame that shows the page and its largest image, a few milliseconds on a
 * phone, instead of sharing a slow connection with the page's scripts and that image while they still load.
 *
 * The page says when its content has been committed (`firstScreenCommitted`: the home, a product, a category and
 * the magazine themselves, the root for every other page); the screen counts as drawn once the page's priority
 * image, if any (`elementtiming="first-screen"`), has been painted, else once the browser has drawn its next frame;
 * at the latest `FIRST_SCREEN_CAP_MS` after the app's first screen (`firstScreenStarted`), whatever happens (a page
 * that never shows its content, a background tab that draws no frame). Once drawn it stays drawn: later pages load
 * their images at once.
 */
import { nextTask } from './nextTask.ts';

/** Longest wait, from the app's first screen, before the other images load anyway. */
export const FIRST_SCREEN_CAP_MS = 3000;

let drawn = false;
let started = false;
let committed = false;
const subscribers = new Set<() => void>();

/** Marks the first screen drawn now: what waited for it runs, views redraw with their images. */
export function markFirstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const notify of [...subscribers]) notify();
}

/** The app shows its first screen (the shell, the page maybe still loading): starts the cap. Once. */
export function firstScreenStarted(): void {
  if (drawn || started) return;
  started = true;
  setTimeout(markFirstScreenDrawn, FIRST_SCREEN_CAP_MS);
}

/** The `elementtiming` of the images that can make a page's largest paint: the browser reports when they paint. */
export const FIRST_SCREEN_TIMING = 'first-screen';

/**
 * The page's content has been committed: drawn once its priority image has been painted (its Element Timing entry,
 * which the browser reports after the frame that shows it), or a frame after the commit when the page has none.
 * Browsers without Element Timing (TV's, Firefox, Safari): a frame after the image has been decoded. Once.
 */
export function firstScreenCommitted(doc: Document = document): void {
  if (drawn || committed) return;
  committed = true;
  firstScreenStarted();
  const afterFrame = () => {
    // the frame's rendering (and its paint) follows the animation frame callbacks: a task later it has happened
    requestAnimationFrame(() => void nextTask().then(markFirstScreenDrawn));
  };
  const image = doc.querySelector<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_TIMING}"]`);
  if (!image) return afterFrame();
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === image))
        return;
      observer.disconnect();
      markFirstScreenDrawn();
    });
    observer.observe({ type: 'element', buffered: true });
    // an image that fails (before this or after) is never painted: the others load then
    image.decode().catch(() => {
      observer.disconnect();
      markFirstScreenDrawn();
    });
    return;
  }
  (typeof image.decode === 'function' ? image.decode() : Promise.resolve()).then(afterFrame, afterFrame);
}

export function isFirstScreenDrawn(): boolean {
  return drawn;
}

/** Runs `run` once the first screen has been drawn (at once if it has). */
export function whenFirstScreenDrawn(run: () => void): void {
  if (drawn) {
    run();
    return;
  }
  const off = subscribeFirstScreen(() => {
    off();
    run();
  });
}

/** Calls `notify` when the first screen is drawn (for React: src/components/useFirstScreenDrawn.ts). */
export function subscribeFirstScreen(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}
