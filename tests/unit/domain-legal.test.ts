import { describe, expect, it } from 'vitest';
import { holdsCookieNotice, isPlayerPath } from '~/domain';

describe('pages where the cookie notice waits', () => {
  it('the cookie policy and the full-screen player routes, nowhere else', () => {
    for (const p of [
      '/legal/cookies',
      '/legal/cookies/',
      '/product/1/play',
      '/product/1/trailer',
      '/magazine/2/play',
      '/torole-tv',
    ])
      expect(holdsCookieNotice(p), p).toBe(true);
    for (const p of ['/', '/product/1/slug', '/magazine/2', '/search', '/account'])
      expect(holdsCookieNotice(p), p).toBe(false);
    expect(isPlayerPath('/product/1/play/')).toBe(true);
  });
});
