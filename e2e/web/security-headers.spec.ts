/**
 * The production build's security headers and Content-Security-Policy (scripts/cspPlugin.ts), as `vite
 * preview` sends them from the build's security-headers.json: the policy is enforced, not report-only.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';
import { PROVIDER, WEB_ORIGIN } from '../support/fake';

test('every app path answers with the security headers', async ({ request }) => {
  for (const path of ['/', '/product/1001/x', '/auth/login']) {
    const res = await request.get(path);
    expect(res.ok()).toBe(true);
    const h = res.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(h['content-security-policy-report-only']).toBeUndefined();
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(h['permissions-policy']).toContain('camera=(self "https://meet.jit.si")');
    expect(h['permissions-policy']).toContain('geolocation=()');
  }
});

test('the ad frame has its own policy and may be framed by the app only', async ({ request }) => {
  const h = (await request.get('/ad-frame.html')).headers();
  expect(h['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
});

test('index.html carries the policy in a meta tag, before any script; its inline script is allowed by hash', async ({
  request,
}) => {
  const res = await request.get('/');
  const html = await res.text();
  const meta = html.indexOf('http-equiv="Content-Security-Policy"');
  expect(meta).toBeGreaterThan(-1);
  expect(meta).toBeLessThan(html.indexOf('<script'));
  // the inline script: the boot prefetch, an async module that sets the returning visitor's theme first and
  // holds the first frame until it has run (no script in the parse's task); its hash is in the meta policy and in the
  // header
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1]!.trim(),
    body: m[2]!,
  }));
  expect(inline.map((s) => s.attributes)).toEqual(['type="module" async blocking="render"']);
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  for (const { body } of inline) {
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    expect(policy).toContain(hash);
    expect(res.headers()['content-security-policy']).toContain(hash);
  }
});

test.describe('another origin', () => {
  // the refused frame may be reported as a frame-ancestors violation: that is the point of this test
  test.use({ cspAllowed: [/frame-ancestors/] });

  test('cannot frame the app', async ({ page }) => {
    // another origin on this machine: a page of the fake provider, into which the test puts a frame of the app
    await page.goto(`${PROVIDER}/health`);
    const answered = page.waitForResponse((r) => r.url() === `${WEB_ORIGIN}/`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.appendChild(frame);
    }, `${WEB_ORIGIN}/`);
    const response = await answered;
    expect(response.headers()['x-frame-options']).toBe('DENY');
    // the browser refuses to render it: the frame never runs the app (no #root, no title)
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await expect.poll(() => frame.evaluate(() => document.title).catch(() => 'refused')).not.toBe('Club');
    await expect
      .poll(() =>
        frame
          .locator('#root')
          .count()
          .catch(() => 0),
      )
      .toBe(0);
  });
});

test.describe('a script injected into the page', () => {
  // this test provokes the violation on purpose
  test.use({ cspAllowed: [/^script-src-elem inline$/] });

  test('is refused by the policy, and the guard sees it', async ({ page, cspViolations }) => {
    await page.goto('/?club=2');
    await expect(page.locator('#root')).not.toBeEmpty();
    const ran = await page.evaluate(() => {
      (window as unknown as { __injected?: boolean }).__injected = false;
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.head.appendChild(s);
      return (window as unknown as { __injected?: boolean }).__injected;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.filter((v) => v.directive === 'script-src-elem').length).toBeGreaterThan(0);
  });
});
