/**
 * Key press to focus paint on the TV home: a remote key (ArrowRight, then ArrowLeft back, along a row)
 * pressed `presses` times; for each, the time from the keydown event to the first animation frame after focus moved
 * (the frame that paints the new ring), measured inside the page with the event's own timestamp. Returns the
 * durations in ms. Figures only: judged as a median by people, never asserted in a timed test.
 *
 * The timer's key listener must run before the app's (the remote-key actor moves focus synchronously inside its own
 * keydown listener, so a listener added after it would see the focus move before it saw the key): `installKeyTimer`
 * is an init script for the page's context, run before any of the app's scripts.
 */
export function installKeyTimer() {
  const w = window;
  w.__tvKeyTimes = [];
  let pressed = 0;
  // at the window in the capture phase, registered before the app's remote-key actor
  window.addEventListener('keydown', (e) => (pressed = e.timeStamp), true);
  document.addEventListener('focusin', () => {
    if (!pressed) return;
    const start = pressed;
    pressed = 0;
    // the frame that paints the moved focus: the next animation frame, measured when it has run
    requestAnimationFrame(() => setTimeout(() => w.__tvKeyTimes.push(performance.now() - start), 0));
  });
}

/** `keys`: the pair pressed, five of the first, then five of the second (along a row), or alternately (two keys that
 * undo each other, such as Down and Up between regions). */
export async function keyToFocusPaint(page, { presses = 50, keys = null } = {}) {
  await page.evaluate(() => (window.__tvKeyTimes = []));
  for (let i = 0; i < presses; i++) {
    const key = keys ? keys[i % 2] : Math.floor(i / 5) % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
    const before = await page.evaluate(() => window.__tvKeyTimes.length);
    await page.keyboard.press(key);
    // wait for this press's measurement (a press at a row's end moves nothing: skip it after a short wait)
    await page.waitForFunction((n) => window.__tvKeyTimes.length > n, before, { timeout: 2000 }).catch(() => undefined);
  }
  return page.evaluate(() => window.__tvKeyTimes);
}
