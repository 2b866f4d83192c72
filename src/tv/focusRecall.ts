/** "The same element" after a page re-renders: where it was (a path of child indexes) and what it was (address, name). */
import { isFocusable, isVisible } from './focusStops';

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

export interface Remembered {
  path: number[];
  href: string | null;
  label: string | null;
}

export const describe = (el: Element): Remembered => ({
  path: pathOf(el),
  href: el.getAttribute('href'),
  label: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 80) ?? null,
});

export function find(memo: Remembered): HTMLElement | null {
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
