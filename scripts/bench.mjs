#!/usr/bin/env node
/**
 * `npm run bench`: builds the web app and the TV app (demo builds, as `npm start` and the e2e tests make them), serves
 * them as deployed (`scripts/serve.mjs`: precompressed, cached, security headers) and measures, in Debian's Chromium
 * against the fake provider:
 * - what the home route loads first: JavaScript and CSS in KB gzip (docs/performance.md goal 150 KB JS on web),
 *   web and TV (the TV figure includes the built-ins it puts back for Chrome 69), and the median time to the rendered home;
 * - the TV home at 1920x1080 on a TV's CPU: the time from the navigation to the home's first row shown with focus
 *   in the page's content, and key press to focus paint (median of 50 presses, along a row and between regions),
 *   each at full speed and with the CPU throttled 4x (a TV's CPU is that much slower: DevTools
 *   `Emulation.setCPUThrottlingRate`), printed side by side; click on Play to the video's first frame (median under
 *   1 s);
 * - the early hero on a phone with the network and CPU really throttled (slow 4G, 4x CPU): when the boot painted the
 *   hero and when the app painted its own, and the browser's LCP, on the home, a product and the magazine of both
 *   clubs, median of 3 (scripts/bench-early-paint.mjs; what Lighthouse's simulation cannot show);
 * - Lighthouse (mobile, simulated throttling) on home, a product, a category and the magazine of a light club (mct)
 *   and a dark club with advertisements (fbt), median of 3 runs each (scripts/bench-lighthouse.mjs).
 * Each run is kept in `bench/last.json`; the next run prints its figures' ratios to it (absolute times vary between
 * machines and with the machine's load). Times are figures only, judged by people, never asserted; sizes are not
 * timing: the bench exits with an error when the home's first-load JavaScript grows past its budget (web 165 KB gzip,
 * TV 190 KB gzip, `FIRST_LOAD_BUDGET_KB`).
 *
 * Quick modes (env): BENCH_LH_RUNS=1 (Lighthouse runs per page, default 3), BENCH_LH_PAGES=home,fbt (only the pages
 * whose name contains one of these words), BENCH_LH=0 (no Lighthouse), BENCH_LH_ONLY=1 (Lighthouse alone),
 * BENCH_SKIP_BUILD=1 (measure the builds already in dist-bench / dist-bench-tv), BENCH_RUNS (home loads, default 5),
 * BENCH_KEEP=0 (do not write bench/last.json), BENCH_TV_ONLY=1 (only the TV build and its figures on a TV's CPU),
 * BENCH_TV_RUNS (TV home loads per CPU speed, default 3), BENCH_PAINT=0 (no early hero figures), BENCH_PORT_BASE (the servers' ports, default 4400: provider +11, web +73, TV +74).
 */
import { spawn, execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { parse } from 'acorn';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { installKeyTimer, keyToFocusPaint } from './bench-tv-keys.mjs';
import { lighthousePages, lighthouseTable } from './bench-lighthouse.mjs';
import { earlyPaints } from './bench-early-paint.mjs';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4400);
const PROVIDER_PORT = PORT_BASE + 11;
const APP_PORT = PORT_BASE + 73;
const TV_PORT = PORT_BASE + 74;
const TV_ONLY = process.env.BENCH_TV_ONLY === '1';
const provider = `http://localhost:${PROVIDER_PORT}`;
const app = `http://localhost:${APP_PORT}`;
const tvApp = `http://localhost:${TV_PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const club = process.env.BENCH_CLUB ?? '2';
const LH = process.env.BENCH_LH !== '0' && process.env.BENCH_TV_ONLY !== '1';
const LH_ONLY = process.env.BENCH_LH_ONLY === '1';
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const LH_FILTER = (process.env.BENCH_LH_PAGES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const LAST = 'bench/last.json';
/** The home route's first-load JavaScript may not grow past these (KB gzip): the bench fails beyond them. */
const FIRST_LOAD_BUDGET_KB = { web: 165, tv: 190 };
/** Loads of the TV home per CPU speed, for its median time to shown and focused. */
const TV_RUNS = Number(process.env.BENCH_TV_RUNS ?? 3);
/** The Lighthouse pages: a light club (2, mct) and a dark club with advertisements (4, fbt). */
const LH_PAGES = [
  ['mct home', '/?club=2'],
  ['mct product', '/product/2014?club=2'],
  ['mct category', '/category/201?club=2'],
  ['mct magazine', '/magazine?club=2'],
  ['fbt home', '/?club=4'],
  ['fbt product', '/product/4014?club=4'],
  ['fbt category', '/category/402?club=4'],
  ['fbt magazine', '/magazine?club=4'],
].filter(([name]) => !LH_FILTER.length || LH_FILTER.some((word) => name.includes(word)));

const env = {
  ...process.env,
  VITE_API_URL: `${provider}/api`,
  VITE_IP_LOOKUP_URL: `${provider}/ip`,
  VITE_PING_URL: `${provider}/ping`,
  VITE_STANDINS_URL: `${provider}/standins`,
  VITE_ENVIRONMENT: 'demo',
};

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('building…');
  execFileSync('node_modules/.bin/tsr', ['generate'], { stdio: 'ignore' });
  if (!TV_ONLY)
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', 'dist-bench'], {
      stdio: 'inherit',
      env,
    });
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--mode', 'tv', '--logLevel', 'error', '--outDir', 'dist-bench-tv'],
    { stdio: 'inherit', env },
  );
}

// a server left on one of the bench's ports would be measured instead of this build
for (const url of [provider, app, tvApp]) {
  const busy = await fetch(url).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`${url} is already in use: stop what listens there first`);
}

const children = [
  spawn('node_modules/.bin/tsx', ['openapi/fake/server.ts'], {
    env: { ...env, PORT: String(PROVIDER_PORT) },
    stdio: 'ignore',
    detached: true,
  }),
  // served as deployed: scripts/serve.mjs (`npm run serve`)
  ...(TV_ONLY
    ? []
    : [
        spawn('node', ['scripts/serve.mjs', 'dist-bench'], {
          env: { ...env, PORT: String(APP_PORT) },
          stdio: 'ignore',
          detached: true,
        }),
      ]),
  ...(LH_ONLY
    ? []
    : [
        spawn('node', ['scripts/serve.mjs', 'dist-bench-tv'], {
          env: { ...env, PORT: String(TV_PORT) },
          stdio: 'ignore',
          detached: true,
        }),
      ]),
];
// each child leads its own process group (tsx runs the fake in a grandchild): the whole group is ended
const stop = () =>
  children.forEach((c) => {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      c.kill('SIGTERM');
    }
  });
process.on('exit', stop);

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not start`);
}

/** Bytes on disk of a build directory, all files. */
const diskSize = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? diskSize(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  );

/**
 * Syntax in the TV build's chunks that Chrome 69 cannot parse. Every chunk must parse as ES2020 (so no class fields,
 * numeric separators, logical assignment, RegExp `d`/`v` flags ...) without the ES2020 parts Chrome 69 lacks:
 * optional chaining, `??` (80) and `export * as ns` (72). Chrome 69 has the rest of ES2020 that bundles use
 * (dynamic `import()`, `import.meta`, BigInt).
 */
function tooNewForChrome69(dir) {
  const found = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    let ast;
    try {
      ast = parse(readFileSync(join(dir, name), 'utf8'), { ecmaVersion: 2020, sourceType: 'module' });
    } catch (e) {
      found.push(`${name}: ${e.message}`);
      continue;
    }
    const seen = new Set();
    const walk = (node) => {
      if (node.type === 'ChainExpression') seen.add('?.');
      if (node.type === 'LogicalExpression' && node.operator === '??') seen.add('??');
      if (node.type === 'ExportAllDeclaration' && node.exported) seen.add('export * as');
      for (const value of Object.values(node)) {
        for (const child of Array.isArray(value) ? value : [value])
          if (child && typeof child.type === 'string') walk(child);
      }
    };
    walk(ast);
    if (seen.size) found.push(`${name}: ${[...seen].join(' ')}`);
  }
  return found;
}

/** The text of a document's inline scripts (those without a `src`), joined: what it runs before any chunk arrives. */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

/**
 * Opens the home route once from a cold cache and returns every script and stylesheet the origin served, and the
 * document's inline scripts, gzipped here (the same method for web and TV). `ms` is the time from the navigation to
 * the first rendered row. The first load is what was requested before that row showed (what a member waits for);
 * what the app loads afterwards on purpose (the cookie notice's code, due at 1.5 s) is listed as `later`, observed
 * until the notice is on screen and the network is idle.
 */
async function firstLoad(browser, origin, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const bodies = [];
  let renderedAt = Infinity;
  page.on('request', (req) => {
    const url = req.url();
    const type = req.resourceType();
    // the document's inline scripts (the boot prefetch) are JavaScript of the first load too
    if (type === 'document' && url.startsWith(origin))
      bodies.push(
        req
          .response()
          .then((res) => res?.text())
          .then((html) => ({
            url: 'inline <script>s of index.html',
            type: 'script',
            size: gzipSync(inlineScripts(html ?? '')).length,
            later: false,
          })),
      );
    if (!url.startsWith(origin) || (type !== 'script' && type !== 'stylesheet')) return;
    const later = Date.now() > renderedAt;
    bodies.push(
      req
        .response()
        .then((res) => res?.body())
        .then((b) => ({ url: url.replace(origin, ''), type, size: b ? gzipSync(b).length : 0, later })),
    );
  });
  const t0 = Date.now();
  await page.goto(`${origin}/?club=${club}`);
  // the home is rendered when its first category row (with its artwork slots) is on screen
  await page.locator('.row__title').first().waitFor();
  renderedAt = Date.now();
  const ms = renderedAt - t0;
  // what comes after the first screen: the cookie notice (a fresh visitor gets it 1.5 s after load)
  await page.getByRole('dialog', { name: /^(We use cookies|Usamos cookies)$/ }).waitFor();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  await context.close();
  const files = all.filter((f) => !f.later);
  const sum = (type) => files.filter((f) => f.type === type).reduce((n, f) => n + f.size, 0);
  return { files, later: all.filter((f) => f.later), js: sum('script'), css: sum('stylesheet'), ms };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Click on Play on the page of the free product (anonymous, club 2) to the video's first frame (readyState >= 2 and
 * time advancing), in the page's own clock; `runs` times from a cold page.
 */
async function playToFirstFrame(browser, runs) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem(
        'club.configuration',
        JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
      );
      document.addEventListener('click', () => (window.__benchClickAt = performance.now()), { capture: true });
    });
    const page = await context.newPage();
    await page.goto(`${app}/product/2009?club=2`);
    await page.locator('.product-actions__play').first().click();
    const frameAt = await page.waitForFunction(
      () => {
        const v = document.querySelector('video.player__video');
        return v && v.readyState >= 2 && v.currentTime > 0 && !v.paused ? performance.now() : false;
      },
      null,
      { timeout: 20_000, polling: 'raf' },
    );
    const clickAt = await page.evaluate(() => window.__benchClickAt);
    times.push(Math.round((await frameAt.jsonValue()) - clickAt));
    await context.close();
  }
  return times;
}

const readLast = () => {
  try {
    return existsSync(LAST) ? JSON.parse(readFileSync(LAST, 'utf8')) : null;
  } catch {
    return null;
  }
};
/** ` (0.93x)`: this figure over the previous run's. */
const ratioTo = (now, before) => (typeof before === 'number' && before ? ` (${(now / before).toFixed(2)}x)` : '');

/** A TV context at 1920x1080, consent given so no notice takes focus, and a page in it with the CPU throttled. */
async function tvPage(browser, throttle) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    ),
  );
  await context.addInitScript(installKeyTimer);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page };
}

/**
 * The TV home from a cold cache to its first row shown with focus in the page's content (the remote works from
 * there), in the page's own clock from the navigation's start, measured in the first animation frame that has both.
 */
async function tvHomeShown(browser, throttle) {
  const { context, page } = await tvPage(browser, throttle);
  await page.goto(`${tvApp}/?club=${club}`, { waitUntil: 'commit' });
  const at = await page.waitForFunction(
    () => {
      const row = document.querySelector('.row__title');
      const shown = row && row.getBoundingClientRect().height > 0;
      const focused = document.activeElement && document.activeElement.closest('main');
      return shown && focused ? performance.now() : false;
    },
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  const ms = Math.round(await at.jsonValue());
  await context.close();
  return ms;
}

/**
 * Key press to focus paint on the TV home: 50 presses, along a row (Right and Left, 30) and between regions (Down
 * and Up, 20).
 */
async function tvKeyPresses(browser, throttle) {
  const { context, page } = await tvPage(browser, throttle);
  await page.goto(`${tvApp}/?club=${club}`);
  await page.locator('.row__title').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const along = await keyToFocusPaint(page, { presses: 30 });
  const across = await keyToFocusPaint(page, { presses: 20, keys: ['ArrowDown', 'ArrowUp'] });
  await context.close();
  return [...along, ...across];
}

/** The TV home's figures, at full speed (1x) and with the CPU throttled 4x (a TV's CPU). */
async function tvFigures(browser) {
  const at = async (throttle) => {
    const shown = [];
    for (let run = 0; run < TV_RUNS; run++) shown.push(await tvHomeShown(browser, throttle));
    return { shown, keys: await tvKeyPresses(browser, throttle) };
  };
  const fast = await at(1);
  const slow = await at(4);
  return {
    fast,
    slow,
    figures: {
      tvShownMs: median(fast.shown),
      tvShownMs4x: median(slow.shown),
      tvKeyMs: median(fast.keys),
      tvKeyMs4x: median(slow.keys),
    },
  };
}

function printTv({ fast, slow }, before = {}) {
  const p90 = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)] ?? 0;
  const cell = (times, digits) => `${median(times).toFixed(digits)} ms (p90 ${p90(times).toFixed(digits)})`.padEnd(24);
  console.log(
    `\nTV home (club ${club}, 1920x1080)          CPU at full speed         CPU throttled 4x          goal (4x)`,
  );
  console.log(
    `  home shown and focused, median of ${TV_RUNS}   ${cell(fast.shown, 0)}  ${cell(slow.shown, 0)}  < 3000 ms${ratioTo(median(slow.shown), before.tvShownMs4x)}`,
  );
  console.log(
    `  key press to focus paint, median of ${slow.keys.length}  ${cell(fast.keys, 1)}  ${cell(slow.keys, 1)}  < 100 ms${ratioTo(median(slow.keys), before.tvKeyMs4x)}`,
  );
  console.log(`  (home loads: ${fast.shown.join(', ')} ms at full speed; ${slow.shown.join(', ')} ms throttled)`);
}

/** The budget's verdict on a first load's JavaScript; over it, the bench ends with an error. */
function budget(name, bytes) {
  const limit = FIRST_LOAD_BUDGET_KB[name];
  const over = bytes > limit * 1024;
  if (over) process.exitCode = 1;
  return over ? ` OVER the ${limit} KB budget` : ` (budget ${limit} KB)`;
}

try {
  await waitFor(`${provider}/health`);
  if (!TV_ONLY) await waitFor(app);
  if (!LH_ONLY) await waitFor(tvApp);
  const previous = readLast();
  const result = { date: new Date().toISOString(), loadavg: (await import('node:os')).loadavg() };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const kb = (n) => (n / 1024).toFixed(1);
  if (TV_ONLY) {
    const tvRun = await tvFigures(browser);
    printTv(tvRun, previous ?? {});
    Object.assign(result, tvRun.figures);
  } else if (!LH_ONLY) {
    const times = [];
    let web;
    for (let run = 0; run < RUNS; run++) {
      const load = await firstLoad(browser, app);
      if (run === 0) web = load;
      times.push(load.ms);
    }
    const tv = await firstLoad(browser, tvApp, { viewport: { width: 1920, height: 1080 } });
    const tvRun = await tvFigures(browser);
    const playTimes = await playToFirstFrame(browser, RUNS);
    const list = (files) => {
      for (const f of [...files].sort((a, b) => b.size - a.size))
        console.log(`  ${f.type.padEnd(10)} ${kb(f.size).padStart(7)} KB gzip  ${f.url}`);
    };
    const before = previous ?? {};
    console.log(`\nHome route (club ${club}), first load from a cold cache:`);
    list(web.files);
    console.log(`  JavaScript: ${kb(web.js)} KB gzip${budget('web', web.js)}${ratioTo(web.js, before.webJs)}`);
    console.log(`  After the first screen (the cookie notice, due at 1.5 s):`);
    list(web.later);
    console.log(`  CSS:        ${kb(web.css)} KB gzip`);
    console.log(
      `  Navigation to the first rendered row, median of ${RUNS}: ${median(times)} ms${ratioTo(median(times), before.homeMs)} (runs: ${times.join(', ')})`,
    );
    console.log(
      `\nTV build (Chrome 69 target, with the built-ins it puts back), home route (club ${club}), first load at 1920x1080:`,
    );
    list(tv.files);
    console.log(`  JavaScript: ${kb(tv.js)} KB gzip${budget('tv', tv.js)}${ratioTo(tv.js, before.tvJs)}`);
    console.log(`  After the first screen (the cookie notice, due at 1.5 s):`);
    list(tv.later);
    console.log(`  CSS:        ${kb(tv.css)} KB gzip`);
    console.log(`  TV build on disk (dist-bench-tv, with its .br/.gz copies): ${kb(diskSize('dist-bench-tv'))} KB`);
    const tooNew = tooNewForChrome69('dist-bench-tv/assets');
    console.log(`  Syntax newer than Chrome 69 in its chunks: ${tooNew.length ? tooNew.join('; ') : 'none'}`);
    printTv(tvRun, before);
    console.log(
      `\nPlay to first frame (free product 2009, club 2), median of ${RUNS}: ${median(playTimes)} ms${ratioTo(median(playTimes), before.playMs)} (goal < 1000 ms; runs: ${playTimes.join(', ')})`,
    );
    let paints = null;
    if (process.env.BENCH_PAINT !== '0') {
      console.log(
        '\nThe early hero on a phone, applied throttling (slow 4G: 562.5 ms latency, 1.47 Mbit/s; CPU 4x), median of 3:',
      );
      const pages = LH_PAGES.filter(([name]) => !name.includes('category')).map(([name, path]) => ({
        name,
        url: `${app}${path}`,
      }));
      paints = await earlyPaints(browser, pages, { runs: 3, median });
    }
    Object.assign(result, {
      ...(paints ? { earlyPaint: paints } : {}),
      webJs: web.js,
      webCss: web.css,
      homeMs: median(times),
      tvJs: tv.js,
      tvCss: tv.css,
      ...tvRun.figures,
      playMs: median(playTimes),
    });
  }
  await browser.close();
  if (LH && LH_PAGES.length) {
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, median of ${LH_RUNS} (load average ${result.loadavg.map((n) => n.toFixed(1)).join(' ')}):`,
    );
    const rows = await lighthousePages(
      LH_PAGES.map(([name, path]) => ({ name, url: `${app}${path}` })),
      { runs: LH_RUNS, chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    );
    console.log(`\n${lighthouseTable(rows, previous?.lighthouse ?? [])}`);
    const failing = [...new Set(rows.flatMap((r) => r.failing))];
    if (failing.length) console.log(`  audits below 1 (a11y, best practices, SEO): ${failing.join(', ')}`);
    for (const r of rows) if (r.errors.length) console.log(`  ${r.name}: Lighthouse errors ${r.errors.join(', ')}`);
    result.lighthouse = rows;
  }
  if (previous) console.log(`\n(ratios are to the run of ${previous.date}, kept in ${LAST})`);
  if (process.exitCode) console.log('\nA first load is over its budget (above): find what moved into it.');
  if (process.env.BENCH_KEEP !== '0') {
    // a partial run (quick mode) keeps the previous run's other figures
    const merged = { ...(previous ?? {}), ...result };
    if (previous?.lighthouse && result.lighthouse) {
      const fresh = new Map(result.lighthouse.map((r) => [r.name, r]));
      merged.lighthouse = [...previous.lighthouse.filter((r) => !fresh.has(r.name)), ...result.lighthouse];
    }
    mkdirSync('bench', { recursive: true });
    writeFileSync(LAST, `${JSON.stringify(merged, null, 2)}\n`);
  }
} finally {
  stop();
}
