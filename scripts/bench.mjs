#!/usr/bin/env node
/**
 * `npm run bench`: builds the web app and the TV app and measures, in Debian's Chromium against the fake provider,
 * what the home route loads first: JavaScript and CSS in KB gzip (DESIGN.md §11 budget: 160 KB JS on web), plus, on
 * web, the median time to the rendered home over several loads. The TV figure includes its Chrome 69 polyfills.
 * Figures only; budgets are judged by people, not asserted in timed tests.
 */
import { spawn, execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'acorn';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { installKeyTimer, keyToFocusPaint } from './bench-tv-keys.mjs';

const PROVIDER_PORT = 4411;
const APP_PORT = 4473;
const TV_PORT = 4474;
const provider = `http://localhost:${PROVIDER_PORT}`;
const app = `http://localhost:${APP_PORT}`;
const tvApp = `http://localhost:${TV_PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const club = process.env.BENCH_CLUB ?? '2';

const env = {
  ...process.env,
  VITE_API_URL: `${provider}/api`,
  VITE_IP_LOOKUP_URL: `${provider}/ip`,
  VITE_PING_URL: `${provider}/ping`,
  VITE_ENVIRONMENT: 'demo',
};

console.log('building…');
execFileSync('node_modules/.bin/tsr', ['generate'], { stdio: 'ignore' });
execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', 'dist-bench'], {
  stdio: 'inherit',
  env,
});
execFileSync('node_modules/.bin/vite', ['build', '--mode', 'tv', '--logLevel', 'error', '--outDir', 'dist-bench-tv'], {
  stdio: 'inherit',
  env,
});

const children = [
  spawn('node_modules/.bin/tsx', ['openapi/fake/server.ts'], {
    env: { ...env, PORT: String(PROVIDER_PORT) },
    stdio: 'ignore',
  }),
  spawn('node_modules/.bin/vite', ['preview', '--outDir', 'dist-bench', '--port', String(APP_PORT), '--strictPort'], {
    env,
    stdio: 'ignore',
  }),
  spawn(
    'node_modules/.bin/vite',
    ['preview', '--mode', 'tv', '--outDir', 'dist-bench-tv', '--port', String(TV_PORT), '--strictPort'],
    { env, stdio: 'ignore' },
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
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

/**
 * Opens the home route once from a cold cache and returns every script and stylesheet the origin served, gzipped
 * here (the same method for web and TV). `t0` is when the navigation started, `rendered` when the first row showed.
 */
async function firstLoad(browser, origin, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    const url = res.url();
    if (!url.startsWith(origin)) return;
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.push(res.body().then((b) => ({ url: url.replace(origin, ''), type, size: gzipSync(b).length })));
  });
  const t0 = Date.now();
  await page.goto(`${origin}/?club=${club}`);
  // the home is rendered when its first category row (with its artwork slots) is on screen
  await page.locator('.row__title').first().waitFor();
  const ms = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  await context.close();
  const sum = (type) => files.filter((f) => f.type === type).reduce((n, f) => n + f.size, 0);
  return { files, js: sum('script'), css: sum('stylesheet'), ms };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  await waitFor(`${provider}/health`);
  await waitFor(app);
  await waitFor(tvApp);
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
  const times = [];
  let web;
  for (let run = 0; run < RUNS; run++) {
    const load = await firstLoad(browser, app);
    if (run === 0) web = load;
    times.push(load.ms);
  }
  const tv = await firstLoad(browser, tvApp, { viewport: { width: 1920, height: 1080 } });
  // key press to focus paint on the TV home: along a row, consent given so no notice takes focus
  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await tvContext.addInitScript(() =>
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    ),
  );
  await tvContext.addInitScript(installKeyTimer);
  const tvPage = await tvContext.newPage();
  await tvPage.goto(`${tvApp}/?club=${club}`);
  await tvPage.locator('.row__title').first().waitFor();
  await tvPage.keyboard.press('ArrowDown');
  await tvPage.keyboard.press('ArrowDown');
  const keyTimes = await keyToFocusPaint(tvPage, { presses: 50 });
  await tvContext.close();
  await browser.close();
  const kb = (n) => (n / 1024).toFixed(1);
  const list = (files) => {
    for (const f of [...files].sort((a, b) => b.size - a.size))
      console.log(`  ${f.type.padEnd(10)} ${kb(f.size).padStart(7)} KB gzip  ${f.url}`);
  };
  console.log(`\nHome route (club ${club}), first load from a cold cache:`);
  list(web.files);
  console.log(`  JavaScript: ${kb(web.js)} KB gzip (budget 160 KB)`);
  console.log(`  CSS:        ${kb(web.css)} KB gzip`);
  console.log(
    `  Navigation to the first rendered row, median of ${RUNS}: ${median(times)} ms (runs: ${times.join(', ')})`,
  );
  console.log(`\nTV build (Chrome 69 target, with its polyfills), home route (club ${club}), first load at 1920x1080:`);
  list(tv.files);
  console.log(`  JavaScript: ${kb(tv.js)} KB gzip`);
  console.log(`  CSS:        ${kb(tv.css)} KB gzip`);
  console.log(`  TV build on disk (dist-bench-tv): ${kb(diskSize('dist-bench-tv'))} KB`);
  const tooNew = tooNewForChrome69('dist-bench-tv/assets');
  console.log(`  Syntax newer than Chrome 69 in its chunks: ${tooNew.length ? tooNew.join('; ') : 'none'}`);
  const sortedKeys = [...keyTimes].sort((a, b) => a - b);
  console.log(
    `  Key press to focus paint on the home, median of ${keyTimes.length} presses: ${median(keyTimes).toFixed(1)} ms (p90 ${(sortedKeys[Math.floor(sortedKeys.length * 0.9)] ?? 0).toFixed(1)} ms, goal < 50 ms)`,
  );
} finally {
  stop();
}
