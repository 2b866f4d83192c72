/**
 * The build served as deployed: `npm run serve` (scripts/serve.mjs) on the e2e web build (`dist/`, which
 * the web project's server has just built) sends the precompressed brotli / gzip files, caches hashed assets for a
 * year (immutable) and revalidates index.html, falls back to index.html for app paths (never for a missing asset),
 * serves robots.txt and sends the security headers. On the page: the demo's Stripe and Jitsi stand-ins are not loaded
 * by the home, and the boot prefetch's calls are taken over by the app (no call twice).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '../support/test';
import { PORT_BASE } from '../support/fake';

const SERVE_PORT = PORT_BASE + 75;
const ORIGIN = `http://localhost:${SERVE_PORT}`;
let server: ChildProcess | null = null;
// one worker runs this file: one server on its port
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = spawn('node', ['scripts/serve.mjs', 'dist'], {
    env: { ...process.env, PORT: String(SERVE_PORT) },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
});
test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('index.html and the hashed assets are sent precompressed, cached as deployed, with the security headers', async ({
  request,
}) => {
  const index = await request.get(`${ORIGIN}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-encoding']).toBe('br');
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(index.headers()['x-frame-options']).toBe('DENY');
  const html = await index.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(1);
  let compressed = 0;
  for (const asset of assets) {
    const br = await request.get(`${ORIGIN}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status()).toBe(200);
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // only what applies to a script or a stylesheet: the pages' policy, framing and permissions stay off them
    expect(br.headers()['x-content-type-options']).toBe('nosniff');
    expect(br.headers()['content-security-policy']).toBeUndefined();
    expect(br.headers()['permissions-policy']).toBeUndefined();
    // files under 512 bytes are not worth compressing (scripts/compressPlugin.ts)
    if ((await br.body()).length < 512) continue;
    compressed += 1;
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['vary']).toContain('Accept-Encoding');
    const gzip = await request.get(`${ORIGIN}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.body()).toEqual(await br.body());
  }
  expect(compressed).toBeGreaterThan(1);
});

test('app paths fall back to index.html; a missing asset is a 404; robots.txt is served', async ({ request }) => {
  const route = await request.get(`${ORIGIN}/product/2014/some-title?club=2`, { headers: { accept: 'text/html' } });
  expect(route.status()).toBe(200);
  expect(route.headers()['cache-control']).toBe('no-cache');
  expect(await route.text()).toContain('<div id="root">');
  const missing = await request.get(`${ORIGIN}/assets/gone-1234abcd.js`);
  expect(missing.status()).toBe(404);
  const robots = await request.get(`${ORIGIN}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent: *');
});

test('the home loads no Stripe or Jitsi stand-in, and each first call once (the boot prefetch is taken over)', async ({
  page,
}) => {
  const scripts: string[] = [];
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
    if (r.url().includes('/api/')) calls.push(new URL(r.url()).pathname);
  });
  await page.goto('/?club=2');
  await expect(page.locator('.row__title').first()).toBeVisible();
  expect(scripts.filter((s) => /standins|stripe|jitsi/i.test(s))).toEqual([]);
  expect(await page.locator('script[src*="standins"]').count()).toBe(0);
  expect(calls.filter((p) => p.endsWith('/configuration/club'))).toHaveLength(1);
  expect(calls.filter((p) => p.endsWith('/products/home'))).toHaveLength(1);
  expect(calls.filter((p) => p.endsWith('/slider/list'))).toHaveLength(1);
});
