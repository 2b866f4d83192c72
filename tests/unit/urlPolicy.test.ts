/** The URL policy (src/domain/urlPolicy.ts): the usual bypasses of a scheme check, each refused. */
import { describe, expect, it } from 'vitest';
import { isAppPath, isSafeUrl, safeAppPath, safeImageUrl, safeUrl } from '~/domain/urlPolicy';

describe('safeUrl keeps', () => {
  it.each([
    'https://example.com/register',
    'http://example.com',
    'HTTPS://Example.com/a?b=c#d',
    'https://user@example.com:8443/x',
    '/',
    '/magazine',
    '/auth/signup?x=1#y',
  ])('%s', (value) => {
    expect(safeUrl(value)).toBe(value);
    expect(isSafeUrl(value)).toBe(true);
  });

  it('trims what the URL parser would strip at both ends', () => {
    expect(safeUrl('  https://example.com/a \n')).toBe('https://example.com/a');
    expect(safeUrl('\u0000\t/magazine\r\n')).toBe('/magazine');
  });
});

describe('safeUrl refuses', () => {
  const cases: Array<[string, unknown]> = [
    ['javascript:', 'javascript:alert(document.domain)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading whitespace', '   javascript:alert(1)'],
    ['leading controls', '\u0001\u0002javascript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['carriage return inside the scheme', 'java\rscript:alert(1)'],
    ['NUL inside the scheme', 'java\u0000script:alert(1)'],
    ['HTML entity colon', 'javascript&colon;alert(1)'],
    ['numeric entity colon', 'javascript&#58;alert(1)'],
    ['hex entity', '&#x6A;avascript:alert(1)'],
    ['percent-encoded colon', 'javascript%3Aalert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data: image (not a link)', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob:', 'blob:https://example.com/1234'],
    ['file:', 'file:///etc/passwd'],
    ['mailto: without the option', 'mailto:club@example.com'],
    ['protocol-relative', '//evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['backslash after the scheme', 'https:\\\\evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['one slash', 'https:/evil.com'],
    ['no host', 'https://'],
    ['tab in a path', '/\t/evil.com'],
    ['space in a URL', 'https://example.com/a b'],
    ['relative address', 'evil.com/path'],
    ['dot relative', './x'],
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
    ['number', 42],
    ['too long', `https://example.com/${'a'.repeat(5000)}`],
  ];
  it.each(cases)('%s', (_, value) => {
    expect(safeUrl(value)).toBeNull();
    expect(safeUrl(value, { allowMailto: true }) === null || value === 'mailto:club@example.com').toBe(true);
    expect(isSafeUrl(value)).toBe(false);
  });
});

describe('mailto', () => {
  it('is kept only where asked for', () => {
    expect(safeUrl('mailto:club@example.com', { allowMailto: true })).toBe('mailto:club@example.com');
    expect(safeUrl('MAILTO:club@example.com', { allowMailto: true })).toBe('MAILTO:club@example.com');
    expect(safeUrl('mailto:club@example.com')).toBeNull();
    expect(safeUrl('javascript:alert(1)', { allowMailto: true })).toBeNull();
  });
});

describe('safeAppPath', () => {
  it('keeps same-app paths only', () => {
    expect(safeAppPath('/account/subscription')).toBe('/account/subscription');
    expect(isAppPath('/')).toBe(true);
    for (const bad of ['//evil.com', '/\\evil.com', '/\t/evil.com', 'https://example.com/', 'magazine', '', null]) {
      expect(safeAppPath(bad)).toBeNull();
      expect(isAppPath(bad)).toBe(false);
    }
  });
});

describe('safeImageUrl', () => {
  it('also keeps inline images, and nothing scriptable', () => {
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    expect(safeImageUrl(svg)).toBe(svg);
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('//evil.com/a.png')).toBeNull();
  });
});
