/**
 * What is a stop for the TV remote: the elements a member can see and focus, text fields and sliders (which take
 * keys of their own). Measured on the rendered page.
 */
export const CONTROL = 'a[href], button, input, select, textarea';
/** `data-tv-stop`: an element that is a stop on TV only (focused with `tabindex="-1"`: the banner's text block). */
export const FOCUSABLE = `${CONTROL}, [tabindex], [data-tv-stop]`;
export const REGION = '[data-tv-region]';
const TEXT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', '']);

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

export function isFocusable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.matches(FOCUSABLE)) return false;
  if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return false;
  if (el.hasAttribute('data-tv-stop')) return true;
  const tabindex = el.getAttribute('tabindex');
  return tabindex === null || Number(tabindex) >= 0;
}

/** The stops of `scope` a member can see, in document order; LRUD is told to skip the others. */
export function prepare(scope: Element): HTMLElement[] {
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
export function isStop(el: HTMLElement): boolean {
  if (el.getAttribute('tabindex') === '0' && !el.matches(CONTROL) && el.querySelector(CONTROL)) return false;
  return isFocusable(el) && isVisible(el);
}
