// @vitest-environment jsdom
/**
 * The banner's swipe (no carousel engine since the first-load budget work): a horizontal swipe of at least 50 px
 * moves to the next or previous slide through the machine (rewinding at the ends); short or mostly vertical moves
 * and a single slide do nothing.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBannerCarousel } from '~/features/banner/useBannerCarousel';
import type { Slide } from '~/domain';
import type { PointerEvent } from 'react';

const slide = (id: number): Slide => ({
  id,
  title: `Slide ${id}`,
  subtitle: '',
  image: `/img/${id}.svg`,
  imagePortrait: '',
  externalUrl: null,
  videoUrl: null,
});

/** A primary pointer at (x, y): the fields the swipe reads. */
const pointer = (clientX: number, clientY: number) =>
  ({ isPrimary: true, clientX, clientY }) as unknown as PointerEvent<HTMLElement>;

function swipe(hook: { current: ReturnType<typeof useBannerCarousel> }, from: [number, number], to: [number, number]) {
  act(() => hook.current.swipe.onPointerDown(pointer(from[0], from[1])));
  act(() => hook.current.swipe.onPointerUp(pointer(to[0], to[1])));
}

describe('banner swipe', () => {
  it('a left swipe goes to the next slide, a right swipe to the previous one, rewinding at the ends', () => {
    const { result } = renderHook(() => useBannerCarousel([slide(1), slide(2), slide(3)]));
    expect(result.current.vm.index).toBe(0);
    swipe(result, [300, 100], [200, 110]);
    expect(result.current.vm.index).toBe(1);
    swipe(result, [100, 100], [200, 100]);
    expect(result.current.vm.index).toBe(0);
    swipe(result, [100, 100], [220, 100]);
    expect(result.current.vm.index).toBe(2);
  });

  it('ignores short, vertical and cancelled moves', () => {
    const { result } = renderHook(() => useBannerCarousel([slide(1), slide(2)]));
    swipe(result, [300, 100], [260, 100]);
    swipe(result, [300, 100], [200, 260]);
    act(() => result.current.swipe.onPointerDown(pointer(300, 0)));
    act(() => result.current.swipe.onPointerCancel());
    act(() => result.current.swipe.onPointerUp(pointer(0, 0)));
    expect(result.current.vm.index).toBe(0);
  });

  it('does nothing with a single slide', () => {
    const { result } = renderHook(() => useBannerCarousel([slide(1)]));
    swipe(result, [300, 100], [100, 100]);
    expect(result.current.vm.index).toBe(0);
  });
});
