/**
 * Where the flow inspector's panel sits, beside the app rather than over it or squeezing it:
 *
 * - The app keeps the layout of the whole window: `body` is as wide as the window and scaled down (`zoom`) into the
 *   space left of the panel, so its breakpoints (the desktop navbar needs 1200 px) still match the width it is laid
 *   out in. Squeezing it into a narrower body while its media queries saw the whole window overlapped the navbar's
 *   items. Right-anchored fixed parts of the app (toasts, modal dialogs, the offline notice) end where the panel
 *   starts (`--fi-inset`, inspector.css). The panel's host hangs from `<html>`, outside the scaled body.
 * - A modal dialog makes everything outside it inert, so while one is open the panel's host moves into the topmost
 *   open modal dialog (and back when it closes): the panel stays clickable, the dialog keeps its focus trap. Only
 *   with `?inspect`, never for members.
 */

/** The panel's width at a window width (the same as `.fi` in inspector.css). */
export const panelWidth = (windowWidth: number) => Math.min(480, Math.round(windowWidth * 0.42));

const root = () => document.documentElement;

/** Lays the app out beside the panel while it is open; undoes it when the panel is folded to its tab. */
export function besidePanel(open: boolean): () => void {
  const html = root();
  const apply = () => {
    const width = html.clientWidth || window.innerWidth;
    const panel = panelWidth(width);
    const scale = (width - panel) / width;
    html.style.setProperty('--fi-width', `${panel}px`);
    html.style.setProperty('--fi-zoom', String(scale));
    html.style.setProperty('--fi-unzoom', String(1 / scale));
    html.style.setProperty('--fi-body-width', `${width}px`);
    // in the app's scaled pixels: how far from the right a fixed part of the app ends
    html.style.setProperty('--fi-inset', `${panel / scale}px`);
  };
  html.classList.toggle('with-flow-inspector', open);
  if (!open) return () => {};
  apply();
  window.addEventListener('resize', apply);
  return () => window.removeEventListener('resize', apply);
}

const isModal = (dialog: Element) => {
  try {
    return dialog.matches(':modal');
  } catch {
    // browsers without :modal (the TV's Chrome 69): the app opens its dialogs with showModal()
    return true;
  }
};

/** Keeps `host` in the topmost open modal dialog while there is one, else at the end of `<html>`. */
export function followModalDialogs(host: HTMLElement): void {
  const opened: Element[] = [];
  const place = () => {
    for (let i = opened.length - 1; i >= 0; i--) {
      const d = opened[i] as HTMLDialogElement;
      if (!d.open || !d.isConnected) opened.splice(i, 1);
    }
    for (const d of Array.from(document.querySelectorAll('dialog[open]')))
      if (!opened.includes(d) && isModal(d)) opened.push(d);
    const top = opened[opened.length - 1];
    const parent = top ?? root();
    if (host.parentNode !== parent) parent.appendChild(host);
    host.classList.toggle('fi-in-dialog', !!top);
  };
  place();
  new MutationObserver(place).observe(root(), {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
}
