import { describe, expect, it } from 'vitest';
import { isAppPath, isCurrentPath, isPlayRoute } from '~/features/shell/urls';

describe('isPlayRoute: navbar and footer are hidden on play routes', () => {
  it.each([
    '/product/1/play',
    '/product/1014/trailer',
    '/product/abc/play/',
    '/magazine/201/play',
    '/account/bookings/abc-123',
    '/account/bookings/abc-123/',
    '/torole-tv',
    '/torole-tv/',
  ])('%s is a play route', (path) => {
    expect(isPlayRoute(path)).toBe(true);
  });

  it.each([
    '/',
    '/product/1',
    '/product/1/detail',
    '/product/1/my-title',
    '/product//play',
    '/product/1/play/extra',
    '/magazine',
    '/magazine/201',
    '/magazine/201/title',
    '/account/bookings',
    '/account/bookings/',
    '/account/profile',
    '/search',
    '/torole-tvx',
    '/x/product/1/play',
    '/auth/login',
  ])('%s is not a play route', (path) => {
    expect(isPlayRoute(path)).toBe(false);
  });
});

describe('isAppPath', () => {
  it('accepts same-origin paths only', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/magazine')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('https://example.com/shop')).toBe(false);
    expect(isAppPath('magazine')).toBe(false);
  });
});

describe('isCurrentPath', () => {
  it('matches home only on home, other links on themselves and below', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/magazine')).toBe(false);
    expect(isCurrentPath('/magazine', '/magazine')).toBe(true);
    expect(isCurrentPath('/magazine', '/magazine/201/title')).toBe(true);
    expect(isCurrentPath('/magazine/', '/magazine')).toBe(true);
    expect(isCurrentPath('/magazine', '/magazines')).toBe(false);
    expect(isCurrentPath('/search?search=x', '/search')).toBe(true);
  });
});
