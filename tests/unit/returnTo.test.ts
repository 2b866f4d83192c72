import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resumeAfterExpiry, safeReturnTo } from '~/domain/returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/', '/'],
    ['/account/profile', '/account/profile'],
    ['/search?search=%23futbol', '/search?search=%23futbol'],
    ['/product/12/f%C3%BAtbol', '/product/12/f%C3%BAtbol'],
    ['/magazine#top', '/magazine#top'],
    ['/verify-qr?qrCode=123456', '/verify-qr?qrCode=123456'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /account',
    '/ /evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%E0%A4%A',
    'data:text/html,hi',
    '',
    'account',
    '.',
    '?returnTo=//evil',
  ])('rejects %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('rejects non-strings and uses the fallback', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/account'])).toBe('/');
    expect(safeReturnTo(null, '/auth/login')).toBe('/auth/login');
  });

  it('property: the result is always a same-origin path that stays same-origin when resolved', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('//', '/\\', '%2F', '/%5C')),
        (input) => {
          const out = safeReturnTo(input);
          expect(out.startsWith('/')).toBe(true);
          expect(out.startsWith('//')).toBe(false);
          expect(out.includes('\\')).toBe(false);
          expect(new URL(out, 'https://club.example').origin).toBe('https://club.example');
          expect(new URL(decodeURIComponentSafe(out), 'https://club.example').origin).toBe('https://club.example');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: ordinary app paths survive unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeReturnTo(path)).toBe(path);
      }),
    );
  });

  it('property: anything that starts with two slashes or a backslash after the first slash is rejected', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('//', '/\\', '\\\\', '/%2F', '/%5C', '/%2f'), (rest, prefix) => {
        expect(safeReturnTo(`${prefix}${rest}`)).toBe('/');
      }),
    );
  });
});

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

describe('resumeAfterExpiry (the login after an expired session returns to the page the member was on)', () => {
  it.each([
    ['/product/2021/rope-basics', '/product/2021/rope-basics'],
    ['/search?search=rope', '/search?search=rope'],
    ['/account/profile', '/account/profile'],
    ['/', '/'],
  ])('%s -> %s', (href, expected) => expect(resumeAfterExpiry(href)).toBe(expected));

  it.each([
    '/auth/login?returnTo=%2Faccount',
    '/auth/signup',
    '/logout',
    '/logout?returnTo=%2F',
    '//evil.example',
    'https://evil.example/',
  ])('not %s (the login or logout page itself, or no safe path)', (href) =>
    expect(resumeAfterExpiry(href)).toBeUndefined(),
  );

  it('keeps a path that only starts like those pages', () => {
    expect(resumeAfterExpiry('/authors')).toBe('/authors');
  });
});
