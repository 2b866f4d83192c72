import { createFileRoute } from '@tanstack/react-router';
import { guard, idOrHome } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { productQuery } from '~/api/queries';
import { ProductPlayer } from '~/features/player/ProductPlayer';

/** spec §2 product/{productId}/play: the full-screen player of the product's video (reported). */
export const Route = createFileRoute('/product/$productId/play')({
  beforeLoad: async (args) => {
    await guard(routeRules.product)(args);
    return { productId: idOrHome(args.params.productId) };
  },
  // started, not awaited: the player shows its placeholder meanwhile
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productQuery(context.endpoints, context.productId));
    return context.machines.load('player');
  },
  component: Play,
});

function Play() {
  const { productId } = Route.useRouteContext();
  return <ProductPlayer productId={productId} media="video" />;
}
