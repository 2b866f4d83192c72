import { useFirstScreenShown } from '~/components/useFirstScreenDrawn';
import { CategoryView } from './CategoryView';
import { useCategory } from './useCategory';

export interface CategorySearch {
  showProducts?: boolean | 'true' | 'false' | undefined;
  showCollections?: boolean | 'true' | 'false' | undefined;
}

const isTrue = (v: CategorySearch['showProducts']) => v === true || v === 'true';

/** What both category routes render (with and without the title segment). */
export function CategoryPage({ categoryId, search }: { categoryId: number; search: CategorySearch }) {
  const { vm } = useCategory(categoryId, {
    showProducts: isTrue(search.showProducts),
    showCollections: isTrue(search.showCollections),
  });
  // the skeleton stays after a failure: the first screen's cap lets the other images load then
  useFirstScreenShown(!vm.loading);
  return <CategoryView vm={vm} />;
}
