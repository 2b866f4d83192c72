/**
 * The first screen's wait (src/performance/firstScreen.ts): what waits for the page's first screen runs once the
 * page's largest image has been painted (its Element Timing entry), a frame after the page's content where it has
 * none, after that image's decode and a frame where the browser has no Element Timing, and at the latest
 * FIRST_SCREEN_CAP_MS after the app's first screen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstScreenModule from '~/performance/firstScreen';

type FirstScreen = typeof FirstScreenModule;

let fs: FirstScreen;
let frames: Array<() => void>;
let observers: Array<{ cb: (list: { getEntries(): unknown[] }) => void; disconnected: boolean }>;

/** a document whose priority image is `image` (or none) */
const docWith = (image: object | null) => ({ querySelector: () => image }) as unknown as Document;

/** an <img> stand-in: its listeners and a decode that resolves when told */
function anImage() {
  let decoded!: () => void;
  let failed!: () => void;
  const decoding = new Promise<void>(
    (resolve, reject) => ((decoded = resolve), (failed = () => reject(new Error('broken')))),
  );
  return {
    decoded: () => decoded(),
    failed: () => failed(),
    decode: () => decoding,
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};
const runFrame = () => frames.splice(0).forEach((run) => run());

beforeEach(async () => {
  vi.resetModules();
  frames = [];
  observers = [];
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  fs = await import('~/performance/firstScreen');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function withElementTiming() {
  class Observer {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    record: (typeof observers)[number];
    constructor(cb: (list: { getEntries(): unknown[] }) => void) {
      this.record = { cb, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
}

describe('first screen', () => {
  it('runs what waits, and tells subscribers, once drawn; later at once', () => {
    const waited = vi.fn();
    const notified = vi.fn();
    fs.whenFirstScreenDrawn(waited);
    fs.subscribeFirstScreen(notified);
    expect(fs.isFirstScreenDrawn()).toBe(false);
    fs.markFirstScreenDrawn();
    expect(waited).toHaveBeenCalledTimes(1);
    expect(notified).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    fs.whenFirstScreenDrawn(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a page without a priority image: drawn after the next frame', async () => {
    fs.firstScreenCommitted(docWith(null));
    await flush();
    expect(fs.isFirstScreenDrawn()).toBe(false);
    runFrame();
    await flush();
    expect(fs.isFirstScreenDrawn()).toBe(true);
  });

  it('waits for the priority image to be painted (its Element Timing entry), not for other paints', async () => {
    withElementTiming();
    const image = anImage();
    fs.firstScreenCommitted(docWith(image));
    runFrame();
    await flush();
    expect(fs.isFirstScreenDrawn()).toBe(false);
    observers[0]!.cb({ getEntries: () => [{ element: {} }] });
    expect(fs.isFirstScreenDrawn()).toBe(false);
    observers[0]!.cb({ getEntries: () => [{ element: image }] });
    expect(fs.isFirstScreenDrawn()).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('a priority image that fails lets the others load', async () => {
    withElementTiming();
    const image = anImage();
    fs.firstScreenCommitted(docWith(image));
    image.failed();
    await flush();
    expect(fs.isFirstScreenDrawn()).toBe(true);
  });

  it('without Element Timing: a frame after the image has been decoded', async () => {
    const image = anImage();
    fs.firstScreenCommitted(docWith(image));
    runFrame();
    await flush();
    expect(fs.isFirstScreenDrawn()).toBe(false);
    image.decoded();
    await flush();
    expect(fs.isFirstScreenDrawn()).toBe(false);
    runFrame();
    await flush();
    expect(fs.isFirstScreenDrawn()).toBe(true);
  });

  it('at the latest FIRST_SCREEN_CAP_MS after the app first showed, whatever the page does', () => {
    vi.useFakeTimers();
    withElementTiming();
    fs.firstScreenStarted();
    fs.firstScreenCommitted(docWith(anImage()));
    vi.advanceTimersByTime(fs.FIRST_SCREEN_CAP_MS - 1);
    expect(fs.isFirstScreenDrawn()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fs.isFirstScreenDrawn()).toBe(true);
  });
});
