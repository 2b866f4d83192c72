/** magazine/{newId}/play (spec §2): a full-page player with a loading placeholder; home when the item has no video. */
import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { newsQuery } from '~/api/queries';
import { PlayerPlaceholder } from './PlayerPlaceholder';
import { VideoPlayer } from './VideoPlayer';
import { preloadHls } from './route';

/** spec §8: a single news failure shows the message or a Spanish text (the magazine's own descriptor). */
const NEWS_ERROR = msg({ id: 'magazine.error', message: 'No se han podido obtener las noticias' });

export function NewsPlayer({ newsId }: { newsId: number }) {
  const { endpoints, toasts } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const query = useQuery(newsQuery(endpoints, newsId));
  const item = query.data;

  useEffect(preloadHls, []);

  useEffect(() => {
    if (query.isError) toasts.error(query.error, NEWS_ERROR, { id: 'magazine.error.item' });
    if (query.isError || (item && !item.video)) void router.navigate({ to: '/', replace: true });
  }, [query.isError, query.error, item, router, toasts]);

  if (!item || !item.video) return <PlayerPlaceholder />;
  return <VideoPlayer key={item.video} src={item.video} title={item.title} fallback={item.pathToDetail} />;
}
