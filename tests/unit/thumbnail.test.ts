/** Pure rules of the thumbnails: badges (spec §4), live schedule state, grid columns (spec §9), link targets. */
import { describe, expect, it } from 'vitest';
import {
  breakpointOf,
  formatLiveStart,
  gridColumns,
  gridSizeFor,
  linkTarget,
  liveState,
  overlayVars,
  productBadges,
  tileText,
} from '~/components/thumbnail/logic';

describe('productBadges (spec §4)', () => {
  const p = (rentalPrice: number | null, available: boolean, favorite = false) => ({
    rentalPrice,
    available,
    favorite,
  });
  it('favourite icon when the product is a favourite (prop wins over the product flag)', () => {
    expect(productBadges(p(null, true, true))).toEqual(['favorite']);
    expect(productBadges(p(null, true, true), false)).toEqual([]);
    expect(productBadges(p(null, true, false), true)).toEqual(['favorite']);
  });
  it('rental icon when it has a rental price, even when not available', () => {
    expect(productBadges(p(3.99, false))).toEqual(['rental']);
    expect(productBadges(p(1.5, true))).toEqual(['rental']);
  });
  it('otherwise a locked icon when not available in the plan', () => {
    expect(productBadges(p(null, false))).toEqual(['locked']);
    expect(productBadges(p(0, false))).toEqual(['locked']);
    expect(productBadges(p(null, true))).toEqual([]);
  });
  it('favourite and rental together', () => {
    expect(productBadges(p(3.99, false, true))).toEqual(['favorite', 'rental']);
  });
});

describe('liveState', () => {
  const schedule = { start: '2026-01-01T10:00:00Z', end: '2026-01-01T12:00:00Z' };
  const at = (iso: string) => Date.parse(iso);
  it('none without a schedule or with an unreadable start', () => {
    expect(liveState(null)).toEqual({ kind: 'none' });
    expect(liveState({ start: 'nope', end: 'nope' })).toEqual({ kind: 'none' });
  });
  it('upcoming before the start, with the start date', () => {
    const s = liveState(schedule, at('2026-01-01T09:59:59Z'));
    expect(s.kind).toBe('upcoming');
    if (s.kind === 'upcoming') expect(s.start.toISOString()).toBe('2026-01-01T10:00:00.000Z');
  });
  it('live from start to end inclusive', () => {
    expect(liveState(schedule, at('2026-01-01T10:00:00Z'))).toEqual({ kind: 'live' });
    expect(liveState(schedule, new Date('2026-01-01T11:00:00Z'))).toEqual({ kind: 'live' });
    expect(liveState(schedule, at('2026-01-01T12:00:00Z'))).toEqual({ kind: 'live' });
  });
  it('ended after the end', () => {
    expect(liveState(schedule, at('2026-01-01T12:00:01Z'))).toEqual({ kind: 'ended' });
  });
});

describe('grid columns (spec §9 responsive skeleton columns, 12-column spans)', () => {
  it('breakpoints xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400', () => {
    expect([0, 575, 576, 767, 768, 991, 992, 1199, 1200, 1399, 1400, 2560].map(breakpointOf)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
      'xl',
      'xxl',
      'xxl',
    ]);
  });
  const per = (size: 'xs' | 'sm' | 'md' | 'lg') =>
    (['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((bp) => gridColumns(size, bp));
  it('xs 6/4/3/3/2/1', () => expect(per('xs')).toEqual([2, 3, 4, 4, 6, 12]));
  it('sm 6/4/4/3/3/2', () => expect(per('sm')).toEqual([2, 3, 3, 4, 4, 6]));
  it('md 12/6/6/4/4/3', () => expect(per('md')).toEqual([1, 2, 2, 3, 3, 4]));
  it('lg 12/12/6/6/4/3', () => expect(per('lg')).toEqual([1, 1, 2, 2, 3, 4]));
  it('a size per thumbnail style', () => {
    expect(gridSizeFor('standard')).toBe('md');
    expect(gridSizeFor('portrait')).toBe('sm');
    expect(gridSizeFor('profile')).toBe('xs');
    expect(gridSizeFor('panoramic')).toBe('lg');
  });
});

describe('linkTarget', () => {
  it('a plain path', () => expect(linkTarget('/product/7/a-b')).toEqual({ to: '/product/7/a-b' }));
  it('a category path keeps its query as typed search', () => {
    expect(linkTarget('/category/401/destacados?showProducts=true&showCollections=true')).toEqual({
      to: '/category/401/destacados',
      search: { showProducts: true, showCollections: true },
    });
  });
  it('non-JSON values stay strings', () => {
    expect(linkTarget('/search?search=hello%20world')).toEqual({ to: '/search', search: { search: 'hello world' } });
  });
});

describe('overlayVars (spec §9: 25, 50 and 75 %)', () => {
  it('nothing without a colour (defaults stay)', () => expect(overlayVars(null)).toEqual({}));
  it('three opacities of the dominant colour', () => {
    expect(overlayVars([10, 20, 30])).toEqual({
      '--thumb-overlay-25': 'rgb(10 20 30 / 0.25)',
      '--thumb-overlay-50': 'rgb(10 20 30 / 0.5)',
      '--thumb-overlay-75': 'rgb(10 20 30 / 0.75)',
    });
  });
});

describe('formatLiveStart', () => {
  it('formats dd/MM HH:mm in local time with leading zeros', () => {
    expect(formatLiveStart(new Date(2026, 0, 5, 9, 7))).toBe('05/01 09:07');
    expect(formatLiveStart(new Date(2026, 10, 22, 23, 45))).toBe('22/11 23:45');
  });
});

describe('tileText: a tile says its subtitle once', () => {
  it('shows the title over the subtitle, named by the full title', () => {
    expect(tileText({ title: 'Route reading', subtitle: 'Part 3', fullTitle: 'Route reading - Part 3' })).toEqual({
      name: 'Route reading - Part 3',
      title: 'Route reading',
      subtitle: 'Part 3',
    });
  });
  it('shows the full title alone when there is no title, and no subtitle equal to the title', () => {
    expect(tileText({ title: '', subtitle: 'Part 3', fullTitle: 'Route reading - Part 3' })).toEqual({
      name: 'Route reading - Part 3',
      title: 'Route reading - Part 3',
      subtitle: '',
    });
    expect(tileText({ title: 'Final', subtitle: 'Final', fullTitle: '' })).toEqual({
      name: 'Final',
      title: 'Final',
      subtitle: '',
    });
  });
});
