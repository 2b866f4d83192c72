/**
 * The early hero as a phone on slow 4G sees it (part of `npm run bench`): the page loads in Chromium with the network
 * and the CPU really throttled (DevTools' "applied" throttling, Lighthouse's figures for it: 562.5 ms request latency,
 * 1.47 Mbit/s down, 0.68 Mbit/s up, CPU 4x slower) at a phone's viewport, and the page itself records, from its
 * Element Timing entries for the first screen's image (`elementtiming="first-screen"`), when the hero was first
 * painted by the boot (inside `[data-early-paint]`) and when the app painted its own, and the browser's largest
 * contentful paint. Lighthouse's simulation cannot show the early hero's effect (docs/performance.md: what bounds
 * LCP); this shows it. "none": the app drew the page before the boot's answers came, so nothing was painted early.
 * Figures only, medians (of the runs that painted early, for the early hero), judged by people.
 */

/** Lighthouse's DevTools throttling for mobile slow 4G (its `throttling.mobileSlow4G` with `devtools` adjustments). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/** Runs in the page before its scripts: the first-screen image's paints, early and the app's, and the LCP. */
function recordPaints() {
  const w = window;
  w.__paints = { early: null, app: null, lcp: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'first-screen') continue;
      const at = entry.renderTime || entry.loadTime;
      if (entry.element && entry.element.closest('[data-early-paint]')) w.__paints.early ??= at;
      else w.__paints.app ??= at;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    w.__paints.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function once(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(recordPaints);
    await page.goto(url);
    await page.waitForFunction(() => window.__paints.app !== null, null, { timeout: 60_000 });
    return await page.evaluate(() => window.__paints);
  } finally {
    await context.close();
  }
}

/**
 * Loads each page `runs` times (a fresh context each: cold cache, empty storage) and returns per page the medians of
 * the early hero's paint, the app's hero paint and the LCP (ms from navigation; null when there was no early paint).
 */
export async function earlyPaints(browser, pages, { runs = 3, median, log = console.log } = {}) {
  const rows = [];
  for (const { name, url } of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await once(browser, url));
    const med = (key) => {
      const xs = samples.map((s) => s[key]).filter((x) => typeof x === 'number');
      return xs.length ? Math.round(median(xs)) : null;
    };
    const row = { name, early: med('early'), app: med('app'), lcp: med('lcp') };
    const ms = (x) => (typeof x === 'number' ? `${Math.round(x)}` : 'none');
    log(
      `  ${name.padEnd(14)} early hero ${ms(row.early).padStart(5)}   app's hero ${ms(row.app).padStart(5)}   LCP ${ms(row.lcp).padStart(5)} ms   (early/app per run: ${samples.map((s) => `${ms(s.early)}/${ms(s.app)}`).join(', ')})`,
    );
    rows.push(row);
  }
  return rows;
}
