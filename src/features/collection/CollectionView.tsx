import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '~/components/Dialog';
import { SafeHtml } from '~/components/SafeHtml';
import { Advertisement, EmptyState, ProductThumbnail, SkeletonGrid, TeamThumbnail } from '~/components/thumbnail';
import { LoadFailed } from '~/components/LoadFailed';
import { Slider } from './Slider';
import { COLLECTION_ERROR, type CollectionOn, type CollectionVm } from './useCollection';
import { usePageHead } from '~/components/usePageHead';

/** A collection page (spec §2): banner, title, subtitle, description, team logos, products, advertisement modal. */
export function CollectionView({ vm, on }: { vm: CollectionVm; on: CollectionOn }) {
  const { t } = useLingui();
  const c = vm.collection;
  usePageHead(c ? c.title || c.fullTitle : null);
  if (!c) {
    // the spec's message for a collection that fails (collection_category.error), with Try again and Back
    if (vm.failed) return <LoadFailed on={on.failure} message={t(COLLECTION_ERROR)} testId="collection-failed" />;
    return (
      <div className="catalogue-page">
        <div className="collection__banner skeleton" aria-hidden="true" />
        <SkeletonGrid count={4} heading />
      </div>
    );
  }
  const banner = c.image || c.thumbnail;
  return (
    <div className={`collection collection--${c.type}`}>
      <header className="collection__hero">
        {banner ? <img className="collection__banner" src={banner} alt="" /> : null}
        <div className="collection__heading">
          <h1 className="collection__title">{c.title || c.fullTitle}</h1>
          {c.subtitle ? <p className="collection__subtitle">{c.subtitle}</p> : null}
        </div>
      </header>
      <div className="catalogue-page collection__body">
        {c.description ? <SafeHtml className="collection__description rich-text" html={c.description} /> : null}
        {c.teamList.length > 0 ? (
          <section className="collection__section" aria-labelledby="collection-teams">
            <h2 id="collection-teams" className="row__title">
              <Trans id="collection.teams">Teams</Trans>
            </h2>
            <Slider label={t({ id: 'collection.teams', message: 'Teams' })} className="slider--teams">
              {c.teamList.map((team) => (
                <TeamThumbnail key={team.id} team={team} />
              ))}
            </Slider>
          </section>
        ) : null}
        <section className="collection__section" aria-labelledby="collection-products">
          <h2 id="collection-products" className="row__title">
            <Trans id="collection.products">Videos</Trans>
          </h2>
          {c.productList.length > 0 ? (
            <Slider label={t({ id: 'collection.products', message: 'Videos' })}>
              {c.productList.map((p, i) => (
                <ProductThumbnail key={p.id} product={p} showTitle={vm.showProductTitles} priority={i < 4} />
              ))}
            </Slider>
          ) : (
            <EmptyState />
          )}
        </section>
      </div>
      {c.advertisement ? (
        <Dialog
          open={vm.adOpen}
          onClose={on.closeAd}
          title={c.advertisement.title || t({ id: 'components.advertisement', message: 'Advertisement' })}
        >
          <Advertisement ad={c.advertisement} className="ad--modal" />
        </Dialog>
      ) : null}
    </div>
  );
}
