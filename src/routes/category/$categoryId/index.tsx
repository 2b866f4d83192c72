import { createFileRoute } from '@tanstack/react-router';
import { loadCategory } from '~/api/loaders/categoryLoader';
import { guard, idOrHome } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { CategoryPage } from '~/features/category/CategoryPage';
import { categorySearch } from '~/features/category/route';

export const Route = createFileRoute('/category/$categoryId/')({
  validateSearch: categorySearch,
  staticData: { drawsFirstScreen: true },
  beforeLoad: async (args) => {
    await guard(routeRules.category)(args);
    return { categoryId: idOrHome(args.params.categoryId) };
  },
  loader: ({ context }) => loadCategory(context),
  component: Category,
});

function Category() {
  const { categoryId } = Route.useRouteContext();
  return <CategoryPage categoryId={categoryId} search={Route.useSearch()} />;
}
