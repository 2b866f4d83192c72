import { createFileRoute } from '@tanstack/react-router';
import { openNewsItem } from '~/features/magazine/newsDetailLoader';

/** spec §2 magazine/{newId}/{newTitle}: as magazine/{newId}; a bad id goes to /magazine. */
export const Route = createFileRoute('/magazine/_list/$newId/$newTitle')({
  beforeLoad: ({ params }) => openNewsItem(params.newId),
});
