import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Advertisement } from '~/components/Advertisement';
import { EmptyState } from '~/components/EmptyState';
import { SkeletonRail } from '~/components/SkeletonGrid';
import { CollectionThumbnail, linkTarget, ProductThumbnail } from '~/components/thumbnail';
import { CloseIcon } from '~/components/Icon';
import { ChevronIcon } from '~/components/thumbnail/icons';
import { mediaMatches, watchMedia } from '~/services/media';
import type { HomeOn, HomeVm } from './useHome';
import { railContent, type HomeRow } from './rows';
import { tvRegion } from '~/components/tvRegion';

/**
 * The club's front page (spec §2 route /): the slide banner (passed in by the route), then the rows in order, each
 * with its heading, a "See all" link to its category, an optional advertisement and a horizontal rail.
 */
/**
 * Rows drawn with the first screen when the rows arrive; the rest follow one by one. On a phone the banner
 * fills the first screen and only the first row shows below it.
 */
const FIRST_ROWS = 1;
/** The rails' arrows show only for a fine pointer that can hover (base.css); elsewhere there is nothing to measure. */
const ARROWS_MEDIA = '(hover: hover) and (pointer: fine)';

export function HomeView({ vm, on, banner }: { vm: HomeVm; on: HomeOn; banner?: ReactNode }) {
  const shown = useShownRows(vm.rows.length, vm.progressive, vm.restoresScroll);
  return (
    <div className="home">
      <h1 className="visually-hidden">{vm.clubName}</h1>
      {banner}
      {vm.loading ? (
        <div className="rows" aria-busy="true">
          <SkeletonRail />
          <SkeletonRail />
        </div>
      ) : null}
      {vm.failed ? (
        <EmptyState
          message={<Trans id="home.unavailable">Nothing can be shown right now.</Trans>}
          action={
            <button type="button" className="button button--primary" onClick={on.retry}>
              <Trans id="home.retry">Try again</Trans>
            </button>
          }
        />
      ) : null}
      {vm.empty ? <EmptyState /> : null}
      {vm.rows.length > 0 ? (
        <div className="rows" aria-busy={shown < vm.rows.length ? true : undefined}>
          {vm.rows.slice(0, shown).map((row, i) => (
            <HomeRowView
              key={row.key}
              row={row}
              showProductTitles={vm.showProductTitles}
              showCollectionTitles={vm.showCollectionTitles}
              eager={i === 0 && vm.firstRowPriority}
              onRemove={row.kind === 'continue' ? on.removeFromContinue : undefined}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * How many rows to draw. On the web the first screen's rows are drawn at once, then one more row per (time-sliced)
 * transition, so neither the rendering nor the commit and the browser's layout of the rows below ever make one long
 * task, and the page's first paint (its banner, its largest) waits for one row, not all of them. That is
 * for rows that arrive while the home shows and for rows already there when it mounts, unless `restore`: a scroll
 * position may be restored (coming back to the home), and every row is drawn at once so that it can be. TV
 * (`progressive` false) draws every row at once.
 */
export function useShownRows(total: number, progressive: boolean, restore: boolean): number {
  const [shown, setShown] = useState(restore ? total : 0);
  useEffect(() => {
    if (progressive && shown < total) startTransition(() => setShown((n) => Math.max(n, FIRST_ROWS) + 1));
  }, [progressive, shown, total]);
  return progressive ? Math.min(total, Math.max(shown, FIRST_ROWS)) : total;
}

function RowTitle({ row }: { row: HomeRow }) {
  switch (row.kind) {
    case 'continue':
      return <Trans id="home.continue_watching">Continue watching</Trans>;
    case 'live':
      return <Trans id="home.live">Live</Trans>;
    case 'recent':
      return <Trans id="home.recent">Recently added</Trans>;
    case 'favorites':
      return <Trans id="home.favorites">My favourites</Trans>;
    default:
      return <>{row.name}</>;
  }
}

interface RailEdges {
  back: boolean;
  forward: boolean;
}

/**
 * Whether a rail can scroll back and forward from where it is: its arrows show only where there is somewhere to go (a
 * row that fits has none). Measured on scroll and when the rail or its content changes size.
 */
function useRailEdges(ref: RefObject<HTMLUListElement | null>): RailEdges {
  const [edges, setEdges] = useState<RailEdges>({ back: false, forward: false });
  useEffect(() => {
    const rail = ref.current;
    if (!rail) return;
    // On touch screens the arrows never show: no observers and no renders for them while the page builds.
    let stop: (() => void) | null = null;
    const update = () => {
      const back = rail.scrollLeft > 1;
      const forward = rail.scrollLeft + rail.clientWidth < rail.scrollWidth - 1;
      setEdges((was) => (was.back === back && was.forward === forward ? was : { back, forward }));
    };
    const measure = () => {
      rail.addEventListener('scroll', update, { passive: true });
      const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
      // The observer's first report comes after the browser's own layout: measuring here would force a layout of
      // the whole page in the middle of the render. Without an observer, measure now.
      if (!resized) update();
      resized?.observe(rail);
      if (rail.lastElementChild) resized?.observe(rail.lastElementChild);
      return () => {
        rail.removeEventListener('scroll', update);
        resized?.disconnect();
      };
    };
    const follow = (hover: boolean) => {
      if (hover) stop ??= measure();
      else {
        stop?.();
        stop = null;
      }
    };
    // without matchMedia (an old browser, a test DOM) the arrows are measured as before
    follow(typeof window.matchMedia !== 'function' || mediaMatches(ARROWS_MEDIA));
    const unwatch = watchMedia(ARROWS_MEDIA, follow);
    return () => {
      unwatch();
      stop?.();
    };
  }, [ref]);
  return edges;
}

/**
 * Takes a product out of Continue watching: over the tile's corner on the web, beside the tile on TV (where Right from
 * the tile reaches it, inside the row), named with the product's title. The button goes away with its tile: focus moves first to the
 * next tile's remove button (else the previous one's), so a keyboard or remote user stays in the row rather than
 * being sent back to the top of the page.
 */
function RemoveButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  const { t } = useLingui();
  const remove = (button: HTMLButtonElement) => {
    const item = button.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    if (button.contains(document.activeElement))
      neighbour?.querySelector<HTMLButtonElement>('.tile-remove')?.focus({ preventScroll: true });
    onRemove();
  };
  return (
    <button
      type="button"
      className="tile-remove"
      aria-label={t({ id: 'home.continue_watching.remove', message: `Remove ${title} from Continue watching` })}
      onClick={(e) => remove(e.currentTarget)}
    >
      <CloseIcon size={16} />
      <span className="tile-remove__text" aria-hidden="true">
        <Trans id="home.continue_watching.remove_short">Remove</Trans>
      </span>
    </button>
  );
}

/**
 * One row. Memoised: each transition that draws one more row renders the home again, and without it every row drawn
 * before (all their tiles and links) was rendered again with it, 36 row renders for 8 rows.
 */
const HomeRowView = memo(function HomeRowView({
  row,
  showProductTitles,
  showCollectionTitles,
  eager,
  onRemove,
}: {
  row: HomeRow;
  showProductTitles: boolean;
  showCollectionTitles: boolean;
  eager: boolean;
  /** Continue watching: each tile offers to take its product out of the row */
  onRemove?: (productId: number) => void;
}) {
  const { t } = useLingui();
  const railRef = useRef<HTMLUListElement | null>(null);
  const edges = useRailEdges(railRef);
  const headingId = `row-${row.key}`;
  const content = railContent(row);
  const scroll = (direction: 1 | -1) => {
    const rail = railRef.current;
    if (rail) rail.scrollBy({ left: direction * rail.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section
      className="row"
      aria-labelledby={headingId}
      data-row={row.kind}
      data-testid="home-row"
      {...tvRegion('row', `home-${row.key}`)}
    >
      <div className="row__head">
        <h2 className="row__title" id={headingId}>
          <RowTitle row={row} />
        </h2>
        {row.path ? (
          <Link className="row__more" {...linkTarget(row.path)} data-tv-more="">
            <Trans id="home.see_all">See all</Trans>
            <span className="visually-hidden">
              {': '}
              <RowTitle row={row} />
            </span>
          </Link>
        ) : null}
      </div>
      {row.advertisement ? <Advertisement ad={row.advertisement} /> : null}
      <div className="row__rail">
        <button
          type="button"
          className="row__arrow row__arrow--prev"
          hidden={!edges.back}
          tabIndex={-1}
          aria-label={t({ id: 'home.rail.previous', message: 'Scroll back' })}
          onClick={() => scroll(-1)}
        >
          <ChevronIcon direction="left" />
        </button>
        <ul
          className={`rail rail--${content === 'collections' ? 'portrait' : 'standard'}${onRemove ? ' rail--removable' : ''}`}
          ref={railRef}
          aria-labelledby={headingId}
        >
          {content === 'products'
            ? row.products.map((p, j) => (
                <li key={p.id} className={`rail__item${onRemove ? ' rail__item--removable' : ''}`}>
                  <ProductThumbnail product={p} showTitle={showProductTitles} priority={eager && j < 4} />
                  {onRemove ? <RemoveButton title={p.fullTitle || p.title} onRemove={() => onRemove(p.id)} /> : null}
                </li>
              ))
            : row.collections.map((c, j) => (
                <li key={c.id} className="rail__item">
                  <CollectionThumbnail collection={c} showTitle={showCollectionTitles} priority={eager && j < 4} />
                </li>
              ))}
        </ul>
        <button
          type="button"
          className="row__arrow row__arrow--next"
          hidden={!edges.forward}
          tabIndex={-1}
          aria-label={t({ id: 'home.rail.next', message: 'Scroll forward' })}
          onClick={() => scroll(1)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
    </section>
  );
});
