import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { NewsItem } from '~/domain';
import { SafeHtml } from '~/components/SafeHtml';

/**
 * A news item's detail in the magazine's dialog: image, date (formatted by the magazine, whose chunk has the
 * formatter), the sanitised description and its video's link.
 */
export function NewsDetail({ item, date }: { item: NewsItem; date: string }) {
  return (
    <article className="news-detail">
      <img className="news-detail__image" src={item.image} alt="" decoding="async" />
      {date ? (
        <time className="news-detail__date" dateTime={item.publicationDate}>
          {date}
        </time>
      ) : null}
      <SafeHtml className="news-detail__text" html={item.description} />
      {item.pathToPlay ? (
        <Link to={item.pathToPlay} className="button button--primary news-detail__play">
          <Trans id="magazine.play">Play video</Trans>
        </Link>
      ) : null}
    </article>
  );
}
