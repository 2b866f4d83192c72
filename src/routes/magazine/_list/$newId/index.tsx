import { createFileRoute } from '@tanstack/react-router';
import { openNewsItem } from '~/features/magazine/newsDetailLoader';

/** spec §2 magazine/{newId}: the magazine with the item's dialog open (the page is `_list`); a bad id goes to /magazine. */
export const Route = createFileRoute('/magazine/_list/$newId/')({
  beforeLoad: ({ params }) => openNewsItem(params.newId),
});
