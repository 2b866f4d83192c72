/**
 * SafeHtml (DOMPurify: 11.8 KB gzip) off the pages' critical path (issue 13): the product page, a news item, a
 * collection and a trainer paint their title and hero without waiting for the sanitiser; the description, below
 * the hero, follows with its chunk. A page without a description (the news list, most collections) never loads
 * it. Until then, an empty block of the same class holds the place; a chunk that cannot be loaded leaves it empty
 * (src/app/staleChunks.ts reloads the page once for a chunk that vanished with a deploy).
 */
import { Suspense } from 'react';
import { lazyView } from './lazyView';
import type { SafeHtmlProps } from './SafeHtml';

const SafeHtmlLater = lazyView(() => import('./SafeHtml').then((m) => m.SafeHtml));

export function LazySafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <SafeHtmlLater {...props} />
    </Suspense>
  );
}
