import { createFileRoute } from '@tanstack/react-router';
import { guard, idOrHome } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { productQuery } from '~/api/queries';
import { ProductPlayer } from '~/features/player/ProductPlayer';

/** spec §2 product/{productId}/trailer: the full-screen player of the product's trailer (never reported). */
export const Route = createFileRoute('/product/$productId/trailer')({
  beforeLoad: async (args) => {
    await guard(routeRules.product)(args);
    return { productId: idOrHome(args.params.productId) };
  },
  // started, not awaited: the player shows its placeholder meanwhile
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productQuery(context.endpoints, context.productId));
    return context.machines.load('player');
  },
  component: Trailer,
});

function Trailer() {
  const { productId } = Route.useRouteContext();
  return <ProductPlayer productId={productId} media="trailer" />;
}
