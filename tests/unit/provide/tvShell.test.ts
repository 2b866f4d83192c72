/** The TV shell's provision: which pages are roots and players, and closing the app on each TV platform. */
import { describe, expect, it, vi } from 'vitest';
import { isPlayerPath } from '~/domain';
import { closeTvApp, isTvRootPath } from '~/app/provide/tvShell';

describe('tvShell provision', () => {
  it('Back on home and login closes the app', () => {
    expect(['/', '/auth/login'].map(isTvRootPath)).toEqual([true, true]);
    expect(['/search', '/auth/qr'].map(isTvRootPath)).toEqual([false, false]);
  });

  it('the full-screen player routes', () => {
    expect(['/product/1/play', '/product/1/trailer', '/magazine/2/play', '/torole-tv'].every(isPlayerPath)).toBe(true);
    expect(['/product/1/slug', '/magazine/2', '/'].some(isPlayerPath)).toBe(false);
  });

  it("closes the app the platform's way: Tizen, then webOS, else the window", () => {
    const exit = vi.fn();
    const platformBack = vi.fn();
    const close = vi.fn();
    closeTvApp({ tizen: { application: { getCurrentApplication: () => ({ exit }) } }, close } as never);
    closeTvApp({ webOS: { platformBack }, close } as never);
    closeTvApp({ close } as never);
    expect([exit.mock.calls.length, platformBack.mock.calls.length, close.mock.calls.length]).toEqual([1, 1, 1]);
  });
});
