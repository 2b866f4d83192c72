/**
 * Content-Security-Policy and security headers of the production build (docs/security.md).
 *
 * At `vite build` (web and `--mode tv`) the policy is generated from the origins the build is configured with (the
 * VITE_* variables the app reads, see src/app/env.ts) and:
 * - injected into index.html as `<meta http-equiv="Content-Security-Policy">`, first in <head>, for what a meta tag
 *   can carry (everything but `frame-ancestors`); any inline script left in index.html is allowed by its hash only;
 * - written next to the build for the deployment, with the header-only parts (`frame-ancestors 'none'`,
 *   X-Frame-Options, nosniff, Referrer-Policy, Permissions-Policy, HSTS): `_headers` (Cloudflare Pages / Netlify
 *   syntax), `security-headers.json` (the same, as data) and `nginx-security-headers.conf` (add_header lines).
 * `vite preview` sends the headers it finds in the build's `security-headers.json`, so the e2e tests (which run on
 * `vite build && vite preview`) run with the policy enforced, headers and meta tag both.
 *
 * Script advertisements cannot run in a `srcdoc` frame any more (it inherits this policy, which refuses inline
 * script): they run in `public/ad-frame.html`, a sandboxed frame without allow-same-origin (an opaque origin: no
 * access to the app's storage, cookies or DOM), which gets its own permissive policy below.
 *
 * Styles: `style-src` keeps 'unsafe-inline'. Sonner (toasts) injects a <style> element at run time, Stripe and
 * the Jitsi SDK size their frames with style attributes; CSS cannot run script, and every script source stays
 * strict ('self' plus the named third parties; no 'unsafe-inline', no 'unsafe-eval').
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export type Policy = Record<string, string[]>;

export interface CspEnv {
  VITE_API_URL?: string;
  VITE_PROVIDER_PORT?: string;
  VITE_IP_LOOKUP_URL?: string;
  VITE_PING_URL?: string;
  VITE_STANDINS_URL?: string;
  VITE_LIVE_TV_STREAM_URL?: string;
  VITE_JITSI_DOMAIN?: string;
  /** Where videos and images are served from, space separated (default `https:`: clubs host media anywhere). */
  VITE_CSP_MEDIA_ORIGINS?: string;
}

const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};
/** Google Analytics 4 (gtag.js), loaded after cookie consent (src/services/analytics.ts). */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

function clean(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** The origin of a configured URL (`http://localhost:4311/api` -> `http://localhost:4311`), or null. */
export function originOf(value: string | undefined | null): string | null {
  const v = clean(value ?? undefined);
  if (!v) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function unique(values: Array<string | null | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => !!v))];
}

/**
 * The app's policy for the configured origins. `header: true` adds what only a header can carry
 * (`frame-ancestors`).
 */
export function appPolicy(env: CspEnv, options: { header?: boolean; inlineScriptHashes?: string[] } = {}): Policy {
  // VITE_API_URL unset: the app calls the provider on the page's own host at VITE_PROVIDER_PORT (src/app/env.ts), a
  // host unknown at build time; only that port is allowed then. Production builds set VITE_API_URL.
  const api = originOf(env.VITE_API_URL) ?? `http://*:${clean(env.VITE_PROVIDER_PORT) ?? '4010'}`;
  const apiSources = api.startsWith('http://*:') ? [api, api.replace('http://', 'https://')] : [api];
  const standins = originOf(env.VITE_STANDINS_URL);
  const liveTv = originOf(env.VITE_LIVE_TV_STREAM_URL);
  const jitsi = `https://${(clean(env.VITE_JITSI_DOMAIN) ?? 'meet.jit.si').replace(/^https?:\/\//, '').replace(/\/.*$/, '')}`;
  const media = (clean(env.VITE_CSP_MEDIA_ORIGINS) ?? 'https:').split(/\s+/).filter(Boolean);

  const policy: Policy = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      standins,
      ...STRIPE.script,
      jitsi,
      ...ANALYTICS.script,
      ...(options.inlineScriptHashes ?? []),
    ]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', ...apiSources, standins, liveTv, ...media]),
    // data: for hls.js's subtitle tracks: it gives each <track> it adds an empty WebVTT as a data: URL
    'media-src': unique(["'self'", 'blob:', 'data:', ...apiSources, liveTv, ...media]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique([
      "'self'",
      ...apiSources,
      originOf(env.VITE_IP_LOOKUP_URL),
      originOf(env.VITE_PING_URL),
      liveTv,
      ...media,
      ...STRIPE.connect,
      ...ANALYTICS.connect,
    ]),
    'frame-src': unique(["'self'", ...STRIPE.frame, jitsi]),
    // hls.js runs its transmuxer in a worker built from a blob: URL
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  if (options.header) policy['frame-ancestors'] = ["'none'"];
  return policy;
}

/**
 * The script advertisements' frame (public/ad-frame.html): the club's HTML and its scripts run there, in a sandbox
 * without allow-same-origin. Only the app may frame it.
 */
export function adFramePolicy(options: { header?: boolean } = {}): Policy {
  const policy: Policy = {
    'default-src': ["'none'"],
    'script-src': ["'unsafe-inline'", 'https:'],
    'style-src': ["'unsafe-inline'", 'https:'],
    'img-src': ['https:', 'data:', 'blob:'],
    'media-src': ['https:', 'blob:'],
    'font-src': ['https:', 'data:'],
    'connect-src': ['https:'],
    'frame-src': ['https:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ['https:'],
  };
  if (options.header) policy['frame-ancestors'] = ["'self'"];
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** camera / microphone (and screen sharing, fullscreen) for the app and the Jitsi meeting only; the rest off. */
export function permissionsPolicy(env: CspEnv): string {
  const jitsi = `"https://${(clean(env.VITE_JITSI_DOMAIN) ?? 'meet.jit.si').replace(/^https?:\/\//, '').replace(/\/.*$/, '')}"`;
  const entries: Array<[string, string]> = [
    ['camera', `(self ${jitsi})`],
    ['microphone', `(self ${jitsi})`],
    ['display-capture', `(self ${jitsi})`],
    ['fullscreen', `(self ${jitsi})`],
    ['autoplay', `(self ${jitsi})`],
    ['picture-in-picture', '(self)'],
    ['payment', '(self "https://js.stripe.com")'],
    ['accelerometer', '()'],
    ['gyroscope', '()'],
    ['magnetometer', '()'],
    ['geolocation', '()'],
    ['usb', '()'],
    ['serial', '()'],
    ['hid', '()'],
    ['midi', '()'],
    ['browsing-topics', '()'],
  ];
  return entries.map(([feature, allow]) => `${feature}=${allow}`).join(', ');
}

export interface HeaderSet {
  /** Every path of the app (the SPA's index.html answers for every route). */
  '/*': Record<string, string>;
  /** The advertisements' frame: its own policy, framed by the app only. */
  '/ad-frame.html': Record<string, string>;
  /**
   * The hashed scripts, styles and fonts: only what applies to such a response. A policy, framing and permissions
   * govern documents (and workers), never a script or a stylesheet, and HSTS is learnt from the page; without them an
   * asset's headers are 1.5 KB lighter, which on HTTP/1.1 (no header compression) is 1.5 KB more of every small
   * chunk on the first load.
   */
  '/assets/*': Record<string, string>;
}

export function securityHeaders(env: CspEnv, inlineScriptHashes: string[] = []): HeaderSet {
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
  return {
    '/*': {
      'Content-Security-Policy': serializePolicy(appPolicy(env, { header: true, inlineScriptHashes })),
      'X-Frame-Options': 'DENY',
      ...common,
      'Permissions-Policy': permissionsPolicy(env),
    },
    '/ad-frame.html': {
      'Content-Security-Policy': serializePolicy(adFramePolicy({ header: true })),
      'X-Frame-Options': 'SAMEORIGIN',
      ...common,
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    '/assets/*': {
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

/** The headers a hashed asset does without (its set is a subset of the app's). */
function detachedFromAssets(set: HeaderSet): string[] {
  return Object.keys(set['/*']).filter((k) => !(k in set['/assets/*']));
}

/** The headers of one request path: the ad frame's own set, the hashed assets', else the app's. */
export function headersFor(set: HeaderSet, pathname: string): Record<string, string> {
  if (pathname === '/ad-frame.html') return set['/ad-frame.html'];
  return pathname.startsWith('/assets/') ? set['/assets/*'] : set['/*'];
}

/** Cache policy of the deployment: hashed files under /assets/ forever, everything else revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Cloudflare Pages `_headers` (Netlify reads the same syntax). Rules for overlapping paths add up, so the ad frame's
 * block first detaches the app's CSP and X-Frame-Options (`! Name`, Cloudflare) before setting its own, and the
 * hashed assets' block detaches the document-only headers and the revalidating Cache-Control before making them
 * immutable. Cloudflare Pages serves
 * index.html for unknown paths (the SPA fallback) when the build has no 404.html, and compresses with brotli itself.
 */
export function headersFile(set: HeaderSet): string {
  const app = Object.entries(set['/*']).map(([k, v]) => `  ${k}: ${v}`);
  return [
    '# Security and cache headers of the app (generated by scripts/cspPlugin.ts at build time; do not edit).',
    '/*',
    ...app,
    `  Cache-Control: ${CACHE_REVALIDATE}`,
    '',
    '/assets/*',
    ...detachedFromAssets(set).map((k) => `  ! ${k}`),
    '  ! Cache-Control',
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
    '',
    '/ad-frame.html',
    ...Object.keys(set['/ad-frame.html'])
      .filter((k) => k in set['/*'] && set['/*'][k] !== set['/ad-frame.html'][k])
      .map((k) => `  ! ${k}`),
    ...Object.entries(set['/ad-frame.html'])
      .filter(([k, v]) => set['/*'][k] !== v)
      .map(([k, v]) => `  ${k}: ${v}`),
    '',
  ].join('\n');
}

/**
 * nginx: `include` it in the server block that serves the build (add_header ... always; an add_header in a location
 * replaces the server's, so each location carries the full set): precompressed `.br` / `.gz` files
 * (`brotli_static` needs the ngx_brotli module; without it, drop that line and gzip_static still applies), hashed
 * assets cached for a year, index.html and the other files revalidated, the SPA fallback to index.html, and a real
 * 404 for a missing asset. deploy/nginx.conf is a whole server block around it.
 */
export function nginxSnippet(set: HeaderSet): string {
  const line = ([k, v]: [string, string]) => `  add_header ${k} "${v.replace(/"/g, '\\"')}" always;`;
  const app = Object.entries(set['/*']).map(line);
  return [
    '# Security and cache headers of the app (generated by scripts/cspPlugin.ts at build time; do not edit).',
    '# include it in the server { } block that serves the build; the ad frame gets its own set.',
    'gzip_static on;',
    'brotli_static on;',
    'location = /ad-frame.html {',
    ...Object.entries(set['/ad-frame.html']).map(line),
    `  add_header Cache-Control "${CACHE_REVALIDATE}" always;`,
    '}',
    'location /assets/ {',
    ...Object.entries(set['/assets/*']).map(line),
    `  add_header Cache-Control "${CACHE_IMMUTABLE}" always;`,
    '  try_files $uri =404;',
    '}',
    'location / {',
    ...app,
    `  add_header Cache-Control "${CACHE_REVALIDATE}" always;`,
    '  try_files $uri /index.html;',
    '}',
    '',
  ].join('\n');
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-...' sources of the inline scripts of an HTML page (none in our index.html today). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Puts the meta tag first in <head> (a meta policy covers only what comes after it: the demo's stand-in scripts are
 * prepended to <head>), right after the charset declaration, which moves to the front (it must stay in the first
 * 1024 bytes).
 */
export function injectMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />`;
  const charset = /[ \t]*<meta\s+charset=[^>]*>\n?/i.exec(html);
  const charsetTag = charset ? charset[0].trim() : '<meta charset="UTF-8" />';
  const rest = charset ? html.slice(0, charset.index) + html.slice(charset.index + charset[0].length) : html;
  return rest.replace(/<head[^>]*>/i, (head) => `${head}\n    ${charsetTag}\n    ${meta}`);
}

export function cspPlugin(env: CspEnv): Plugin[] {
  let outDir = 'dist';
  let root = process.cwd();
  const build: Plugin = {
    name: 'club:csp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      const hashes = inlineScriptHashes(html);
      index.source = injectMeta(html, serializePolicy(appPolicy(env, { inlineScriptHashes: hashes })));
      const set = securityHeaders(env, hashes);
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(set) });
      this.emitFile({ type: 'asset', fileName: 'security-headers.json', source: `${JSON.stringify(set, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'nginx-security-headers.conf', source: nginxSnippet(set) });
    },
  };
  const preview: Plugin = {
    name: 'club:security-headers-preview',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    configurePreviewServer(server) {
      let set: HeaderSet | null = null;
      try {
        set = JSON.parse(readFileSync(join(resolve(root, outDir), 'security-headers.json'), 'utf8')) as HeaderSet;
      } catch {
        server.config.logger.warn('security-headers.json not found in the build: preview sends no security headers');
      }
      server.middlewares.use((req, res, next) => {
        if (set) {
          const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
          for (const [name, value] of Object.entries(headersFor(set, pathname))) res.setHeader(name, value);
        }
        next();
      });
    },
  };
  return [build, preview];
}
