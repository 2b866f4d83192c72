import { awaitBriefly, fetchMissing } from '../../../app/firstDraw';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { routeRules } from '../../../app/routeRules';
import { categoryQuery } from '../../../api/queries';
import { CategoryPage } from '../../../features/category/CategoryPage';
import { categorySearch, idOrHome } from '../../../features/category/route';

export const Route = createFileRoute('/category/$categoryId/$title')({
  validateSearch: categorySearch,
  beforeLoad: async (args) => {
    await guard(routeRules.category)(args);
    return { categoryId: idOrHome(args.params.categoryId) };
  },
  // awaited a moment (src/app/firstDraw.ts): a slower answer draws over the skeleton, a failure is the page's to show
  loader: ({ context }) =>
    awaitBriefly([fetchMissing(context.queryClient, categoryQuery(context.endpoints, context.categoryId))]),
  component: Category,
});

function Category() {
  const { categoryId } = Route.useRouteContext();
  return <CategoryPage categoryId={categoryId} search={Route.useSearch()} />;
}
