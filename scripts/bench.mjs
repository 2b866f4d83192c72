#!/usr/bin/env node
/**
 * `npm run bench`: builds the web app and measures, in Debian's Chromium against the fake provider, what the home
 * route loads first: JavaScript and CSS in KB gzip (DESIGN.md §11 budget: 160 KB JS), plus the median time to the
 * rendered home over several loads. Figures only; budgets are judged by people, not asserted in timed tests.
 */
import { spawn, execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PROVIDER_PORT = 4411;
const APP_PORT = 4473;
const provider = `http://localhost:${PROVIDER_PORT}`;
const app = `http://localhost:${APP_PORT}`;
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

const children = [
  spawn('node_modules/.bin/tsx', ['openapi/fake/server.ts'], {
    env: { ...env, PORT: String(PROVIDER_PORT) },
    stdio: 'ignore',
  }),
  spawn('node_modules/.bin/vite', ['preview', '--outDir', 'dist-bench', '--port', String(APP_PORT), '--strictPort'], {
    env,
    stdio: 'ignore',
  }),
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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  await waitFor(`${provider}/health`);
  await waitFor(app);
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
  let js = 0;
  let css = 0;
  const files = [];
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (res) => {
      const url = res.url();
      if (!url.startsWith(app)) return;
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        bodies.push(res.body().then((b) => ({ url, type, size: gzipSync(b).length })));
    });
    const t0 = Date.now();
    await page.goto(`${app}/?club=${club}`);
    // the home is rendered when its first category row (with its artwork slots) is on screen
    await page.locator('.row__title').first().waitFor();
    times.push(Date.now() - t0);
    await page.waitForLoadState('networkidle');
    if (run === 0) {
      for (const b of await Promise.all(bodies)) {
        files.push(b);
        if (b.type === 'script') js += b.size;
        else css += b.size;
      }
    }
    await context.close();
  }
  await browser.close();
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`\nHome route (club ${club}), first load from a cold cache:`);
  for (const f of files.sort((a, b) => b.size - a.size))
    console.log(`  ${f.type.padEnd(10)} ${kb(f.size).padStart(7)} KB gzip  ${f.url.replace(app, '')}`);
  console.log(`  JavaScript: ${kb(js)} KB gzip (budget 160 KB)`);
  console.log(`  CSS:        ${kb(css)} KB gzip`);
  console.log(
    `  Navigation to the first rendered row, median of ${RUNS}: ${median(times)} ms (runs: ${times.join(', ')})`,
  );
} finally {
  stop();
}
