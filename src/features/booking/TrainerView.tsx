/** A trainer's page (spec §2 trainers {trainerId}): image, name, sanitised description, sessions, videos, calendar. */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SafeHtml } from '~/components/SafeHtml';
import { ProductThumbnail, SkeletonGrid, ThumbnailGrid } from '~/components/thumbnail';
import { Spinner } from '~/components/Spinner';
import type { Trainer } from '~/domain';
import { TemplateList } from './BookingView';
import type { TrainerVm } from './useTrainer';
import './trainers.css';
import { usePageHead } from '~/components/usePageHead';

export interface TrainerViewProps {
  vm: TrainerVm;
  renderBooking(trainer: Trainer): ReactNode;
}

export function TrainerView({ vm, renderBooking }: TrainerViewProps) {
  const { t, i18n } = useLingui();
  usePageHead(vm.loading ? null : vm.trainer?.name);
  if (vm.loading) return <Spinner label={t({ id: 'common.loading', message: 'Loading' })} />;
  if (vm.failed || !vm.trainer) {
    return (
      <div className="page">
        <p className="notice" role="alert">
          <Trans id="trainers.error">The trainers could not be loaded.</Trans>
        </p>
        <Link to="/trainers" className="button button--ghost">
          <Trans id="trainers.back">All trainers</Trans>
        </Link>
      </div>
    );
  }
  const trainer = vm.trainer;
  return (
    <article className="trainer page">
      <nav className="trainer__crumbs" aria-label={t({ id: 'trainers.breadcrumb', message: 'Breadcrumb' })}>
        <Link to="/trainers">
          <Trans id="trainers.back">All trainers</Trans>
        </Link>
      </nav>
      <header className="trainer__hero">
        <img className="trainer__image" src={trainer.image || trainer.thumbnail} alt="" />
        <div className="trainer__intro">
          <h1 className="trainer__name">{trainer.name}</h1>
          {trainer.description ? <SafeHtml className="trainer__description" html={trainer.description} /> : null}
        </div>
      </header>
      <div className="trainer__columns">
        <section className="trainer__section" aria-labelledby="trainer-availability">
          <h2 id="trainer-availability" className="section__title">
            <Trans id="trainers.availability.title">Availability</Trans>
          </h2>
          {renderBooking(trainer)}
        </section>
        {vm.templates.length > 0 ? (
          <section className="trainer__section" aria-labelledby="trainer-templates">
            <h2 id="trainer-templates" className="section__title">
              <Trans id="trainers.templates">Sessions offered</Trans>
            </h2>
            <TemplateList templates={vm.templates} lang={i18n.locale} />
          </section>
        ) : null}
      </div>
      {trainer.hasProducts ? (
        <section className="trainer__section" aria-labelledby="trainer-products">
          <h2 id="trainer-products" className="section__title">
            <Trans id="trainers.products">Videos</Trans>
          </h2>
          {vm.productsLoading && vm.products.length === 0 ? (
            <SkeletonGrid count={Math.min(trainer.productIdList.length, 6)} />
          ) : (
            <ThumbnailGrid label={t({ id: 'trainers.products', message: 'Videos' })}>
              {vm.products.map((p) => (
                <ProductThumbnail key={p.id} product={p} showTitle={vm.showProductTitles} />
              ))}
            </ThumbnailGrid>
          )}
        </section>
      ) : null}
    </article>
  );
}
