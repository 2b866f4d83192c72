/** Waiting for a page to render what focus should go to: on every change of the page, and on a beat. */
/** How long a page may take to render the element a member left, before the first stop is taken instead. */
const RESTORE_WAIT_MS = 8000;

export function createRenderWait(doc: Document) {
  let pending: (() => void) | null = null;
  const cancel = () => {
    pending?.();
    pending = null;
  };

  /** Runs `attempt` now and on every change of the page until it returns true or the wait is over. */
  const whenRendered = (attempt: () => boolean) => {
    cancel();
    if (attempt()) return;
    const observer = new MutationObserver(() => {
      if (attempt()) cancel();
    });
    observer.observe(doc.body, { childList: true, subtree: true, attributes: true });
    // also on a beat: some answers are "nothing came" (a page of text with no stops)
    const beat = window.setInterval(() => {
      if (attempt()) cancel();
    }, 250);
    const timer = window.setTimeout(cancel, RESTORE_WAIT_MS);
    pending = () => {
      observer.disconnect();
      window.clearInterval(beat);
      window.clearTimeout(timer);
    };
  };

  return {
    /** Runs `attempt` now and on every change of the page until it returns true or the wait is over. */
    whenRendered,
    /** Stops waiting. */
    cancel,
    /** A wait is under way (a page is rendering what focus should go to). */
    waiting: () => pending !== null,
  };
}
