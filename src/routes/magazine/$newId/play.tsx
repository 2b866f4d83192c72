import { createFileRoute } from '@tanstack/react-router';
import { guard, idOrHome } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { newsQuery } from '~/api/queries';
import { NewsPlayer } from '~/features/player/NewsPlayer';

/** spec §2 magazine/{newId}/play: full-page video player with a loading placeholder; home when there is no video. */
export const Route = createFileRoute('/magazine/$newId/play')({
  beforeLoad: async (args) => {
    await guard(routeRules.magazine)(args);
    return { newsId: idOrHome(args.params.newId) };
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(newsQuery(context.endpoints, context.newsId));
    return context.machines.load('player');
  },
  component: NewsPlay,
});

function NewsPlay() {
  const { newsId } = Route.useRouteContext();
  return <NewsPlayer newsId={newsId} />;
}
