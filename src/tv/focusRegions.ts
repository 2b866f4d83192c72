/**
 * The regions the views declare (`data-tv-region`, see `src/components/tvRegion.ts`): which region an element is in,
 * its key in the focus memory, its stops ("See all" apart; the banner's one stop), and the blocks of a scope (its
 * regions and the stops no region declares) in document order.
 */
import type { TvRegionKind as RegionKind } from '~/components/tvRegion';
import { prepare, REGION } from './focusStops';

/** A region of a scope, or a stop no region declares ("loose": geometry decides around it). */
export interface Block {
  el: HTMLElement | null;
  kind: RegionKind | 'loose';
  key: string;
  /** The region's stops in document order, less its "See all" (`data-tv-more`); the banner's one stop. */
  stops: HTMLElement[];
  more: HTMLElement | null;
}

/** Loose stops are keyed in the focus memory by what they are (address or name), not by a position that shifts. */
export const LOOSE = 'loose';

/** A loose stop's key in the focus memory: its address, else its name (the same stop when the page is drawn again). */
export function looseKey(el: Element): string {
  const name = el.getAttribute('href') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return `${LOOSE}:${name}`;
}

/** The innermost region of `el` inside `scope`. */
export function regionOf(el: Element, scope: Element): HTMLElement | null {
  const region = el.closest<HTMLElement>(REGION);
  return region && region !== scope && scope.contains(region) ? region : null;
}

export const kindOf = (region: HTMLElement) => (region.getAttribute('data-tv-region') ?? 'row') as RegionKind;

/** The region's key in the focus memory: the id the view gives it, else its kind and position among its kind. */
export function keyOf(region: HTMLElement): string {
  const id = region.getAttribute('data-tv-id');
  if (id) return id;
  const kind = kindOf(region);
  const same = Array.from(region.ownerDocument.querySelectorAll(`[data-tv-region="${kind}"]`));
  return `${kind}${same.indexOf(region)}`;
}

/**
 * The banner is one stop: its slide's action, else its text block or its own stop (`data-tv-stop`). Other regions:
 * their stops, "See all" apart.
 */
export function regionStops(
  kind: RegionKind,
  stops: HTMLElement[],
): { stops: HTMLElement[]; more: HTMLElement | null } {
  if (kind === 'banner') {
    const actions = stops.filter((s) => !s.hasAttribute('data-tv-stop'));
    return { stops: (actions.length > 0 ? actions : stops).slice(0, 1), more: null };
  }
  const more = stops.find((s) => s.hasAttribute('data-tv-more')) ?? null;
  return { stops: more ? stops.filter((s) => s !== more) : stops, more };
}

/** The scope's regions and loose stops, in document order (a region where its first stop is). */
export function blocksOf(scope: HTMLElement, stops: HTMLElement[]): Block[] {
  const blocks: Block[] = [];
  const byRegion = new Map<HTMLElement, HTMLElement[]>();
  for (const stop of stops) {
    const region = regionOf(stop, scope);
    if (!region) {
      blocks.push({ el: null, kind: 'loose', key: LOOSE, stops: [stop], more: null });
      continue;
    }
    const members = byRegion.get(region);
    if (members) members.push(stop);
    else {
      byRegion.set(region, [stop]);
      blocks.push({ el: region, kind: kindOf(region), key: '', stops: [], more: null });
    }
  }
  for (const block of blocks) {
    if (!block.el) continue;
    const kind = block.kind as RegionKind;
    Object.assign(block, { key: keyOf(block.el) }, regionStops(kind, byRegion.get(block.el)!));
  }
  return blocks;
}

/** The stops of one region a member can see (what its memory's positions count). */
export function stopsOfRegion(region: HTMLElement) {
  // measured once per task: the key press that moves focus and the focus it reports read the same region
  if (measured?.region === region) return measured.stops;
  const stops = regionStops(kindOf(region), prepare(region));
  measured = { region, stops };
  queueMicrotask(() => (measured = null));
  return stops;
}

let measured: { region: HTMLElement; stops: ReturnType<typeof regionStops> } | null = null;
