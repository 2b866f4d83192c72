import type { ReactNode } from 'react';
import { FIRST_SCREEN_IMAGE } from '../../components/useFirstScreenDrawn';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatPrice, type Level } from '../../domain';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { LoadFailed, type LoadFailedOn } from '../../components/LoadFailed';
import { SafeHtml } from '../../components/SafeHtml';
import {
  Advertisement,
  EmptyState,
  formatCountdown,
  linkTarget,
  ProductThumbnail,
  WatchedBar,
} from '../../components/thumbnail';
import { formatPosition } from '../../../machines/player/continueWatching';
import { levelSteps } from './format';
import {
  HeartIcon,
  PlayIcon,
  ReplayIcon,
  ShareIcon,
  ThumbDownIcon,
  ThumbUpIcon,
  TicketIcon,
  VolumeIcon,
} from './icons';
import { TrailerVideo } from './TrailerVideo';
import type { ProductOn, ProductVm } from './useProduct';
import { usePageHead } from '../../components/usePageHead';
import { tvRegion } from '../../components/tvRegion';

/** The web-only modals' way out (TV): a plain, labelled close button. */
function CloseButton({ onClose }: { onClose(): void }) {
  return (
    <Button onClick={onClose}>
      <Trans id="common.close">Close</Trans>
    </Button>
  );
}

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
 * block and the actions over it, the live timer, levels as meters, tags as chips, the description in a readable
 * column, related products as a row; the play button's modals and the advertisement modal.
 * `rent` is the rent modal's body (its flow lives in the page that composes this view).
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
  const price = p.rentalPrice ? formatPrice(p.rentalPrice, p.currency, vm.language) : '';
  const backdrop = p.image || p.thumbnail;
  const countdown = vm.live.untilStart !== null ? formatCountdown(vm.live.untilStart) : '';
  const levels = [
    { key: 'general', label: t({ id: 'product.level.general', message: 'General' }), level: p.level },
    { key: 'technical', label: t({ id: 'product.level.technical', message: 'Technical' }), level: p.technicalLevel },
    { key: 'mental', label: t({ id: 'product.level.mental', message: 'Mental' }), level: p.mentalLevel },
    { key: 'physical', label: t({ id: 'product.level.physical', message: 'Physical' }), level: p.physicalLevel },
  ].filter((l): l is { key: string; label: string; level: Level } => l.level !== null);
  const schedule = p.liveSchedule;
  const scheduleStart = schedule ? formatDateTime(schedule.start) : '';
  const scheduleEnd = schedule ? formatDateTime(schedule.end) : '';
  const resumeTime = vm.resume ? formatPosition(vm.resume.at) : '';
  const watched = vm.resume?.progress ?? null;
  const clubName = vm.clubName || t({ id: 'product.modal_web_only.this_club', message: 'this club' });

  const playContent = vm.rentable ? (
    <>
      <TicketIcon />
      <Trans id="product.rent">Rent · {price}</Trans>
    </>
  ) : vm.resume ? (
    <>
      <PlayIcon />
      <Trans id="product.resume">Resume from {resumeTime}</Trans>
    </>
  ) : (
    <>
      <PlayIcon />
      <Trans id="product.play">Play</Trans>
    </>
  );

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
          <div className="product-actions" {...tvRegion('row', 'product-actions')}>
            {vm.playHref ? (
              <Link className="button button--primary product-actions__play" to={vm.playHref}>
                {playContent}
                {watched ? (
                  <WatchedBar
                    className="product-actions__progress"
                    value={watched}
                    label={t({ id: 'thumbnail.watched', message: `${watched}% watched` })}
                  />
                ) : null}
              </Link>
            ) : (
              <Button className="product-actions__play" onClick={on.play}>
                {playContent}
              </Button>
            )}
            {vm.playHref && vm.resume ? (
              // the kept position is forgotten as the link is followed: the player then starts at 0
              <Link className="button product-actions__start-over" to={vm.playHref} onClick={on.startOver}>
                <ReplayIcon />
                <Trans id="product.start_over">Start over</Trans>
              </Link>
            ) : null}
            <button
              type="button"
              className="icon-button"
              aria-pressed={vm.favorite}
              aria-busy={vm.favouriting || undefined}
              onClick={on.favorite}
              title={t({ id: 'product.favorite', message: 'Favourite' })}
            >
              <HeartIcon filled={vm.favorite} />
              <span className="visually-hidden">
                <Trans id="product.favorite">Favourite</Trans>
              </span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-pressed={vm.liked}
              aria-busy={vm.voting || undefined}
              onClick={on.like}
              title={t({ id: 'product.like', message: 'I like it' })}
            >
              <ThumbUpIcon filled={vm.liked} />
              <span className="visually-hidden">
                <Trans id="product.like">I like it</Trans>
              </span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-pressed={vm.disliked}
              aria-busy={vm.voting || undefined}
              onClick={on.dislike}
              title={t({ id: 'product.dislike', message: 'I do not like it' })}
            >
              <ThumbDownIcon filled={vm.disliked} />
              <span className="visually-hidden">
                <Trans id="product.dislike">I do not like it</Trans>
              </span>
            </button>
            {vm.trailer.src ? (
              <>
                <button
                  type="button"
                  className="icon-button"
                  onClick={on.replayTrailer}
                  disabled={!vm.trailer.canReplay}
                  title={t({ id: 'product.trailer_replay', message: 'Play the trailer again' })}
                >
                  <ReplayIcon />
                  <span className="visually-hidden">
                    <Trans id="product.trailer_replay">Play the trailer again</Trans>
                  </span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-pressed={!vm.trailer.muted}
                  onClick={on.toggleMute}
                  title={t({ id: 'product.trailer_sound', message: 'Trailer sound' })}
                >
                  <VolumeIcon muted={vm.trailer.muted} />
                  <span className="visually-hidden">
                    <Trans id="product.trailer_sound">Trailer sound</Trans>
                  </span>
                </button>
              </>
            ) : null}
            {vm.canShare ? (
              <button
                type="button"
                className="icon-button"
                onClick={on.share}
                title={t({ id: 'product.share', message: 'Share' })}
              >
                <ShareIcon />
                <span className="visually-hidden">
                  <Trans id="product.share">Share</Trans>
                </span>
              </button>
            ) : null}
          </div>
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

      <Dialog
        open={vm.modal === 'processing'}
        onClose={on.closeModal}
        title={<Trans id="product.modal_processing.title">This video is being processed</Trans>}
      >
        <p>
          <Trans id="product.modal_processing.text">
            We are preparing this video. It will be available to watch in a little while.
          </Trans>
        </p>
      </Dialog>

      <Dialog
        open={vm.modal === 'rent'}
        onClose={on.closeModal}
        dismissible={!vm.modalLocked}
        title={<Trans id="product.modal_rent.title">Rent this video</Trans>}
        footer={vm.purchasesOnWeb ? <CloseButton onClose={on.closeModal} /> : undefined}
      >
        {vm.purchasesOnWeb ? (
          <div data-testid="web-only">
            <p className="rent__lead">
              <Trans id="product.modal_rent.text">
                Rent this video for {price}. The rental lasts 3 days from the payment.
              </Trans>
            </p>
            <p>
              <Trans id="product.modal_web_only.rent">
                Renting is only available on the web. Open {clubName} on your phone or computer, rent this video there,
                and then watch it here.
              </Trans>
            </p>
          </div>
        ) : (
          rent
        )}
      </Dialog>

      <Dialog
        open={vm.modal === 'subscribe'}
        onClose={on.closeModal}
        title={<Trans id="product.modal_subscribe.title">Subscribers only</Trans>}
        footer={
          vm.purchasesOnWeb ? (
            <CloseButton onClose={on.closeModal} />
          ) : (
            <Link className="button button--primary" {...linkTarget('/account/subscription')}>
              <Trans id="product.modal_subscribe.button">See the plans</Trans>
            </Link>
          )
        }
      >
        <p>
          <Trans id="product.modal_subscribe.text">This video is included in our plans. Subscribe to watch it.</Trans>
        </p>
        {vm.purchasesOnWeb ? (
          <p data-testid="web-only">
            <Trans id="product.modal_web_only.subscribe">
              Subscriptions are only available on the web. Open {clubName} on your phone or computer, choose a plan
              there, and then watch it here.
            </Trans>
          </p>
        ) : null}
      </Dialog>

      <Dialog
        open={vm.modal === 'notAvailable'}
        onClose={on.closeModal}
        title={<Trans id="product.modal_not_available.title">Not available yet</Trans>}
      >
        <p>
          <Trans id="product.modal_not_available.text">This video is not available yet.</Trans>
        </p>
        {schedule ? (
          <p className="product-schedule" data-testid="live-schedule">
            <Trans id="product.modal_not_available.schedule">
              Live event from {scheduleStart} to {scheduleEnd}
            </Trans>
          </p>
        ) : null}
        {schedule && vm.live.phase === 'future' ? (
          <p className="product-schedule__countdown" data-testid="live-countdown">
            <Trans id="product.live.future">Starts in {countdown}</Trans>
          </p>
        ) : null}
      </Dialog>

      <Dialog
        open={vm.modal === 'loginRequired'}
        onClose={on.closeModal}
        title={<Trans id="product.modal_login.title">Log in to continue</Trans>}
        footer={
          <Button onClick={on.login}>
            <Trans id="product.modal_login.button">Log in</Trans>
          </Button>
        }
      >
        <p>
          <Trans id="product.modal_login.text">
            You need to log in to do this. You will come back here afterwards.
          </Trans>
        </p>
      </Dialog>

      {p.advertisement ? (
        <Dialog
          open={vm.adOpen}
          onClose={on.closeAd}
          title={p.advertisement.title || t({ id: 'components.advertisement', message: 'Advertisement' })}
        >
          <Advertisement ad={p.advertisement} className="ad--modal" />
        </Dialog>
      ) : null}
    </article>
  );
}
