import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, ProductThumbnail, SkeletonGrid, ThumbnailGrid } from '~/components/thumbnail';
import type { SearchOn, SearchVm } from './useSearch';
import { usePageHead } from '~/components/usePageHead';

/** Search results (spec §2 search?search=): a search box, a grid of products, an empty state. */
export function SearchView({ vm, on }: { vm: SearchVm; on: SearchOn }) {
  const { t } = useLingui();
  const query = vm.text.trim();
  usePageHead(
    query
      ? t({ id: 'search.document_title', message: `Search: ${query}` })
      : t({ id: 'search.title', message: 'Search' }),
  );
  const inputId = useId();
  return (
    <div className="catalogue-page search-page">
      <h1 className="catalogue-page__title">
        <Trans id="search.title">Search</Trans>
      </h1>
      <form
        role="search"
        className="search-page__form"
        onSubmit={(e) => {
          e.preventDefault();
          on.submit();
        }}
      >
        <label htmlFor={inputId} className="search-page__label">
          <Trans id="search.label">Search videos</Trans>
        </label>
        <input
          id={inputId}
          className="search-page__input"
          type="search"
          value={vm.text}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t({ id: 'search.placeholder', message: 'Title or #tag' })}
          onChange={(e) => on.type(e.target.value)}
        />
      </form>
      <div aria-live="polite">
        {vm.busy ? <SkeletonGrid count={8} /> : null}
        {!vm.busy && vm.results.length > 0 ? (
          <ThumbnailGrid style="standard" label={t({ id: 'search.results', message: 'Results' })}>
            {vm.results.map((p, i) => (
              <ProductThumbnail key={p.id} product={p} showTitle={vm.showTitles} priority={i < 4} />
            ))}
          </ThumbnailGrid>
        ) : null}
        {!vm.busy && vm.empty ? <EmptyState message={<Trans id="search.empty">No product found</Trans>} /> : null}
      </div>
    </div>
  );
}
