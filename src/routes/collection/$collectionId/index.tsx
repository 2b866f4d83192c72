import { createFileRoute } from '@tanstack/react-router';
import { guard, idOrHome } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { collectionQuery } from '~/api/queries';
import { CollectionPage } from '~/features/collection/CollectionPage';

export const Route = createFileRoute('/collection/$collectionId/')({
  beforeLoad: async (args) => {
    await guard(routeRules.collection)(args);
    return { collectionId: idOrHome(args.params.collectionId) };
  },
  // started, not awaited: the page shows its skeleton meanwhile, and a failure is the page's to show
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(collectionQuery(context.endpoints, context.collectionId)),
  component: Collection,
});

function Collection() {
  const { collectionId } = Route.useRouteContext();
  return <CollectionPage collectionId={collectionId} />;
}
