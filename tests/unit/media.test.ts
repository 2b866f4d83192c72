import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaMatches, watchMedia } from '~/services/media';

/** A window whose one media query starts as `matches` and can be flipped, as a browser does when the user changes it. */
function stubWindow(matches: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('window', { matchMedia: vi.fn(() => media) });
  return {
    listeners,
    flip(next: boolean) {
      media.matches = next;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('media queries (src/services/media.ts)', () => {
  it('reads whether a query matches now', () => {
    stubWindow(true);
    expect(mediaMatches('(prefers-reduced-motion: reduce)')).toBe(true);
    stubWindow(false);
    expect(mediaMatches('(prefers-reduced-motion: reduce)')).toBe(false);
  });

  it('follows changes with the new result until stopped', () => {
    const w = stubWindow(false);
    const seen: boolean[] = [];
    const stop = watchMedia('(hover: hover)', (m) => seen.push(m));
    w.flip(true);
    w.flip(false);
    stop();
    w.flip(true);
    expect(seen).toEqual([true, false]);
    expect(w.listeners.size).toBe(0);
  });

  it('without matchMedia nothing matches and nothing is followed', () => {
    vi.stubGlobal('window', {});
    expect(mediaMatches('(hover: hover)')).toBe(false);
    const stop = watchMedia('(hover: hover)', () => {
      throw new Error('never called');
    });
    expect(() => stop()).not.toThrow();
  });
});
