import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { formatDate, type NewsItem } from '~/domain';
import { Button } from '~/components/Button';
import { Dialog } from '~/components/Dialog';
import { retriableView } from '~/components/lazyView';
import { Spinner } from '~/components/Spinner';
import { FIRST_SCREEN_IMAGE, useFirstScreenDrawn } from '~/components/useFirstScreenDrawn';
import { EmptyState, NewsThumbnail } from '~/components/thumbnail';
import { loadNewsDetail, prefetchNewsDetail } from './newsDetailLoader';
import { NEWS_ERROR, type MagazineOn, type MagazineVm } from './useMagazine';
import { usePageHead } from '~/components/usePageHead';
import { tvRegion } from '~/components/tvRegion';

/**
 * An item's detail, in the dialog: its code loads after the magazine's first screen (./newsDetailLoader.ts). When it
 * cannot be loaded (offline), the news failure's text (spec §8) with Try again, never a dialog with its title alone.
 */
const NewsDetail = retriableView(loadNewsDetail, NewsDetailFailed);

function NewsDetailFailed({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="news-detail" role="alert">
      <p className="notice">{t(NEWS_ERROR)}</p>
      <Button variant="ghost" onClick={retry}>
        <Trans id="common.retry">Try again</Trans>
      </Button>
    </div>
  );
}

/** A featured item (the large latest one or a novelty): image, badge, title and date, linked to its detail path. */
function NewsCard({ item, badge, large }: { item: NewsItem; badge: ReactNode; large?: boolean }) {
  const date = formatDate(item.publicationDate);
  // the latest news is the page's largest paint; the novelties' images wait for the first screen
  const drawn = useFirstScreenDrawn();
  return (
    <article className={`news-card${large ? ' news-card--large' : ''}`}>
      <Link to={item.pathToDetail} resetScroll={false} className="news-card__link">
        <span className="news-card__media">
          {large || drawn ? (
            <img
              className="news-card__image"
              src={item.image}
              alt=""
              loading={large ? 'eager' : 'lazy'}
              {...(large ? FIRST_SCREEN_IMAGE : null)}
              decoding="async"
            />
          ) : null}
        </span>
        <span className="news-card__text">
          <span className="news-card__badge">{badge}</span>
          <span className="news-card__title">{item.title}</span>
          {date ? (
            <time className="news-card__date" dateTime={item.publicationDate}>
              {date}
            </time>
          ) : null}
        </span>
      </Link>
    </article>
  );
}

/** The news grid (spec §2 magazine): latest news, four novelties, the rest in a slider; one item's dialog. */
export function MagazineView({ vm, on }: { vm: MagazineVm; on: MagazineOn }) {
  const { t } = useLingui();
  usePageHead(t({ id: 'magazine.title', message: 'Magazine' }));
  // the open item's dialog names the page while it is open (after the magazine's, so it wins)
  const item = vm.selected;
  usePageHead(
    item
      ? { title: item.title, preview: { html: item.description, image: item.image || null, type: 'article' } }
      : null,
  );
  const loading = <Spinner label={t({ id: 'common.loading', message: 'Loading' })} />;
  return (
    <div
      className="magazine page"
      onPointerOver={prefetchNewsDetail}
      onTouchStart={prefetchNewsDetail}
      onFocus={prefetchNewsDetail}
    >
      <h1 className="page__title">
        <Trans id="magazine.title">Magazine</Trans>
      </h1>
      {vm.loading ? (
        <div className="magazine__featured" aria-busy="true">
          <div className="news-card news-card--large skeleton" />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="news-card skeleton" />
          ))}
        </div>
      ) : null}
      {vm.failed ? (
        <p className="notice" role="alert">
          {t(NEWS_ERROR)}
        </p>
      ) : null}
      {vm.empty ? <EmptyState /> : null}
      {vm.latest ? (
        <section
          className="magazine__featured"
          {...tvRegion('grid', 'magazine-featured')}
          aria-label={t({ id: 'magazine.featured', message: 'Featured news' })}
        >
          <NewsCard item={vm.latest} large badge={<Trans id="magazine.latest">Latest news</Trans>} />
          {vm.novelties.map((item) => (
            <NewsCard key={item.id} item={item} badge={<Trans id="magazine.novelty">Novelty</Trans>} />
          ))}
        </section>
      ) : null}
      {vm.rest.length > 0 ? (
        <section className="row magazine__slider" aria-labelledby="magazine-news" {...tvRegion('row', 'magazine-news')}>
          <h2 className="row__title" id="magazine-news">
            <Trans id="magazine.news">News</Trans>
          </h2>
          {/* a scrollable rail must be reachable by keyboard (WCAG scrollable-region-focusable) */}
          <ul className="magazine__rail" tabIndex={0} aria-labelledby="magazine-news">
            {vm.rest.map((item) => (
              <li key={item.id} className="magazine__slide">
                {/* the item opens in the dialog over this page, which keeps its scroll (as the featured cards) */}
                <NewsThumbnail news={item} showTitle={vm.showTitles} resetScroll={false} />
              </li>
            ))}
          </ul>
          {vm.more ? (
            <Button variant="ghost" className="magazine__more" onClick={on.showMore}>
              <Trans id="magazine.more">More news</Trans>
            </Button>
          ) : null}
        </section>
      ) : null}
      <Dialog
        open={vm.dialogOpen}
        size="lg"
        title={vm.selected?.title ?? t({ id: 'common.loading', message: 'Loading' })}
        onClose={on.closeDialog}
      >
        {vm.selected ? (
          <Suspense fallback={loading}>
            <NewsDetail item={vm.selected} date={formatDate(vm.selected.publicationDate)} />
          </Suspense>
        ) : (
          loading
        )}
      </Dialog>
    </div>
  );
}
