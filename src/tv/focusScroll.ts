/**
 * Scrolling for the remote: the focused element inside the 5% title-safe area (its rail, a dialog's body, the page),
 * never under what stays over the page's bottom; a step of the page at a time across text with nothing to focus.
 */
import type { Direction } from '~machines/tv/tvShellMachine';
import { mediaMatches, REDUCED_MOTION } from '~/services/media';
import { REGION } from './focusStops';

/** The title-safe margin: 5% of the screen on each side. */
export const SAFE = 0.05;

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
export function scrollText(scope: HTMLElement, direction: Direction): boolean {
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
export function readOnOrJump(current: HTMLElement, next: HTMLElement, direction: Direction): boolean {
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

/** Focus moved: a step scroll under way is no longer where the next step counts from. */
export function clearStepScroll(): void {
  stepTo = null;
}
