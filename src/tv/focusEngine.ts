/**
 * The TV focus engine: moves real DOM focus (so the platform's on-screen keyboard, screen readers and tests all see
 * `document.activeElement`) inside the region the TV shell machine chooses, with BBC's LRUD spatial navigation
 * (`@bbc/tv-lrud-spatial`): it measures the rendered page, so every view stays the same pure view as on the web.
 *
 * What it adds around the library: regions (the page, the open dialog, the exit prompt, the player), elements a
 * member cannot see are never a stop (inactive banner slides, collapsed or zero-sized elements, `data-tv-skip`),
 * rows remember their last tile, the focused element is scrolled inside the 5% title-safe area smoothly, focus is
 * never lost (an element that disappears hands focus to the region's first stop), text fields stay read-only until
 * the member presses OK on them (so the on-screen keyboard does not pop up while browsing), and the element a
 * member left is focused again when they come back to a page.
 */
import { getNextFocus } from '@bbc/tv-lrud-spatial';
import type { Direction, FocusKind, FocusRegion } from '../../machines/tv/tvShellMachine';
import { mediaMatches, REDUCED_MOTION } from '../shared/media';

const CONTROL = 'a[href], button, input, select, textarea';
const FOCUSABLE = `${CONTROL}, [tabindex]`;
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
  dialogClosed(): void;
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
  const tabindex = el.getAttribute('tabindex');
  return tabindex === null || Number(tabindex) >= 0;
}

let ids = 0;

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
    // rows (sections) remember their last focused tile by id
    if (!el.id) el.id = `tvf-${++ids}`;
    stops.push(el);
  });
  // a row (section) is entered at its last tile, or at its first tile rather than its "See all" link
  scope.querySelectorAll('section').forEach((row) => {
    const last = row.getAttribute('data-focus');
    if (last && stops.some((s) => s.id === last)) return;
    const first = stops.find((s) => row.contains(s) && s.closest('li')) ?? stops.find((s) => row.contains(s));
    if (first) row.setAttribute('data-focus', first.id);
  });
  return stops;
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
  const row = (el.closest('section, [data-tv-row]') as HTMLElement | null) ?? el;
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
  const target = next.getBoundingClientRect();
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
  /** The route is about to change: remember what the member left on the page (history entry `key`, path `href`). */
  remember(key: string, href: string): void;
  /** A new page: focus what the member left there (by entry, else by address), else its first stop once it renders. */
  restore(key: string, href: string): void;
  /** Starts the observers; returns their cleanup. */
  start(events: FocusEvents): () => void;
}

export function createFocusEngine(doc: Document = document): FocusEngine {
  /** What the member left, by history entry, and by address (a page reached again through a new entry). */
  const memory = new Map<string, Remembered>();
  const byHref = new Map<string, Remembered>();
  let editing: HTMLInputElement | HTMLTextAreaElement | null = null;
  let pending: (() => void) | null = null;
  let events: FocusEvents | null = null;
  /** Moves the member made: a page that renders late must not take focus from where they went meanwhile. */
  let moves = 0;

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
  /**
   * The element that had focus, drawn again in `scope` (the same place and address: a re-render replaced it while it
   * had focus), so that focus goes back where the member was rather than to the region's first stop.
   */
  const redrawn = (scope: HTMLElement): HTMLElement | null => {
    const el = lastFocused ? find(lastFocused) : null;
    return el && scope.contains(el) ? el : null;
  };

  const active = (): HTMLElement | null => {
    const el = doc.activeElement;
    return el instanceof HTMLElement && el !== doc.body && isVisible(el) ? el : null;
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
      // nothing is above the navbar, and along it only its own stops: content scrolled under a sticky header is
      // neither "up" nor "beside" for a member
      const header = current.closest('header');
      if (direction === 'up' && header) return events?.blocked(direction);
      if (header && region === 'page' && (direction === 'left' || direction === 'right')) {
        prepare(header);
        const along = getNextFocus(current, KEY_NAMES[direction] as unknown as number, header);
        if (along && along !== current) focus(along);
        else events?.blocked(direction);
        return;
      }
      // Along a row (left/right inside a section), the next stop is in that row when there is one: measuring the row
      // alone, not the whole page, keeps a key press within a frame on a TV's slow CPU
      const row = direction === 'left' || direction === 'right' ? current.closest('section') : null;
      if (row && scope.contains(row) && !current.closest('header')) {
        prepare(row);
        const along = getNextFocus(current, KEY_NAMES[direction] as unknown as number, row);
        if (along && along !== current) return focus(along);
      }
      prepare(scope);
      // Up from the content stays in the content while there is any above (the banner scrolled under the sticky navbar
      // is "up" for a member, the navbar over it is not), then reaches the navbar
      const main = doc.querySelector('main');
      const inContent = direction === 'up' && main && scope.contains(main) && main.contains(current);
      const next =
        (inContent ? getNextFocus(current, KEY_NAMES[direction] as unknown as number, main as HTMLElement) : null) ??
        getNextFocus(current, KEY_NAMES[direction] as unknown as number, scope);
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
    remember(key, href) {
      const el = active();
      if (!el || el.closest('dialog')) return;
      memory.set(key, describe(el));
      byHref.set(href, describe(el));
    },
    restore(key, href) {
      const memo = memory.get(key) ?? byHref.get(href);
      const startedAt = moves;
      const startedOn = doc.activeElement;
      const since = Date.now();
      whenRendered(() => {
        // the member moved on their own meanwhile, or something took focus (a notice that asks for an answer): leave it
        if (moves !== startedAt) return true;
        const taken = active();
        if (taken && taken !== startedOn && !memo) return true;
        // a dialog is open (closing with the old address, or opened by the new page): wait until it is gone
        if (dialogs().length > 0) return false;
        // the same page under a new address (a dialog of the page closed, a filter changed): focus stays where it is
        const now = active();
        if (!memo && now && doc.querySelector('main')?.contains(now)) return true;
        const target = memo ? find(memo) : null;
        if (target) {
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
        if (now === 0 && open > 0) handlers.dialogClosed();
        open = now;
      };
      const dialogObserver = new MutationObserver(onDialogs);
      dialogObserver.observe(doc.body, { attributes: true, attributeFilter: ['open'], subtree: true, childList: true });

      const onFocusIn = (e: FocusEvent) => {
        const el = e.target as Element;
        lastFocused = describe(el);
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
