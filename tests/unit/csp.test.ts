/** The build's Content-Security-Policy and security headers (scripts/cspPlugin.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adFramePolicy,
  appPolicy,
  headersFile,
  headersFor,
  injectMeta,
  inlineScriptHashes,
  nginxSnippet,
  securityHeaders,
  serializePolicy,
} from '../../scripts/cspPlugin';

const env = {
  VITE_API_URL: 'https://api.example.com/api',
  VITE_IP_LOOKUP_URL: 'https://ip.example.net/?format=json',
  VITE_PING_URL: 'https://ping.example.org/ping',
  VITE_JITSI_DOMAIN: 'meet.example.com',
};

describe('appPolicy', () => {
  it('allows scripts from the app and the named third parties only', () => {
    const policy = appPolicy(env);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://meet.example.com',
      'https://www.googletagmanager.com',
    ]);
    const all = serializePolicy(policy);
    expect(all).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['worker-src']).toContain('blob:');
    expect(policy['media-src']).toContain('blob:');
    // hls.js's subtitle tracks (a <track> with an empty WebVTT data: URL)
    expect(policy['media-src']).toContain('data:');
  });

  it('lists the configured origins where the app calls them', () => {
    const connect = appPolicy(env)['connect-src'];
    for (const origin of ['https://api.example.com', 'https://ip.example.net', 'https://ping.example.org'])
      expect(connect).toContain(origin);
    expect(appPolicy(env)['frame-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://meet.example.com',
    ]);
  });

  it('adds the stand-ins origin for demo builds, and the inline script hashes it is given', () => {
    const policy = appPolicy(
      { ...env, VITE_STANDINS_URL: 'http://localhost:4311/standins' },
      { inlineScriptHashes: ["'sha256-abc'"] },
    );
    expect(policy['script-src']).toContain('http://localhost:4311');
    expect(policy['script-src']).toContain("'sha256-abc'");
  });

  it('without VITE_API_URL allows the provider port on any host (the app follows the page host)', () => {
    expect(appPolicy({ VITE_PROVIDER_PORT: '4010' })['connect-src']).toEqual(
      expect.arrayContaining(['http://*:4010', 'https://*:4010']),
    );
  });

  it('carries frame-ancestors only as a header', () => {
    expect(appPolicy(env)['frame-ancestors']).toBeUndefined();
    expect(appPolicy(env, { header: true })['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('security headers', () => {
  const set = securityHeaders(env);

  it('sends the full set on every app path', () => {
    const app = headersFor(set, '/product/1/x');
    expect(app['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(app['X-Frame-Options']).toBe('DENY');
    expect(app['X-Content-Type-Options']).toBe('nosniff');
    expect(app['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(app['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(app['Permissions-Policy']).toContain('camera=(self "https://meet.example.com")');
    expect(app['Permissions-Policy']).toContain('microphone=(self "https://meet.example.com")');
    expect(app['Permissions-Policy']).toContain('geolocation=()');
  });

  it('sends a hashed asset only what applies to a script or a stylesheet', () => {
    expect(headersFor(set, '/assets/framework-1234.js')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    const file = headersFile(set);
    expect(file).toContain(
      '/assets/*\n  ! Content-Security-Policy\n  ! X-Frame-Options\n  ! Referrer-Policy\n  ! Strict-Transport-Security\n  ! Permissions-Policy\n  ! Cache-Control\n',
    );
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(nginxSnippet(set))?.[1] ?? '';
    expect(assets).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(assets).not.toContain('Content-Security-Policy');
  });

  it('gives the ad frame its own policy, framed by the app only', () => {
    const ad = headersFor(set, '/ad-frame.html');
    expect(ad['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(ad['Content-Security-Policy']).toContain("script-src 'unsafe-inline'");
    expect(ad['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('public/ad-frame.html carries the same policy in its meta tag', () => {
    const html = readFileSync('public/ad-frame.html', 'utf8');
    const content = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(content).toBe(serializePolicy(adFramePolicy()));
  });

  it('writes _headers with the ad frame detached from the app CSP, and an nginx snippet', () => {
    const file = headersFile(set);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: /m);
    expect(file).toContain('/ad-frame.html\n  ! Content-Security-Policy\n  ! X-Frame-Options');
    const nginx = nginxSnippet(set);
    expect(nginx).toContain('location = /ad-frame.html {');
    expect(nginx).toContain('add_header X-Frame-Options "DENY" always;');
  });

  it('caches hashed assets for a year and revalidates the rest, in _headers and nginx', () => {
    const file = headersFile(set);
    expect(file).toContain('/*\n');
    expect(file).toContain('  Cache-Control: no-cache\n');
    expect(file).toContain('  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable');
    const nginx = nginxSnippet(set);
    expect(nginx).toMatch(
      /location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"[^}]*try_files \$uri =404;/,
    );
    expect(nginx).toMatch(
      /location \/ \{[^}]*X-Frame-Options "DENY"[^}]*Cache-Control "no-cache"[^}]*try_files \$uri \/index.html;/,
    );
    expect(nginx).toContain('gzip_static on;');
  });
});

describe('index.html', () => {
  it('puts the meta tag first in head, right after the charset', () => {
    const html = '<html><head><meta charset="UTF-8" /><script src="/a.js"></script></head></html>';
    const out = injectMeta(html, "default-src 'self'");
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
    expect(out).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`);
    // before the scripts prepended to head (the demo's stand-ins), after the charset, which moves first
    const prepended = '<html><head><script src="/standin.js"></script>\n<meta charset="UTF-8" />\n</head></html>';
    const moved = injectMeta(prepended, "default-src 'self'");
    expect(moved.indexOf('charset')).toBeLessThan(moved.indexOf('Content-Security-Policy'));
    expect(moved.indexOf('Content-Security-Policy')).toBeLessThan(moved.indexOf('standin.js'));
    expect(moved.match(/charset/g)).toHaveLength(1);
  });

  it('hashes inline scripts, ignores external ones', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });
});
