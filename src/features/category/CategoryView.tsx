import { Trans, useLingui } from '@lingui/react/macro';
import {
  Advertisement,
  CollectionThumbnail,
  EmptyState,
  ProductThumbnail,
  SkeletonGrid,
  ThumbnailGrid,
} from '~/components/thumbnail';
import type { CategoryVm } from './useCategory';
import { usePageHead } from '~/components/usePageHead';

/** A category page (spec §2): heading, optional advertisement, product grid, collection grid. */
export function CategoryView({ vm }: { vm: CategoryVm }) {
  const { t } = useLingui();
  usePageHead(vm.loading ? null : vm.name);
  if (vm.loading) {
    return (
      <div className="catalogue-page">
        <SkeletonGrid heading />
      </div>
    );
  }
  return (
    <div className="catalogue-page">
      <h1 className="catalogue-page__title">{vm.name}</h1>
      <Advertisement ad={vm.advertisement} className="catalogue-page__ad" />
      {vm.products && vm.products.length > 0 ? (
        <section className="catalogue-page__section" aria-labelledby="category-products">
          <h2 id="category-products" className="catalogue-page__subtitle">
            <Trans id="category.products">Videos</Trans>
          </h2>
          <ThumbnailGrid style="standard" label={t({ id: 'category.products', message: 'Videos' })}>
            {vm.products.map((p, i) => (
              <ProductThumbnail key={p.id} product={p} showTitle={vm.showProductTitles} priority={i < 4} />
            ))}
          </ThumbnailGrid>
        </section>
      ) : null}
      {vm.collections && vm.collections.length > 0 ? (
        <section className="catalogue-page__section" aria-labelledby="category-collections">
          <h2 id="category-collections" className="catalogue-page__subtitle">
            <Trans id="category.collections">Collections</Trans>
          </h2>
          <ThumbnailGrid style="portrait" label={t({ id: 'category.collections', message: 'Collections' })}>
            {vm.collections.map((c) => (
              <CollectionThumbnail key={c.id} collection={c} showTitle={vm.showCollectionTitles} />
            ))}
          </ThumbnailGrid>
        </section>
      ) : null}
      {vm.empty ? <EmptyState /> : null}
    </div>
  );
}
