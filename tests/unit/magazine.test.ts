/** Magazine helpers (spec §2 magazine, §9): the featured split and the DD/MM/YYYY date (the route's id: domain-ids). */
import { describe, expect, it } from 'vitest';
import { FEATURED_NEWS, NEWS_PAGE_SIZE, pageOfNews, splitNews } from '~/features/magazine/magazine';
import { formatDate, type NewsItem } from '~/domain';

const news = (n: number): NewsItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 201 + i,
    title: `News ${i + 1}`,
    description: '<p>x</p>',
    image: 'https://img.example/n.png',
    video: null,
    publicationDate: '2026-11-20T10:00:00Z',
    pathToDetail: `/magazine/${201 + i}/news-${i + 1}`,
    pathToPlay: null,
  }));

const ids = (items: NewsItem[]) => items.map((item) => item.id);

describe('splitNews', () => {
  it('features five items: one large plus four', () => {
    expect(FEATURED_NEWS).toBe(5);
  });

  it('an empty list has nothing anywhere', () => {
    expect(splitNews([])).toEqual({ latest: null, novelties: [], rest: [] });
  });

  it('one item is the latest news only', () => {
    const split = splitNews(news(1));
    expect(split.latest?.id).toBe(201);
    expect(split.novelties).toEqual([]);
    expect(split.rest).toEqual([]);
  });

  it('five items fill the featured block and leave the slider empty', () => {
    const split = splitNews(news(5));
    expect(split.latest?.id).toBe(201);
    expect(ids(split.novelties)).toEqual([202, 203, 204, 205]);
    expect(split.rest).toEqual([]);
  });

  it('a sixth item goes to the slider', () => {
    const split = splitNews(news(6));
    expect(ids(split.novelties)).toEqual([202, 203, 204, 205]);
    expect(ids(split.rest)).toEqual([206]);
  });

  it('twelve items: latest, four novelties, seven in the slider, order kept', () => {
    const items = news(12);
    const split = splitNews(items);
    expect(split.latest?.id).toBe(201);
    expect(ids(split.novelties)).toEqual([202, 203, 204, 205]);
    expect(ids(split.rest)).toEqual([206, 207, 208, 209, 210, 211, 212]);
    expect([split.latest, ...split.novelties, ...split.rest]).toEqual(items);
  });
});

describe('formatDate', () => {
  it('shows DD/MM/YYYY in local time', () => {
    expect(formatDate('2026-03-07T12:00:00')).toBe('07/03/2026');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

// spec §9 "magazine default list size 10"
describe('pageOfNews', () => {
  const all = Array.from({ length: 23 }, (_, i) => i);
  it('shows 10 items, then 10 more per page, and says whether more remain', () => {
    expect(NEWS_PAGE_SIZE).toBe(10);
    expect(pageOfNews(all, 1)).toEqual({ shown: all.slice(0, 10), more: true });
    expect(pageOfNews(all, 2)).toEqual({ shown: all.slice(0, 20), more: true });
    expect(pageOfNews(all, 3)).toEqual({ shown: all, more: false });
    expect(pageOfNews(all.slice(0, 10), 1).more).toBe(false);
    expect(pageOfNews([], 1)).toEqual({ shown: [], more: false });
  });
});
