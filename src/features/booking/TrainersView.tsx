/** The trainer list (spec §2 trainers, "### Trainers"): each trainer with its profile link and availability. */
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Trainer } from '~/domain';
import { Button } from '~/components/Button';
import { EmptyState, SkeletonGrid } from '~/components/thumbnail';
import type { TrainersOn, TrainersVm } from './useTrainers';
import './trainers.css';
import { usePageHead } from '~/components/usePageHead';

export interface TrainersViewProps {
  vm: TrainersVm;
  on: TrainersOn;
  /** the booking calendar of a trainer (composed by the page: it owns a booking actor) */
  renderBooking(trainer: Trainer): ReactNode;
}

export function TrainersView({ vm, on, renderBooking }: TrainersViewProps) {
  const { t } = useLingui();
  usePageHead(t({ id: 'trainers.title', message: 'Trainers' }));
  return (
    <div className="trainers page">
      <h1 className="page__title">
        <Trans id="trainers.title">Trainers</Trans>
      </h1>
      <p className="trainers__lead">
        <Trans id="trainers.lead">Book a live video session with one of our trainers.</Trans>
      </p>
      {vm.loading ? <SkeletonGrid count={6} style="profile" size="sm" /> : null}
      {vm.failed ? (
        <div className="notice" role="alert">
          <p>
            <Trans id="trainers.error">The trainers could not be loaded.</Trans>
          </p>
          <Button variant="ghost" onClick={on.retry}>
            <Trans id="common.retry">Try again</Trans>
          </Button>
        </div>
      ) : null}
      {!vm.loading && !vm.failed && vm.trainers.length === 0 ? (
        <EmptyState
          message={<Trans id="trainers.empty">There are no trainers yet.</Trans>}
          action={
            <Link to="/" className="button button--ghost">
              <Trans id="trainers.empty_action">Go to the home page</Trans>
            </Link>
          }
        />
      ) : null}
      {vm.trainers.length > 0 ? (
        <ul className="trainer-list">
          {vm.trainers.map((trainer) => (
            <TrainerRow key={trainer.id} trainer={trainer} showTitle={vm.showTitles}>
              {renderBooking(trainer)}
            </TrainerRow>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function TrainerRow({ trainer, showTitle, children }: { trainer: Trainer; showTitle: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = `trainer-${trainer.id}-availability`;
  const fromPrice = trainer.templates.length ? Math.min(...trainer.templates.map((x) => x.price)) : null;
  return (
    <li className="trainer-row">
      <article className="trainer-row__card" aria-labelledby={`trainer-${trainer.id}-name`}>
        <Link to={trainer.pathToDetail} className="trainer-row__media" tabIndex={-1} aria-hidden="true">
          <img src={trainer.thumbnail || trainer.image} alt="" loading="lazy" />
        </Link>
        <div className="trainer-row__body">
          <h2 id={`trainer-${trainer.id}-name`} className="trainer-row__name">
            <Link to={trainer.pathToDetail} className={showTitle ? undefined : 'trainer-row__plain'}>
              {trainer.name}
            </Link>
          </h2>
          <p className="trainer-row__meta">
            {trainer.templates.length > 0 ? (
              <Trans id="trainers.row.templates">{trainer.templates.length} kinds of session</Trans>
            ) : (
              <Trans id="trainers.row.group_only">Group sessions</Trans>
            )}
            {fromPrice === 0 ? (
              <>
                {' · '}
                <Trans id="trainers.row.free_available">free sessions available</Trans>
              </>
            ) : null}
          </p>
          <div className="trainer-row__actions">
            <Button
              variant={open ? 'ghost' : 'primary'}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? (
                <Trans id="trainers.row.hide_availability">Hide availability</Trans>
              ) : (
                <Trans id="trainers.row.availability">Availability and booking</Trans>
              )}
            </Button>
            <Link
              to={trainer.pathToDetail}
              className="button button--link"
              aria-label={t({ id: 'trainers.row.profile_named', message: `Profile of ${trainer.name}` })}
            >
              <Trans id="trainers.row.profile">See profile</Trans>
            </Link>
          </div>
        </div>
      </article>
      <div id={panelId} className="trainer-row__panel" hidden={!open}>
        {open ? children : null}
      </div>
    </li>
  );
}
