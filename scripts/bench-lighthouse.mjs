/**
 * Lighthouse part of `npm run bench` (docs/performance.md): Lighthouse 12 with its mobile defaults (Moto G Power
 * class screen, simulated slow 4G and 4x CPU slowdown, "simulate" throttling) in Debian's Chromium, against the
 * production build served by scripts/serve.mjs (precompressed, cached, security headers: what members get).
 * Every page is measured `runs` times, each run in a fresh Chromium (cold cache, empty storage); the table shows the
 * median of each figure (simulated scores move by about 0.1 between runs on a 2-core machine).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

export const median = (xs) => {
  const s = [...xs].filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The audits that cost points (score < 1), for the report below the table. */
function failing(lhr) {
  const out = [];
  for (const id of CATEGORIES) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) out.push(`${id}: ${ref.id}`);
    }
  }
  return out;
}

async function runOnce(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result.lhr;
    const row = { runtimeError: lhr.runtimeError?.code ?? null };
    for (const id of CATEGORIES) row[id] = lhr.categories[id].score;
    for (const [key, audit] of Object.entries(METRICS)) row[key] = lhr.audits[audit]?.numericValue ?? NaN;
    row.failing = failing(lhr);
    row.lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    return row;
  } finally {
    await chrome.kill();
  }
}

/**
 * Measures every page `runs` times and returns one row per page with the medians.
 * pages: [{ name, url }]
 */
export async function lighthousePages(pages, { runs = 3, chromePath = '/usr/bin/chromium', log = console.log } = {}) {
  const rows = [];
  for (const page of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      samples.push(await runOnce(page.url, chromePath));
      log(
        `  ${page.name} run ${i + 1}/${runs}: performance ${samples.at(-1).performance} LCP ${Math.round(samples.at(-1).lcp)} ms`,
      );
    }
    const row = { name: page.name, url: page.url, runs };
    for (const key of [...CATEGORIES, ...Object.keys(METRICS)]) row[key] = median(samples.map((s) => s[key]));
    row.failing = [...new Set(samples.flatMap((s) => s.failing))];
    row.lcpElement = samples.at(-1).lcpElement;
    row.errors = samples.map((s) => s.runtimeError).filter(Boolean);
    rows.push(row);
  }
  return rows;
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const score = (x) => (Number.isNaN(x) ? '  -' : x.toFixed(2));
const ms = (x) => (Number.isNaN(x) ? '-' : `${(x / 1000).toFixed(2)} s`);

/** The table (and, with `previous`, each figure's ratio to the previous run's: 0.80x is 20 % faster). */
export function lighthouseTable(rows, previous = []) {
  const before = new Map(previous.map((r) => [r.name, r]));
  const ratio = (row, key) => {
    const old = before.get(row.name)?.[key];
    if (typeof old !== 'number' || !old || Number.isNaN(row[key])) return '';
    return ` (${(row[key] / old).toFixed(2)}x)`;
  };
  const lines = [
    `${pad('page', 22)} ${pad('perf', 11)} ${pad('a11y', 5)} ${pad('bp', 5)} ${pad('seo', 5)} ${pad('FCP', 16)} ${pad('LCP', 16)} ${pad('TBT', 16)} ${pad('CLS', 14)}`,
  ];
  for (const r of rows) {
    lines.push(
      [
        pad(r.name, 22),
        pad(score(r.performance) + ratio(r, 'performance'), 11),
        pad(score(r.accessibility), 5),
        pad(score(r['best-practices']), 5),
        pad(score(r.seo), 5),
        pad(ms(r.fcp) + ratio(r, 'fcp'), 16),
        pad(ms(r.lcp) + ratio(r, 'lcp'), 16),
        pad(`${Math.round(r.tbt)} ms` + ratio(r, 'tbt'), 16),
        lpad(Number.isNaN(r.cls) ? '-' : r.cls.toFixed(3), 5),
      ].join(' '),
    );
  }
  return lines.join('\n');
}
