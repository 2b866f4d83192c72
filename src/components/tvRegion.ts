/**
 * A focus region for the TV remote: spread on the element that holds the region's stops. A page is a vertical list of
 * regions: Up and Down move to the adjacent one, Left and Right move inside it and stop at its ends, and a region is
 * entered again at the element last focused in it. Kinds:
 *
 * - `row`: a horizontal list (a rail of tiles, a button bar, tags), in document order.
 * - `grid`: lines of tiles; Left and Right along the line, Up and Down to the nearest column of the next line.
 * - `list`: a vertical list; Up and Down inside it, Left and Right stop.
 * - `nav`: the navbar or the footer's links, one list in reading order.
 * - `banner`: one stop (the slide's action or text); Left and Right press its `data-tv-slide="prev"` / `"next"`.
 *
 * `id` keys the region in the focus memory: give a stable one (a row's data key) where regions can come and go.
 * Inside a row, `data-tv-more` marks its "See all": reached with Right past the last tile or Up from the first.
 * The attributes mean nothing on the web.
 */
export type TvRegionKind = 'row' | 'grid' | 'list' | 'nav' | 'banner';

export function tvRegion(kind: TvRegionKind, id?: string): { 'data-tv-region': TvRegionKind; 'data-tv-id'?: string } {
  return id ? { 'data-tv-region': kind, 'data-tv-id': id } : { 'data-tv-region': kind };
}
