import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { routeRules } from '../../../app/routeRules';
import { productQuery } from '../../../api/queries';
import { ProductPage } from '../../../features/product/ProductPage';
import { productIdOrHome, productSearch } from '../../../features/product/route';

export const Route = createFileRoute('/product/$productId/')({
  validateSearch: productSearch,
  beforeLoad: async (args) => {
    await guard(routeRules.product)(args);
    return { productId: productIdOrHome(args.params.productId) };
  },
  // started, not awaited: the page shows its skeleton meanwhile, and a failure is the page's to show
  loader: ({ context }) => void context.queryClient.prefetchQuery(productQuery(context.endpoints, context.productId)),
  component: Product,
});

function Product() {
  const { productId } = Route.useRouteContext();
  const { resolve, card } = Route.useSearch();
  const navigate = Route.useNavigate();
  const clearResolve = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <ProductPage productId={productId} resolvePlay={resolve === 'play'} card={card} clearResolve={clearResolve} />;
}
