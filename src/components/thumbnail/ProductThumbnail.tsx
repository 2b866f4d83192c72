import { useLingui } from '@lingui/react/macro';
import { ThumbnailFrame } from './Thumbnail';
import { HeartIcon, LockIcon, TicketIcon } from './icons';
import { formatCountdown, formatLiveStart, liveState, productBadges, tileText, type Badge } from './logic';
import { useTileProgress, WatchedBar } from './progress';
import type { ProductThumbnailProps } from './types';

/** A product tile: image (or home and away team images), badges (spec §4), live pill, optional title. */
export function ProductThumbnail({
  product,
  style = 'standard',
  showTitle,
  favorite,
  priority,
  now,
  countdown,
}: ProductThumbnailProps & {
  now?: number;
  /** With `now` from a ticking live timer: an upcoming event shows the time until its start instead of the date. */
  countdown?: boolean;
}) {
  const { t } = useLingui();
  const badges = productBadges(product, favorite);
  const live = liveState(product.liveSchedule, now);
  const watched = useTileProgress(product.id);
  const untilStart =
    live.kind === 'upcoming' && countdown && now !== undefined ? formatCountdown(live.start.getTime() - now) : null;
  const badgeText: Record<Badge, string> = {
    favorite: t({ id: 'thumbnail.badge.favorite', message: 'Favourite' }),
    rental: t({ id: 'thumbnail.badge.rental', message: 'Available to rent' }),
    locked: t({ id: 'thumbnail.badge.locked', message: 'Not included in your plan' }),
  };
  const liveText =
    live.kind === 'live'
      ? t({ id: 'thumbnail.live', message: 'Live' })
      : live.kind === 'upcoming'
        ? untilStart !== null
          ? t({ id: 'thumbnail.starts_in', message: `Starts in ${untilStart}` })
          : formatLiveStart(live.start)
        : null;
  const image =
    style === 'portrait' ? product.thumbnailPortrait || product.thumbnail : product.thumbnail || product.image;
  const teams =
    product.homeTeam?.image && product.awayTeam?.image ? (
      <span className="thumb__teams">
        <img className="thumb__team" src={product.homeTeam.image} alt="" loading={priority ? 'eager' : 'lazy'} />
        <span className="thumb__vs" aria-hidden="true">
          vs
        </span>
        <img className="thumb__team" src={product.awayTeam.image} alt="" loading={priority ? 'eager' : 'lazy'} />
      </span>
    ) : undefined;
  const watchedText = watched !== null ? t({ id: 'thumbnail.watched', message: `${watched}% watched` }) : null;
  const description = [liveText, ...badges.map((b) => badgeText[b]), watchedText].filter(Boolean).join(', ');
  return (
    <ThumbnailFrame
      to={product.pathToDetail}
      {...tileText(product)}
      description={description}
      image={image}
      style={style}
      showTitle={showTitle}
      priority={priority}
      media={teams}
      overlay={
        <>
          {liveText ? (
            <span className={`thumb__pill${live.kind === 'live' ? ' thumb__pill--live' : ''}`} aria-hidden="true">
              {live.kind === 'upcoming' ? <time dateTime={live.start.toISOString()}>{liveText}</time> : liveText}
            </span>
          ) : null}
          {badges.length ? (
            <span className="thumb__badges" aria-hidden="true">
              {badges.map((b) => (
                <span key={b} className={`thumb__badge thumb__badge--${b}`} title={badgeText[b]} data-badge={b}>
                  {b === 'favorite' ? <HeartIcon /> : b === 'rental' ? <TicketIcon /> : <LockIcon />}
                </span>
              ))}
            </span>
          ) : null}
          {watched !== null && watchedText ? <WatchedBar value={watched} label={watchedText} /> : null}
        </>
      }
    />
  );
}
