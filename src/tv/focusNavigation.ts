/**
 * Where a key moves focus: inside a region (a row, a grid, a list, the navbar; the banner changes slides), or to the
 * adjacent region in the page's order, entered at the element last focused in it (the focus memory, `recall`).
 * Stops no region declares are left to geometry (BBC's LRUD spatial navigation).
 */
import { getNextFocus } from '@bbc/tv-lrud-spatial';
import type { PageFocusMemory } from '~machines/tv/focusMemoryMachine';
import type { Direction, FocusRegion } from '~machines/tv/tvShellMachine';
import { FOCUSABLE, isStop, prepare, REGION } from './focusStops';
import { blocksOf, type Block, keyOf, kindOf, LOOSE, looseKey, regionOf, stopsOfRegion } from './focusRegions';
import { beside, lineNeighbour, sameLine } from './focusGeometry';

const KEY_NAMES: Record<Direction, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

export function createNavigator(
  doc: Document,
  recall: () => PageFocusMemory | undefined,
  focus: (el: HTMLElement) => void,
  whenRendered: (attempt: () => boolean) => void,
) {
  const key = (direction: Direction) => KEY_NAMES[direction] as unknown as number;

  /** Where a region is entered: the element last focused in it (the focus memory), else its first stop. */
  const entry = (block: Pick<Block, 'kind' | 'key' | 'stops' | 'more'>): HTMLElement | null => {
    if (block.kind === 'loose') return block.stops[0] ?? null;
    const i = recall()?.regions[block.key];
    return (i !== undefined ? block.stops[i] : undefined) ?? block.stops[0] ?? block.more;
  };

  /** The stops no region declares with the loose key `key`, in document order (what its position counts). */
  const looseStops = (key: string) =>
    Array.from(doc.body.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (n) => !regionOf(n, doc.body) && looseKey(n) === key && isStop(n),
    );

  /** The element a page's memory points at, if it is there. */
  const remembered = (memo: PageFocusMemory): HTMLElement | null => {
    const at = memo.region!;
    const index = memo.regions[at] ?? 0;
    if (at.startsWith(`${LOOSE}:`)) return looseStops(at)[index] ?? null;
    const region = Array.from(doc.querySelectorAll<HTMLElement>(REGION)).find((r) => keyOf(r) === at);
    return region ? (stopsOfRegion(region).stops[index] ?? null) : null;
  };

  /**
   * The stop Up or Down reaches from `from` (a region, or a loose stop): the next block in the page's order, found by
   * walking the scope's elements from there (only those on the way are measured: a key press stays within a frame
   * on a TV's slow CPU), past loose stops on the same line as `current` (those are Left and Right's); a region is
   * entered where it was left.
   */
  const adjacent = (scope: HTMLElement, from: HTMLElement, current: HTMLElement, sign: number): HTMLElement | null => {
    const nodes = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE));
    let i = sign > 0 ? nodes.length - 1 : 0;
    while (i >= 0 && i < nodes.length && !from.contains(nodes[i]!)) i -= sign;
    if (i < 0 || i >= nodes.length) return null;
    const line = current.getBoundingClientRect();
    for (i += sign; i >= 0 && i < nodes.length; i += sign) {
      const node = nodes[i]!;
      if (from.contains(node) || !isStop(node)) continue;
      const region = regionOf(node, scope);
      if (!region) {
        if (sameLine(node.getBoundingClientRect(), line)) continue;
        return node;
      }
      const { stops, more } = stopsOfRegion(region);
      if (stops.length === 0 && !more) continue;
      return entry({ kind: kindOf(region), key: keyOf(region), stops, more });
    }
    return null;
  };

  /** Left and Right on the banner change its slide (its prev/next controls); focus follows to the new slide. */
  const changeSlide = (banner: HTMLElement, current: HTMLElement, direction: Direction): 'done' | null => {
    const control = banner.querySelector<HTMLElement>(`[data-tv-slide="${direction === 'left' ? 'prev' : 'next'}"]`);
    if (!control) return null;
    control.click();
    whenRendered(() => {
      const [stop] = stopsOfRegion(banner).stops;
      if (!stop || stop === current) return false;
      focus(stop);
      return true;
    });
    return 'done';
  };

  /**
   * The next stop from `current` in `direction` (null: none that way), or 'done' when the key did something else (the
   * banner changed slide).
   */
  const step = (
    scope: HTMLElement,
    current: HTMLElement,
    direction: Direction,
    region: FocusRegion,
  ): HTMLElement | null | 'done' => {
    const horizontal = direction === 'left' || direction === 'right';
    const sign = direction === 'right' || direction === 'down' ? 1 : -1;
    const own = regionOf(current, scope);
    if (own) {
      // inside a region only the region is measured: a key press stays within a frame on a TV's slow CPU
      const kind = kindOf(own);
      if (kind === 'banner' && horizontal) return changeSlide(own, current, direction);
      const { stops, more } = stopsOfRegion(own);
      const here = { kind, key: keyOf(own), stops, more };
      const at = stops.indexOf(current);
      if (current === more) {
        // "See all": back to the row's tile with Down or Left; Right is the row's end
        if (direction === 'down' || direction === 'left') return entry(here);
        if (direction === 'right') return null;
      } else if (horizontal) {
        if (kind === 'list') return null;
        if (kind === 'grid') return beside(current, stops, direction);
        return stops[at + sign] ?? (direction === 'right' ? more : null);
      } else if (direction === 'up' && more && at === 0) return more;
      else if (kind === 'grid') {
        const next = lineNeighbour(current, stops, direction);
        if (next) return next;
      } else if (kind === 'list' && stops[at + sign]) return stops[at + sign]!;
    }
    // Up and Down leave the region (or the loose stop) for the adjacent one in the page's order
    if (own) return adjacent(scope, own, current, sign);
    // a stop no region declares: geometry, and a region it reaches is entered where it was left
    const blocks = blocksOf(scope, prepare(scope));
    const overlay = current.closest<HTMLElement>('[data-overlay]');
    const within = overlay && !horizontal ? getNextFocus(current, key(direction), overlay) : null;
    // (a stop drawn over the page keeps geometry inside what draws it; its own order is not the page's)
    if (overlay && !horizontal && !within && region === 'page') {
      // out of what stays over the page's bottom (the cookie notice): into the content where the member left it
      const main = doc.querySelector('main');
      const last = recall()?.region;
      // (a page with nothing to focus in its content, the QR login: the navbar, the last region before the overlay)
      const block =
        blocks.find((b) => b.el !== null && b.key === last) ??
        blocks.find((b) => main?.contains(b.stops[0] ?? null)) ??
        [...blocks].reverse().find((b) => !overlay.contains(b.stops[0] ?? null));
      return block ? entry(block) : null;
    }
    if (within) return within;
    if (!horizontal) return adjacent(scope, current, current, sign);
    const next = getNextFocus(current, key(direction), scope);
    const into = next ? regionOf(next, scope) : null;
    if (!next || !into) return next;
    return entry(blocks.find((b) => b.el === into) ?? { kind: 'loose', key: LOOSE, stops: [next], more: null });
  };

  return { entry, looseStops, remembered, step };
}
