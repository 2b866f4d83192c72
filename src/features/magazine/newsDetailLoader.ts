import { redirect } from '@tanstack/react-router';
import { parseId } from '~/domain';
import type { NewsDetail } from './NewsDetail';

let loading: Promise<typeof NewsDetail> | null = null;

/**
 * The code of a news item's detail, which the magazine's first screen does without: the view and the
 * HTML sanitiser it imports (11 KB), asked for together rather than one after the other, once (again after a
 * failure). The magazine loads it at the member's first touch, pointer or focus on the page (an item is opened by
 * one of those), and an item's own address as soon as it is matched.
 */
export function loadNewsDetail(): Promise<typeof NewsDetail> {
  loading ??= Promise.all([import('~/components/SafeHtml'), import('./NewsDetail')]).then(
    ([, m]) => m.NewsDetail,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the detail's code; a failure shows only when an item is opened (its dialog stays empty). */
export function prefetchNewsDetail() {
  void loadNewsDetail().catch(() => undefined);
}

/**
 * An item's address (magazine/{newId}, magazine/{newId}/{newTitle}), matched: a bad id goes to /magazine; the item's
 * detail is what the address shows first, so its code loads with the page's, not after it.
 */
export function openNewsItem(newId: string): void {
  if (parseId(newId) === null) throw redirect({ to: '/magazine', replace: true });
  prefetchNewsDetail();
}
