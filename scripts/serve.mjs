#!/usr/bin/env node
/**
 * `npm run serve`: serves a production build (`dist/` by default) the way a deployment should, with
 * sirv, the static file middleware Vite's own preview uses:
 * - precompressed files: `x.js.br` / `x.js.gz` written by the build (scripts/compressPlugin.ts) are sent for `x.js`
 *   when the browser accepts brotli / gzip (`Content-Encoding`, `Vary: Accept-Encoding`);
 * - `Cache-Control: public, max-age=31536000, immutable` for the hashed files under `/assets/`, `no-cache` for
 *   everything else (index.html and the other unhashed files are revalidated on every visit, so a deploy is seen
 *   at once);
 * - the SPA fallback: a path that is no file answers index.html (the client router shows the page, or its 404),
 *   except under `/assets/`, where a missing file is a real 404 (a chunk gone with a deploy: src/performance/staleChunks.ts);
 * - the security headers the build wrote (`security-headers.json`, scripts/cspPlugin.ts).
 *
 * Usage: `PORT=8080 npm run serve` (default 4173), `node scripts/serve.mjs <dir>` for another build folder
 * (`dist-tv`). The same rules for nginx and Cloudflare Pages / Netlify are written next to the build.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The cache policy of a request path: hashed assets forever, the rest revalidated. */
export function cacheControlFor(pathname) {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

export function createStaticHandler(dir) {
  const root = resolve(dir);
  let headerSet = null;
  try {
    headerSet = JSON.parse(readFileSync(join(root, 'security-headers.json'), 'utf8'));
  } catch {
    console.warn(`serve: no security-headers.json in ${root}: no security headers sent`);
  }
  // the ad frame's own set, the hashed assets' (what applies to a script or a stylesheet), else the app's
  // (scripts/cspPlugin.ts, headersFor)
  const securityHeaders = (pathname) => {
    if (!headerSet) return {};
    if (pathname === '/ad-frame.html') return headerSet['/ad-frame.html'];
    return pathname.startsWith('/assets/') ? (headerSet['/assets/*'] ?? headerSet['/*']) : headerSet['/*'];
  };
  const files = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      for (const [name, value] of Object.entries(securityHeaders(pathname))) res.setHeader(name, value);
    },
  });
  return (req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    files(req, res, () => {
      const html = (req.headers.accept ?? '').includes('text/html') || !/\.[a-z0-9]+$/i.test(pathname);
      if (pathname.startsWith('/assets/') || !html || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.statusCode = 404;
        res.setHeader('Cache-Control', REVALIDATE);
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        for (const [name, value] of Object.entries(securityHeaders(pathname))) res.setHeader(name, value);
        res.end('Not found');
        return;
      }
      // SPA fallback: the app's index.html for every route (its cache headers are index.html's)
      req.url = '/index.html';
      files(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    });
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dir = process.argv[2] ?? process.env.SERVE_DIR ?? 'dist';
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '0.0.0.0';
  createServer(createStaticHandler(dir)).listen(port, host, () => {
    console.log(`serving ${resolve(dir)} on http://localhost:${port}`);
  });
}
