import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '~/domain';
import { Button } from '~/components/Button';
import { WatchedBar } from '~/components/thumbnail';
import { tvRegion } from '~/components/tvRegion';
import { formatPosition } from '~machines/player/continueWatching';
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
import type { ProductOn, ProductVm } from './useProduct';

/**
 * The product's actions over its backdrop: play (or rent, or resume, with how much was watched), start over,
 * favourite, like and dislike, the trailer's replay and sound, share.
 */
export function ProductActions({ vm, on }: { vm: ProductVm; on: ProductOn }) {
  const { t } = useLingui();
  const p = vm.product;
  const price = p.rentalPrice ? formatPrice(p.rentalPrice, p.currency, vm.language) : '';
  const resumeTime = vm.resume ? formatPosition(vm.resume.at) : '';
  const watched = vm.resume?.progress ?? null;

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
  );
}
