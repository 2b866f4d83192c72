/**
 * Pure helpers of the magazine (spec §2 magazine, §9): the split of the news list into the featured block (one
 * large "latest news" item plus four "novelties") and the news slider, and the route's id (dates: formatDate of src/domain).
 */
import type { NewsItem } from '../../domain';

/** spec §9: 5 featured items (1 large plus 4), the rest in the news slider. */
export const FEATURED_NEWS = 5;

/** spec §9 "default list size 10": the magazine shows 10 items, and 10 more each time the member asks for more. */
export const NEWS_PAGE_SIZE = 10;

/** The items shown after `pages` pages, and whether there are more. */
export function pageOfNews<T>(items: readonly T[], pages: number): { shown: T[]; more: boolean } {
  const shown = items.slice(0, Math.max(1, pages) * NEWS_PAGE_SIZE);
  return { shown, more: items.length > shown.length };
}

export interface NewsSplit {
  latest: NewsItem | null;
  novelties: NewsItem[];
  rest: NewsItem[];
}

/** Keeps the provider's order (newest first). */
export function splitNews(items: readonly NewsItem[]): NewsSplit {
  return {
    latest: items[0] ?? null,
    novelties: items.slice(1, FEATURED_NEWS),
    rest: items.slice(FEATURED_NEWS),
  };
}
