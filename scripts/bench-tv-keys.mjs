/**
 * Key press to focus paint on the TV home (issue 10): a remote key (ArrowRight, then ArrowLeft back, along a row)
 * pressed `presses` times; for each, the time from the keydown event to the first animation frame after focus moved
 * (the frame that paints the new ring), measured inside the page with the event's own timestamp. Returns the
 * durations in ms. Figures only: judged as a median by people, never asserted in a timed test.
 */
export async function keyToFocusPaint(page, { presses = 50 } = {}) {
  await page.evaluate(() => {
    const w = window;
    w.__tvKeyTimes = [];
    let pressed = 0;
    // at the window in the capture phase, like the remote-key actor (which stops the key from going further)
    window.addEventListener('keydown', (e) => (pressed = e.timeStamp), true);
    document.addEventListener('focusin', () => {
      if (!pressed) return;
      const start = pressed;
      pressed = 0;
      // the frame that paints the moved focus: the next animation frame, measured when it has run
      requestAnimationFrame(() => setTimeout(() => w.__tvKeyTimes.push(performance.now() - start), 0));
    });
  });
  for (let i = 0; i < presses; i++) {
    const key = Math.floor(i / 5) % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
    const before = await page.evaluate(() => window.__tvKeyTimes.length);
    await page.keyboard.press(key);
    // wait for this press's measurement (a press at a row's end moves nothing: skip it after a short wait)
    await page.waitForFunction((n) => window.__tvKeyTimes.length > n, before, { timeout: 2000 }).catch(() => undefined);
  }
  return page.evaluate(() => window.__tvKeyTimes);
}
