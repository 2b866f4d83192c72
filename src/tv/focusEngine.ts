/**
 * The TV focus engine: moves real DOM focus (so the platform's on-screen keyboard, screen readers and tests all see
 * `document.activeElement`) inside the region the TV shell machine chooses, with BBC's LRUD spatial navigation
 * (`@bbc/tv-lrud-spatial`): it measures the rendered page, so every view stays the same pure view as on the web.
 *
 * Regions first: a page (or an open dialog) is a vertical list of regions the views declare (`data-tv-region`: a row,
 * a grid, a list, the navbar, the banner; see `src/components/tvRegion.ts`). Up and Down move to the adjacent region
 * in document order, never skipping one; Left and Right move inside the region and stop at its ends; geometry
 * decides only inside a grid (the nearest column) and for stops no region declares. Entering a region returns to the
 * element last focused in it, which the TV shell's focus memory (a machine) holds: the engine reports every focus
 * (`moved`) and reads the memory back (`recall`).
 *
 * What it adds around that: scopes (the page, the open dialog, the exit prompt, the player), elements a
 * member cannot see are never a stop (inactive banner slides, collapsed or zero-sized elements, `data-tv-skip`),
 * the focused element is scrolled inside the 5% title-safe area smoothly, focus is
 * never lost (an element that disappears hands focus to the region's first stop), text fields stay read-only until
 * the member presses OK on them (so the on-screen keyboard does not pop up while browsing), and the element a
 * member left is focused again when they come back to a page.
 */
import { getNextFocus } from '@bbc/tv-lrud-spatial';
import type { TvRegionKind as RegionKind } from '../components/tvRegion';
import type { PageFocusMemory } from '../../machines/tv/focusMemoryMachine';
import type { Direction, FocusKind, FocusRegion } from '../../machines/tv/tvShellMachine';
import { mediaMatches, REDUCED_MOTION } from '../shared/media';

const CONTROL = 'a[href], button, input, select, textarea';
/** `data-tv-stop`: an element that is a stop on TV only (focused with `tabindex="-1"`: the banner's text block). */
const FOCUSABLE = `${CONTROL}, [tabindex], [data-tv-stop]`;
const REGION = '[data-tv-region]';
const TEXT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', '']);
const SAFE = 0.05;
const KEY_NAMES: Record<Direction, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};
/** How long a page may take to render the element a member left, before the first stop is taken instead. */
const RESTORE_WAIT_MS = 8000;
/** How long a page's content may show no stop before it is taken for a page of text. */
const TEXT_PAGE_WAIT_MS = 1500;
/** How long the element a member left may take to come back before the page's first stop is taken instead. */
const MEMO_WAIT_MS = 3000;

export interface FocusEvents {
  kind(kind: FocusKind): void;
  blocked(direction: Direction): void;
  dialogOpened(): void;
  /** The last dialog closed; `toOpener`: focus is back on a control (what opened it), not on the player's stage. */
  dialogClosed(toOpener: boolean): void;
  /** Focus is now at `index` in the page's region `region` (the focus memory keeps it). */
  moved(region: string, index: number): void;
}

export function isTextField(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  if (!el) return false;
  if (el.tagName === 'TEXTAREA') return true;
  return el.tagName === 'INPUT' && TEXT_TYPES.has(((el as HTMLInputElement).getAttribute('type') ?? '').toLowerCase());
}

/** A seek bar or range: on TV, left and right change its value instead of moving focus. */
export function isSlider(el: Element | null): boolean {
  if (!el) return false;
  return el.getAttribute('role') === 'slider' || (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'range');
}

/** Inside a hidden or inert part of the page (an inactive slide, a closed panel). */
function inHiddenPart(el: Element): boolean {
  return el.closest('[inert], [aria-hidden="true"], [hidden], [data-tv-skip], .lrud-ignore-all') !== null;
}

export function isVisible(el: Element): boolean {
  if (inHiddenPart(el)) return false;
  const rect = el.getBoundingClientRect();
  // visually-hidden helpers (skip links) are 1 px boxes: not a stop on TV
  if (rect.width < 2 || rect.height < 2) return false;
  return getComputedStyle(el).visibility !== 'hidden';
}

function isFocusable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.matches(FOCUSABLE)) return false;
  if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return false;
  if (el.hasAttribute('data-tv-stop')) return true;
  const tabindex = el.getAttribute('tabindex');
  return tabindex === null || Number(tabindex) >= 0;
}

/** The stops of `scope` a member can see, in document order; LRUD is told to skip the others. */
function prepare(scope: Element): HTMLElement[] {
  const nodes = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE));
  // read everything first, then write: interleaving class changes with layout reads would lay the page out once per
  // element on every key press
  const visible = nodes.map((el) => isVisible(el));
  const stops: HTMLElement[] = [];
  nodes.forEach((el, i) => {
    // a scroller made keyboard-reachable for the web (tabindex on a list of links) is not a stop on TV: its links are
    if (el.getAttribute('tabindex') === '0' && !el.matches(CONTROL) && el.querySelector(CONTROL)) {
      el.setAttribute('tabindex', '-1');
    }
    // LRUD skips what is disabled or out of the tab order (tabindex -1, like <main>) by itself, and everything inside an
    // ignored element: only what a member cannot see is marked
    const hidden = !visible[i];
    if (el.classList.contains('lrud-ignore') !== hidden) el.classList.toggle('lrud-ignore', hidden);
    if (hidden || !isFocusable(el)) return;
    stops.push(el);
  });
  return stops;
}

/** A stop a member can see and focus (what `prepare` keeps, measured for one element). */
function isStop(el: HTMLElement): boolean {
  if (el.getAttribute('tabindex') === '0' && !el.matches(CONTROL) && el.querySelector(CONTROL)) return false;
  return isFocusable(el) && isVisible(el);
}

/** A region of a scope, or a stop no region declares ("loose": geometry decides around it). */
interface Block {
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
function looseKey(el: Element): string {
  const name = el.getAttribute('href') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return `${LOOSE}:${name}`;
}

/** The innermost region of `el` inside `scope`. */
function regionOf(el: Element, scope: Element): HTMLElement | null {
  const region = el.closest<HTMLElement>(REGION);
  return region && region !== scope && scope.contains(region) ? region : null;
}

const kindOf = (region: HTMLElement) => (region.getAttribute('data-tv-region') ?? 'row') as RegionKind;

/** The region's key in the focus memory: the id the view gives it, else its kind and position among its kind. */
function keyOf(region: HTMLElement): string {
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
function regionStops(kind: RegionKind, stops: HTMLElement[]): { stops: HTMLElement[]; more: HTMLElement | null } {
  if (kind === 'banner') {
    const actions = stops.filter((s) => !s.hasAttribute('data-tv-stop'));
    return { stops: (actions.length > 0 ? actions : stops).slice(0, 1), more: null };
  }
  const more = stops.find((s) => s.hasAttribute('data-tv-more')) ?? null;
  return { stops: more ? stops.filter((s) => s !== more) : stops, more };
}

/** The scope's regions and loose stops, in document order (a region where its first stop is). */
function blocksOf(scope: HTMLElement, stops: HTMLElement[]): Block[] {
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
function stopsOfRegion(region: HTMLElement) {
  // measured once per task: the key press that moves focus and the focus it reports read the same region
  if (measured?.region === region) return measured.stops;
  const stops = regionStops(kindOf(region), prepare(region));
  measured = { region, stops };
  queueMicrotask(() => (measured = null));
  return stops;
}

let measured: { region: HTMLElement; stops: ReturnType<typeof regionStops> } | null = null;

const middle = (r: DOMRect) => (r.top + r.bottom) / 2;
const centre = (r: DOMRect) => (r.left + r.right) / 2;
const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(middle(a) - middle(b)) < Math.min(a.height, b.height) / 2;

/** The nearest stop beside `current` on its line, in `direction` (left or right), or null at the line's end. */
function beside(current: HTMLElement, candidates: HTMLElement[], direction: Direction): HTMLElement | null {
  const c = current.getBoundingClientRect();
  const sign = direction === 'right' ? 1 : -1;
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const s of candidates) {
    if (s === current) continue;
    const r = s.getBoundingClientRect();
    const distance = (centre(r) - centre(c)) * sign;
    if (!sameLine(r, c) || distance <= 1 || distance >= bestDistance) continue;
    best = s;
    bestDistance = distance;
  }
  return best;
}

/** In a grid: the stop of the next line up or down in the nearest column, or null from the first or last line. */
function lineNeighbour(current: HTMLElement, candidates: HTMLElement[], direction: Direction): HTMLElement | null {
  const c = current.getBoundingClientRect();
  const sign = direction === 'down' ? 1 : -1;
  const rects = candidates.map((s) => [s, s.getBoundingClientRect()] as const);
  const ahead = rects.filter(
    ([s, r]) => s !== current && (middle(r) - middle(c)) * sign > Math.min(r.height, c.height) / 2,
  );
  if (ahead.length === 0) return null;
  const line = ahead.reduce((a, b) =>
    Math.abs(middle(b[1]) - middle(c)) < Math.abs(middle(a[1]) - middle(c)) ? b : a,
  );
  const onLine = ahead.filter(([, r]) => sameLine(r, line[1]));
  return onLine.reduce((a, b) => (Math.abs(centre(b[1]) - centre(c)) < Math.abs(centre(a[1]) - centre(c)) ? b : a))[0];
}

function reducedMotion(): boolean {
  return mediaMatches(REDUCED_MOTION);
}

function scrollableX(el: Element): boolean {
  const style = getComputedStyle(el);
  return /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
}

function scrollableY(el: Element): boolean {
  const style = getComputedStyle(el);
  return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
}

/** How far `[start, end]` must move to fit inside `[min, max]` (0 when it already does). */
function delta(start: number, end: number, min: number, max: number): number {
  if (end - start > max - min) return start - min;
  if (start < min) return start - min;
  if (end > max) return end - max;
  return 0;
}

/**
 * The top of what stays over the page's bottom while the member browses (`data-overlay="bottom"`: the cookie notice,
 * a non-modal dialog the focus may leave), less a gap: a stop is scrolled above it, never under it (WCAG 2.4.11,
 * focus not obscured). The viewport's height when there is none, or when `el` is in it.
 */
function overlayTop(el: HTMLElement, H: number): number {
  let top = H;
  for (const overlay of document.querySelectorAll<HTMLElement>('[data-overlay="bottom"]')) {
    if (overlay.contains(el)) continue;
    const box = overlay.getBoundingClientRect();
    if (box.height > 0) top = Math.min(top, box.top - 16);
  }
  return top;
}

/**
 * Scrolls every scroller around `el` so that it sits inside the title-safe area: its rail horizontally, a dialog's
 * body and then the page vertically (the whole row when it fits, so its heading stays in view).
 */
export function reveal(el: HTMLElement): void {
  const behavior: ScrollBehavior = reducedMotion() ? 'auto' : 'smooth';
  const W = window.innerWidth;
  const H = window.innerHeight;
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const box = node.getBoundingClientRect();
    const rect = el.getBoundingClientRect();
    if (scrollableX(node)) {
      const min = Math.max(box.left, W * SAFE);
      const max = Math.min(box.right, W * (1 - SAFE));
      const dx = delta(rect.left, rect.right, min, max);
      if (dx) node.scrollTo({ left: node.scrollLeft + dx, behavior });
    }
    if (scrollableY(node) && node !== document.documentElement) {
      const dy = delta(rect.top, rect.bottom, box.top + 8, box.bottom - 8);
      if (dy) node.scrollTo({ top: node.scrollTop + dy, behavior });
    }
  }
  if (el.closest('dialog[open]')) return;
  const row = (el.closest(`${REGION}, section`) as HTMLElement | null) ?? el;
  const rowRect = row.getBoundingClientRect();
  const rect = el.getBoundingClientRect();
  const header = document.querySelector('header');
  const headerStyle = header ? getComputedStyle(header) : null;
  const covered =
    header && !header.contains(el) && headerStyle && /fixed|sticky/.test(headerStyle.position)
      ? header.getBoundingClientRect().bottom
      : 0;
  const top = Math.max(H * SAFE, covered);
  const bottom = Math.min(H * (1 - SAFE), overlayTop(el, H));
  const pageTop = rect.top + window.scrollY;
  let dy: number;
  if (pageTop - top < H * 0.4 && rect.bottom - window.scrollY <= bottom)
    dy = -window.scrollY; // near the top of the page: show it from the start
  else if (rowRect.bottom - rowRect.top <= bottom - top) dy = delta(rowRect.top, rowRect.bottom, top, bottom);
  else dy = delta(rect.top, rect.bottom, top, bottom);
  if (dy) window.scrollTo({ top: window.scrollY + dy, behavior });
}

/**
 * Where the page's last step scroll (read-on, text) is going while it animates. A member who presses faster than the
 * smooth scroll runs (a held key, a TV under load) steps on from there: counted from `scrollY`, each press would
 * restart the animation a few pixels further and focus would never reach the next stop. Cleared when focus moves.
 */
let stepTo: number | null = null;

/** The page's scroll position once a step scroll under way in direction `sign` has arrived. */
function pageScrollFrom(sign: number): number {
  return stepTo !== null && Math.sign(stepTo - window.scrollY) === sign ? stepTo : window.scrollY;
}

/** Scrolls the page a step (0.6 of a screen) from `from`; returns false when there is no room that way. */
function stepPage(from: number, sign: number): boolean {
  const page = document.scrollingElement ?? document.documentElement;
  const room = sign > 0 ? page.scrollHeight - window.innerHeight - from : from;
  if (room <= 1) return false;
  stepTo = from + sign * Math.min(window.innerHeight * 0.6, room);
  window.scrollTo({ top: stepTo, behavior: reducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/**
 * Up or Down with no stop that way: text with nothing to focus in it (a long description, a dialog's body) scrolls
 * instead, a screen at a time. Returns whether anything scrolled.
 */
function scrollText(scope: HTMLElement, direction: Direction): boolean {
  if (direction !== 'up' && direction !== 'down') return false;
  const sign = direction === 'down' ? 1 : -1;
  const behavior: ScrollBehavior = reducedMotion() ? 'auto' : 'smooth';
  const scrollers = Array.from(scope.querySelectorAll<HTMLElement>('*')).filter(scrollableY);
  for (const el of scrollers) {
    const room = sign > 0 ? el.scrollHeight - el.clientHeight - el.scrollTop : el.scrollTop;
    if (room > 1) {
      el.scrollTo({ top: el.scrollTop + sign * el.clientHeight * 0.6, behavior });
      return true;
    }
  }
  if (scope.tagName === 'DIALOG') return false;
  return stepPage(pageScrollFrom(sign), sign);
}

/**
 * Down (or Up) towards a stop more than a screen away, across text with nothing to focus in it: scroll a step and keep
 * focus where it is (when it stays on screen: the navbar, or an element far enough from the edge), so that a member
 * reads an article or a policy instead of jumping over it. Returns whether it scrolled.
 */
function readOnOrJump(current: HTMLElement, next: HTMLElement, direction: Direction): boolean {
  if (direction !== 'up' && direction !== 'down') return false;
  const H = window.innerHeight;
  const sign = direction === 'down' ? 1 : -1;
  // measured where the page will be once a step under way has arrived
  const from = pageScrollFrom(sign);
  const ahead = from - window.scrollY;
  // a region is near when its own edge is (a row's heading and advertisement belong to it): only what lies between
  // regions is read on
  const target = (next.closest<HTMLElement>(REGION) ?? next).getBoundingClientRect();
  const far = sign > 0 ? target.top - ahead > H * 1.2 : target.bottom - ahead < -H * 0.2;
  if (!far) return false;
  const step = H * 0.6;
  const header = current.closest('header');
  const pinned = header !== null && /fixed|sticky/.test(getComputedStyle(header).position);
  const r = current.getBoundingClientRect();
  const stays = pinned || (r.top - ahead - sign * step >= H * SAFE && r.bottom - ahead - sign * step <= H * (1 - SAFE));
  if (!stays) return false;
  return stepPage(from, sign);
}

/** A path of child indexes from `#root` (or the body) to `el`, to find "the same element" after a page re-renders. */
function pathOf(el: Element): number[] {
  const root = document.getElementById('root') ?? document.body;
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

function byPath(path: number[]): Element | null {
  let node: Element | null = document.getElementById('root') ?? document.body;
  for (const i of path) {
    node = node?.children[i] ?? null;
    if (!node) return null;
  }
  return node;
}

interface Remembered {
  path: number[];
  href: string | null;
  label: string | null;
}

const describe = (el: Element): Remembered => ({
  path: pathOf(el),
  href: el.getAttribute('href'),
  label: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 80) ?? null,
});

function find(memo: Remembered): HTMLElement | null {
  const el = byPath(memo.path);
  if (el && isFocusable(el) && isVisible(el)) {
    const same =
      el.getAttribute('href') === memo.href &&
      (memo.href !== null ||
        (el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 80) ?? null) === memo.label);
    if (same) return el;
  }
  if (memo.href) {
    const main = document.querySelector('main') ?? document.body;
    const candidates = Array.from(main.querySelectorAll<HTMLElement>(`[href="${CSS.escape(memo.href)}"]`));
    return candidates.find((c) => isFocusable(c) && isVisible(c)) ?? null;
  }
  return null;
}

export interface FocusEngine {
  move(direction: Direction, region: FocusRegion): void;
  activate(): void;
  dismissModal(): void;
  beginTextEntry(): void;
  endTextEntry(): void;
  focusStage(): void;
  focusControls(): void;
  /**
   * The member is leaving the page (its address changed; the next page may take a moment to resolve): keys they press
   * meanwhile, along what stays across pages (the navbar), are not undone when the next page is restored.
   */
  leavePage(): void;
  /** A new page: focus what the member left there (`memory`, the focus memory's), else its first stop once it renders. */
  restore(memory: PageFocusMemory | undefined): void;
  /** Starts the observers; returns their cleanup. */
  start(events: FocusEvents): () => void;
}

/**
 * `recall` reads the focus memory of the page on screen (the TV shell's focus memory machine): where each region was
 * left, to enter it there again.
 */
export function createFocusEngine(
  doc: Document = document,
  recall: () => PageFocusMemory | undefined = () => undefined,
): FocusEngine {
  let editing: HTMLInputElement | HTMLTextAreaElement | null = null;
  let pending: (() => void) | null = null;
  let events: FocusEvents | null = null;
  /** Moves the member made: a page that renders late must not take focus from where they went meanwhile. */
  let moves = 0;
  /** `moves` when the member left the previous page (null once the next page is restored). */
  let movesAtLeave: number | null = null;

  const dialogs = () =>
    Array.from(doc.querySelectorAll<HTMLDialogElement>('dialog[open]')).filter(
      (d) => d.getAttribute('data-dialog') !== 'tv-exit',
    );

  const scopeOf = (region: FocusRegion): HTMLElement => {
    if (region === 'exit') return doc.querySelector<HTMLElement>('dialog[data-dialog="tv-exit"][open]') ?? doc.body;
    if (region === 'modal') return dialogs().pop() ?? doc.body;
    if (region === 'player') return doc.querySelector<HTMLElement>('.player') ?? doc.body;
    return doc.body;
  };

  const focus = (el: HTMLElement) => {
    cancelPending();
    stepTo = null;
    el.focus({ preventScroll: true });
    reveal(el);
  };

  /** The first stop of a region: its autofocus element, else the first stop of the page's content, else any. */
  const firstStop = (scope: HTMLElement): HTMLElement | null => {
    const stops = prepare(scope);
    const auto = stops.find((s) => s.hasAttribute('autofocus') || s.hasAttribute('data-autofocus'));
    if (auto) return auto;
    if (scope === doc.body) {
      const main = doc.querySelector('main');
      const inMain = stops.find((s) => main?.contains(s));
      if (inMain) return inMain;
    }
    return stops[0] ?? null;
  };

  const cancelPending = () => {
    pending?.();
    pending = null;
  };

  /** Runs `attempt` now and on every change of the page until it returns true or the wait is over. */
  const whenRendered = (attempt: () => boolean) => {
    cancelPending();
    if (attempt()) return;
    const observer = new MutationObserver(() => {
      if (attempt()) cancelPending();
    });
    observer.observe(doc.body, { childList: true, subtree: true, attributes: true });
    // also on a beat: some answers are "nothing came" (a page of text with no stops)
    const beat = window.setInterval(() => {
      if (attempt()) cancelPending();
    }, 250);
    const timer = window.setTimeout(cancelPending, RESTORE_WAIT_MS);
    pending = () => {
      observer.disconnect();
      window.clearInterval(beat);
      window.clearTimeout(timer);
    };
  };

  /** What had focus last, described when it took it (a removed element has no path any more). */
  let lastFocused: Remembered | null = null;
  /** The region (its key) that had focus last, and the address it was on. */
  let lastRegion: { key: string; at: string } | null = null;
  /**
   * The element that had focus, drawn again in `scope` (the same place and address: a re-render replaced it while it
   * had focus), so that focus goes back where the member was rather than to the region's first stop. A region drawn
   * again in another shape (an element added before it, its labels in another language) keeps its position: the
   * focus memory's element of that region, while the page's address is the same.
   */
  const redrawn = (scope: HTMLElement): HTMLElement | null => {
    const el = lastFocused ? find(lastFocused) : null;
    if (el && scope.contains(el)) return el;
    if (!lastRegion || lastRegion.at !== doc.location.href) return null;
    const memo = recall();
    const again = memo?.region === lastRegion.key ? remembered(memo) : null;
    return again && scope.contains(again) ? again : null;
  };

  const active = (): HTMLElement | null => {
    const el = doc.activeElement;
    return el instanceof HTMLElement && el !== doc.body && isVisible(el) ? el : null;
  };

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

  /** Tells the focus memory where focus is (a dialog's focus is not the page's: its opener gets focus back). */
  const report = (el: Element) => {
    if (!events || !(el instanceof HTMLElement) || el.closest('dialog')) return;
    const region = regionOf(el, doc.body);
    if (region) {
      const index = stopsOfRegion(region).stops.indexOf(el);
      if (index >= 0) events.moved(keyOf(region), index);
      return;
    }
    const key = looseKey(el);
    const index = looseStops(key).indexOf(el);
    if (index >= 0) events.moved(key, index);
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

  return {
    move(direction, region) {
      moves++;
      const scope = scopeOf(region);
      const current = active();
      if (!current || !scope.contains(current)) {
        // focus was lost: back to the element that had it if it is there again (the navbar drawn anew under the
        // member's focus sent it into the page's content), else the region's first stop
        const first = (current ? null : redrawn(scope)) ?? firstStop(scope);
        if (first) focus(first);
        return;
      }
      const next = step(scope, current, direction, region);
      if (next === 'done') return;
      if (next && next !== current && region === 'page' && readOnOrJump(current, next, direction)) return;
      if (next && next !== current) focus(next);
      else if (!scrollText(scope, direction)) events?.blocked(direction);
    },
    activate() {
      const el = active();
      if (!el) return;
      if (isTextField(el)) return;
      el.click();
    },
    dismissModal() {
      const dialog = dialogs().pop();
      if (!dialog) return;
      // the same path as Escape on a native dialog: the view decides (a dialog that must be answered ignores it)
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    },
    beginTextEntry() {
      const el = active();
      if (!isTextField(el)) return;
      editing = el;
      el.readOnly = false;
      // platforms open their on-screen keyboard for a focused, editable field
      el.blur();
      el.focus({ preventScroll: true });
    },
    endTextEntry() {
      if (editing) editing.readOnly = true;
      editing = null;
    },
    focusStage() {
      const stage = doc.querySelector<HTMLElement>('.player');
      if (!stage) return;
      stage.setAttribute('data-tv-stage', '');
      if (!stage.hasAttribute('tabindex')) stage.tabIndex = -1;
      whenRendered(() => {
        const el = doc.querySelector<HTMLElement>('.player');
        if (!el) return false;
        el.focus({ preventScroll: true });
        return doc.activeElement === el;
      });
    },
    focusControls() {
      // the failure's choices, else the control bar (play/pause first), else anything in the player
      const region =
        doc.querySelector<HTMLElement>('.player__error') ??
        doc.querySelector<HTMLElement>('.player__bar') ??
        doc.querySelector<HTMLElement>('.player');
      const first = region ? firstStop(region) : null;
      if (first) focus(first);
    },
    leavePage() {
      movesAtLeave = moves;
    },
    restore(memory) {
      const memo = memory?.region ? memory : undefined;
      const startedAt = moves;
      const leftAt = movesAtLeave ?? moves;
      movesAtLeave = null;
      const startedOn = doc.activeElement;
      const since = Date.now();
      whenRendered(() => {
        // the member moved on their own meanwhile, or something took focus (a notice that asks for an answer): leave it
        if (moves !== startedAt) return true;
        // the member moved between leaving the previous page and this one resolving, and focus is still on what they
        // moved to outside the page's content (the navbar, which stays across pages): leave it there
        const moved = active();
        if (moves !== leftAt && moved && !doc.querySelector('main')?.contains(moved)) return true;
        const taken = active();
        if (taken && taken !== startedOn && !memo) return true;
        // a dialog is open (closing with the old address, or opened by the new page): wait until it is gone
        if (dialogs().length > 0) return false;
        // the same page under a new address (a dialog of the page closed, a filter changed): focus stays where it is
        const now = active();
        if (!memo && now && doc.querySelector('main')?.contains(now)) return true;
        const target = memo ? remembered(memo) : null;
        if (target) {
          // the page where the member left it, then focus on what they left (scrolled into the safe area if need be)
          window.scrollTo({ top: memo!.scrollY, behavior: 'auto' });
          focus(target);
          return true;
        }
        // what the member left may render late (after its data, or a notice after its delay): give it time
        if (memo && Date.now() - since < MEMO_WAIT_MS) return false;
        const main = doc.querySelector('main');
        if (!main) return false;
        const first = firstStop(main);
        // wait for the content (a skeleton has no stops); the navbar is a fallback only when the page has none
        if (first && !main.querySelector('[aria-busy="true"]')) {
          focus(first);
          return true;
        }
        // a page with nothing to focus in its content (a policy, an article): the navbar's first stop, so that focus
        // is never lost; Down then scrolls the text
        if (!first && Date.now() - since > TEXT_PAGE_WAIT_MS && !main.querySelector('[aria-busy="true"]')) {
          const any = firstStop(doc.body);
          if (any) focus(any);
          return true;
        }
        return false;
      });
    },
    start(handlers) {
      events = handlers;
      let open = dialogs().length;
      const onDialogs = () => {
        const now = dialogs().length;
        if (now > 0 && open === 0) handlers.dialogOpened();
        if (now === 0 && open > 0) {
          // the dialog gave focus back to its opener as it closed
          const back = active();
          handlers.dialogClosed(back !== null && !back.hasAttribute('data-tv-stage'));
        }
        open = now;
      };
      const dialogObserver = new MutationObserver(onDialogs);
      dialogObserver.observe(doc.body, { attributes: true, attributeFilter: ['open'], subtree: true, childList: true });

      const onFocusIn = (e: FocusEvent) => {
        const el = e.target as Element;
        lastFocused = describe(el);
        const region = el.closest('dialog') ? null : regionOf(el, doc.body);
        lastRegion = region ? { key: keyOf(region), at: doc.location.href } : null;
        report(el);
        if (isTextField(el)) {
          if (el !== editing) el.readOnly = true;
          handlers.kind('text');
        } else if (isSlider(el)) handlers.kind('slider');
        else handlers.kind('control');
      };
      const onFocusOut = (e: FocusEvent) => {
        if (e.relatedTarget) return;
        // focus went nowhere (the element disappeared): on the next frame, back to it if it was drawn again, else to
        // the region's first stop, unless a new page is rendering (restore takes care of it)
        window.requestAnimationFrame(() => {
          if (active() || pending) return;
          const dialog = dialogs().pop();
          const player = doc.querySelector<HTMLElement>('.player');
          const main = doc.querySelector('main');
          const stop = dialog
            ? (redrawn(dialog) ?? firstStop(dialog))
            : player
              ? null
              : (redrawn(doc.body) ?? (main ? firstStop(main) : null) ?? firstStop(doc.body));
          if (stop) focus(stop);
          else if (player) player.focus({ preventScroll: true });
          else handlers.kind('none');
        });
      };
      doc.addEventListener('focusin', onFocusIn);
      doc.addEventListener('focusout', onFocusOut);
      return () => {
        dialogObserver.disconnect();
        doc.removeEventListener('focusin', onFocusIn);
        doc.removeEventListener('focusout', onFocusOut);
        cancelPending();
        events = null;
      };
    },
  };
}
