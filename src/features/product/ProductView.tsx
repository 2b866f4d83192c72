import type { ReactNode } from 'react';
import { FIRST_SCREEN_IMAGE } from '~/components/useFirstScreenDrawn';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Level } from '~/domain';
import { LoadFailed, type LoadFailedOn } from '~/components/LoadFailed';
import { SafeHtml } from '~/components/SafeHtml';
import { EmptyState, formatCountdown, ProductThumbnail } from '~/components/thumbnail';
import { levelSteps } from './format';
import { ProductActions } from './ProductActions';
import { ProductDialogs } from './ProductDialogs';
import { TrailerVideo } from './TrailerVideo';
import type { ProductOn, ProductVm } from './useProduct';
import { usePageHead } from '~/components/usePageHead';
import { tvRegion } from '~/components/tvRegion';

/**
 * While the product loads (spec §2 Product page: a skeleton), or when it could not be loaded: the spec's generic
 * failure message, Try again, and Back (Home when there is no page to go back to), never a dead end.
 */
export function ProductPlaceholder({
  failed,
  waiting = false,
  on,
}: {
  failed: boolean;
  waiting?: boolean;
  on?: LoadFailedOn;
}) {
  if (waiting) {
    return (
      <div className="catalogue-page">
        <EmptyState
          message={<Trans id="errors.offline">You are offline. The page will load when the connection returns.</Trans>}
        />
      </div>
    );
  }
  if (failed && on) return <LoadFailed on={on} testId="product-failed" />;
  return (
    <div className="product" aria-busy="true" data-testid="product-skeleton">
      <div className="product-hero product-hero--skeleton skeleton" aria-hidden="true" />
      <div className="product__body" aria-hidden="true">
        <div className="skeleton skeleton--heading" />
        <div className="skeleton product__skeleton-line" />
        <div className="skeleton product__skeleton-line" />
      </div>
    </div>
  );
}

function LevelMeter({ label, level }: { label: string; level: Level }) {
  const { t } = useLingui();
  const value =
    level === 'LOW'
      ? t({ id: 'product.level_value.low', message: 'Low' })
      : level === 'MEDIUM'
        ? t({ id: 'product.level_value.medium', message: 'Medium' })
        : t({ id: 'product.level_value.high', message: 'High' });
  const steps = levelSteps(level);
  return (
    <div className="level" data-level={level}>
      <dt className="level__label">{label}</dt>
      <dd className="level__value">
        <span className="level__meter" aria-hidden="true">
          {[1, 2, 3].map((i) => (
            <span key={i} className={`level__bar${i <= steps ? ' level__bar--on' : ''}`} />
          ))}
        </span>
        {value}
      </dd>
    </div>
  );
}

/**
 * The product page (spec §2 Product page; docs/ui.md Product page): the trailer or image as a backdrop with the title
 * block and the actions over it (ProductActions.tsx), the live timer, levels as meters, tags as chips, the description
 * in a readable column, related products as a row; the play button's modals and the advertisement modal
 * (ProductDialogs.tsx). `rent` is the rent modal's body (its flow lives in the page that composes this view).
 */
export function ProductView({ vm, on, rent }: { vm: ProductVm; on: ProductOn; rent: ReactNode }) {
  const { t } = useLingui();
  const p = vm.product;
  usePageHead({
    title: p.title || p.fullTitle,
    preview: {
      description: p.subtitle,
      html: p.description,
      image: p.image || p.thumbnail || null,
      type: 'video.other',
    },
  });
  const backdrop = p.image || p.thumbnail;
  const countdown = vm.live.untilStart !== null ? formatCountdown(vm.live.untilStart) : '';
  const levels = [
    { key: 'general', label: t({ id: 'product.level.general', message: 'General' }), level: p.level },
    { key: 'technical', label: t({ id: 'product.level.technical', message: 'Technical' }), level: p.technicalLevel },
    { key: 'mental', label: t({ id: 'product.level.mental', message: 'Mental' }), level: p.mentalLevel },
    { key: 'physical', label: t({ id: 'product.level.physical', message: 'Physical' }), level: p.physicalLevel },
  ].filter((l): l is { key: string; label: string; level: Level } => l.level !== null);

  return (
    <article className="product" data-testid="product">
      <header className="product-hero">
        {backdrop ? (
          <picture>
            {/* phones get the taller portrait crop (docs/ui.md); the page's largest paint, which the boot preloads too
                (src/boot/clubBoot.ts) */}
            {p.imagePortrait ? <source media="(max-width: 767.98px)" srcSet={p.imagePortrait} /> : null}
            <img className="product-hero__image" src={backdrop} alt="" {...FIRST_SCREEN_IMAGE} />
          </picture>
        ) : null}
        {vm.trailer.src && vm.trailer.playing ? (
          <TrailerVideo
            key={vm.trailer.run}
            src={vm.trailer.src}
            muted={vm.trailer.muted}
            label={t({ id: 'product.trailer', message: 'Trailer' })}
            onEnded={on.trailerEnded}
            onError={on.trailerError}
          />
        ) : null}
        <div className="product-hero__content">
          {vm.live.phase !== 'none' ? (
            <p className={`product-live product-live--${vm.live.phase}`} data-testid="live-timer" role="status">
              {vm.live.phase === 'current' ? (
                <Trans id="product.live.current">Live now</Trans>
              ) : vm.live.phase === 'past' ? (
                <Trans id="product.live.past">This live event has ended</Trans>
              ) : (
                <Trans id="product.live.future">Starts in {countdown}</Trans>
              )}
            </p>
          ) : null}
          <h1 className="product-hero__title">{p.title || p.fullTitle}</h1>
          {p.subtitle ? <p className="product-hero__subtitle">{p.subtitle}</p> : null}
          <ProductActions vm={vm} on={on} />
        </div>
      </header>

      <div className="product__body">
        {levels.length > 0 ? (
          <section className="product__section" aria-labelledby="product-levels">
            <h2 id="product-levels" className="row__title">
              <Trans id="product.levels">Levels</Trans>
            </h2>
            <dl className="levels">
              {levels.map((l) => (
                <LevelMeter key={l.key} label={l.label} level={l.level} />
              ))}
            </dl>
          </section>
        ) : null}
        {p.tags.length > 0 ? (
          <section className="product__section" aria-labelledby="product-tags">
            <h2 id="product-tags" className="visually-hidden">
              <Trans id="product.tags">Tags</Trans>
            </h2>
            <ul className="tags" {...tvRegion('row', 'product-tags')}>
              {p.tags.map((tag) => (
                <li key={tag}>
                  <Link className="tag" to="/search" search={{ search: `#${tag}` }}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {p.description ? <SafeHtml className="product__description rich-text" html={p.description} /> : null}
        {p.relatedProducts.length > 0 ? (
          <section
            className="row product__related"
            aria-labelledby="product-related"
            {...tvRegion('row', 'product-related')}
          >
            <div className="row__head">
              <h2 id="product-related" className="row__title">
                <Trans id="product.related">Related videos</Trans>
              </h2>
            </div>
            <ul className="rail rail--standard" aria-labelledby="product-related">
              {p.relatedProducts.map((r) => (
                <li key={r.id} className="rail__item">
                  <ProductThumbnail product={r} showTitle={vm.showProductTitles} now={vm.live.now} countdown />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <ProductDialogs vm={vm} on={on} rent={rent} />
    </article>
  );
}
