import { describe, expect, it } from 'vitest';
import { finishingScrollRestoration, GIVE_UP_MS, type Page } from '~/app/scrollRestoration';

/** A page whose height the test sets: the browser's clamp of the scroll, growth and input callbacks, a timer. */
function fakePage(height: number, innerHeight = 800) {
  let grow: (() => void) | null = null;
  let input: (() => void) | null = null;
  let timer: (() => void) | null = null;
  const page: Page & { height: number } = {
    scrollY: 0,
    height,
    scrollTo({ top }: { top: number }) {
      page.scrollY = Math.max(0, Math.min(top, page.height - innerHeight));
    },
    onGrow(callback: () => void) {
      grow = callback;
      return () => (grow = null);
    },
    onInput(callback: () => void) {
      input = callback;
      return () => (input = null);
    },
    setTimeout(callback: () => void, ms: number) {
      expect(ms).toBe(GIVE_UP_MS);
      timer = callback;
      return 1;
    },
    clearTimeout: () => (timer = null),
  };
  return {
    page,
    /** the page grows (or is first laid out) and the observer calls back */
    growTo(h: number) {
      page.height = h;
      grow?.();
    },
    input: () => input?.(),
    giveUp: () => timer?.(),
    watching: () => grow !== null,
  };
}

describe('finishing the scroll restoration', () => {
  it('scrolls on to the kept place once the page grows tall enough for it (the footer comes later)', () => {
    const f = fakePage(2489);
    const rendered = finishingScrollRestoration(() => ({ scrollY: 1951 }), f.page);
    f.page.scrollTo({ top: 1951 }); // the router's restoration, stopped at the bottom
    rendered();
    f.growTo(2489); // the observer's first call: still too short
    expect(f.page.scrollY).toBe(1689);
    f.growTo(2700); // part of it
    expect(f.page.scrollY).toBe(1900);
    f.growTo(3045);
    expect(f.page.scrollY).toBe(1951);
    expect(f.watching()).toBe(false);
  });

  it('does nothing when the router put the page back where it was, or there is no kept place', () => {
    const f = fakePage(3045);
    finishingScrollRestoration(() => ({ scrollY: 1951 }), f.page)();
    f.page.scrollTo({ top: 1951 });
    f.growTo(3045);
    expect(f.watching()).toBe(false);
    const g = fakePage(3045);
    finishingScrollRestoration(() => undefined, g.page)();
    expect(g.watching()).toBe(false);
    finishingScrollRestoration(() => ({ scrollY: 0 }), g.page)();
    expect(g.watching()).toBe(false);
  });

  it('leaves the page to the member once they scroll, tap or press a key, or something else moved it', () => {
    const f = fakePage(2489);
    finishingScrollRestoration(() => ({ scrollY: 1951 }), f.page)();
    f.growTo(2489);
    f.input();
    f.growTo(3045);
    expect(f.page.scrollY).toBe(1689);
    const g = fakePage(2489);
    finishingScrollRestoration(() => ({ scrollY: 1951 }), g.page)();
    g.growTo(2489);
    g.page.scrollY = 1200; // the member's own scroll (or a focus that scrolled the page)
    g.growTo(3045);
    expect(g.page.scrollY).toBe(1200);
    expect(g.watching()).toBe(false);
  });

  it('gives up after a while, and a new page drawn ends the last one’s wait', () => {
    const f = fakePage(2489);
    finishingScrollRestoration(() => ({ scrollY: 1951 }), f.page)();
    f.growTo(2489);
    f.giveUp();
    expect(f.watching()).toBe(false);
    f.growTo(3045);
    expect(f.page.scrollY).toBe(1689);
    const g = fakePage(2489);
    let kept: { scrollY: number } | undefined = { scrollY: 1951 };
    const rendered = finishingScrollRestoration(() => kept, g.page);
    rendered();
    g.growTo(2489);
    kept = undefined; // the next page, opened fresh
    rendered();
    g.growTo(3045);
    expect(g.page.scrollY).toBe(1689);
  });
});
