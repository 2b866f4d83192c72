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
import type { PageFocusMemory } from '~machines/tv/focusMemoryMachine';
import type { FocusRegion } from '~machines/tv/tvShellMachine';
import { isSlider, isTextField, isVisible, prepare } from './focusStops';
import { keyOf, looseKey, regionOf, stopsOfRegion } from './focusRegions';
import { clearStepScroll, readOnOrJump, reveal, scrollText } from './focusScroll';
import { describe, find, type Remembered } from './focusRecall';
import { createNavigator } from './focusNavigation';
import { createRenderWait } from './focusRenderWait';
import type { FocusEngine, FocusEvents } from './focusTypes';

export type { FocusEngine, FocusEvents } from './focusTypes';

export { isSlider, isTextField, isVisible } from './focusStops';
export { LOOSE } from './focusRegions';
export { reveal } from './focusScroll';

/** How long a page's content may show no stop before it is taken for a page of text. */
const TEXT_PAGE_WAIT_MS = 1500;
/** How long the element a member left may take to come back before the page's first stop is taken instead. */
const MEMO_WAIT_MS = 3000;
/**
 * How long a part of the page still loading (`aria-busy`: the rows' skeleton, the banner's placeholder) holds the first
 * focus back, so that a page opens on its first region even when that region's data comes last; past it, the first
 * stop drawn is taken (a call that never answers does not leave the page without focus).
 */
const BUSY_WAIT_MS = 6000;

/**
 * `recall` reads the focus memory of the page on screen (the TV shell's focus memory machine): where each region was
 * left, to enter it there again.
 */
export function createFocusEngine(
  doc: Document = document,
  recall: () => PageFocusMemory | undefined = () => undefined,
): FocusEngine {
  let editing: HTMLInputElement | HTMLTextAreaElement | null = null;
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
    clearStepScroll();
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

  const rendering = createRenderWait(doc);
  const cancelPending = rendering.cancel;
  const whenRendered = rendering.whenRendered;

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

  const { looseStops, remembered, step } = createNavigator(doc, recall, focus, whenRendered);

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
        const busy = main.querySelector('[aria-busy="true"]') !== null;
        // wait for the content (a skeleton has no stops, a region still loading above others would be skipped); the
        // navbar is a fallback only when the page has none
        if (first && (!busy || Date.now() - since > BUSY_WAIT_MS)) {
          focus(first);
          return true;
        }
        // a page with nothing to focus in its content (a policy, an article): the navbar's first stop, so that focus
        // is never lost; Down then scrolls the text
        if (!first && Date.now() - since > TEXT_PAGE_WAIT_MS && !busy) {
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
          if (active() || rendering.waiting()) return;
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
