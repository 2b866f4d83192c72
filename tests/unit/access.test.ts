import { describe, expect, it } from 'vitest';
import { canAccess, checkAccess, type AccessContext, type AccessRule } from '~/domain/access';

const member: AccessContext = {
  authenticated: true,
  roles: ['USER'],
  device: 'web',
  companyCode: 'TTT',
  clubId: 1,
  publicAccess: false,
};
const anonymous: AccessContext = { ...member, authenticated: false, roles: [] };

describe('checkAccess: the four restriction kinds', () => {
  it('grants a rule with no restriction to everyone', () => {
    expect(canAccess({}, member)).toBe(true);
    expect(canAccess({}, anonymous)).toBe(true);
  });

  it('roles: at least one listed role; an empty list denies', () => {
    expect(checkAccess({ roles: ['USER'] }, member)).toBeNull();
    expect(checkAccess({ roles: ['ADMIN', 'USER'] }, member)).toBeNull();
    expect(checkAccess({ roles: ['ADMIN'] }, member)).toBe('roles');
    expect(checkAccess({ roles: [] }, member)).toBe('roles');
    expect(checkAccess({ roles: ['USER'] }, { ...member, roles: ['SPECIAL'] })).toBe('roles');
  });

  it('devices: the current device must be listed', () => {
    expect(checkAccess({ devices: ['web'] }, member)).toBeNull();
    expect(checkAccess({ devices: ['web'] }, { ...member, device: 'tv' })).toBe('devices');
    expect(checkAccess({ devices: [] }, member)).toBe('devices');
  });

  it('companies: the current company code must be listed', () => {
    expect(checkAccess({ companies: ['TTT', 'MCT'] }, member)).toBeNull();
    expect(checkAccess({ companies: ['GPT'] }, member)).toBe('companies');
    expect(checkAccess({ companies: ['TTT'] }, { ...member, companyCode: null })).toBe('companies');
  });

  it("authorize: 'auth' needs a token, 'unAuth' needs none, empty denies", () => {
    expect(checkAccess({ authorize: ['auth'] }, member)).toBeNull();
    expect(checkAccess({ authorize: ['auth'] }, anonymous)).toBe('authorize');
    expect(checkAccess({ authorize: ['unAuth'] }, anonymous)).toBeNull();
    expect(checkAccess({ authorize: ['unAuth'] }, member)).toBe('authorize');
    expect(checkAccess({ authorize: ['auth', 'unAuth'] }, anonymous)).toBeNull();
    expect(checkAccess({ authorize: [] }, member)).toBe('authorize');
    expect(checkAccess({ authorize: [] }, anonymous)).toBe('authorize');
  });

  it('all restrictions must pass', () => {
    const bookings: AccessRule = { authorize: ['auth'], devices: ['web'], roles: ['USER'], companies: ['TTT', 'MCT'] };
    expect(canAccess(bookings, member)).toBe(true);
    expect(canAccess(bookings, { ...member, companyCode: 'SPT' })).toBe(false);
    expect(canAccess(bookings, { ...member, device: 'tv' })).toBe(false);
    expect(canAccess(bookings, { ...member, roles: ['SPECIAL'] })).toBe(false);
    expect(canAccess(bookings, anonymous)).toBe(false);
  });

  it('club ids restrict production-only routes', () => {
    expect(checkAccess({ clubIds: [4] }, { ...member, clubId: 4 })).toBeNull();
    expect(checkAccess({ clubIds: [4] }, member)).toBe('clubIds');
    expect(checkAccess({ clubIds: [4] }, { ...member, clubId: null })).toBe('clubIds');
  });

  it('catalogue routes: logged in, or anonymous only when the club has public access', () => {
    expect(checkAccess({ catalogue: true }, member)).toBeNull();
    expect(checkAccess({ catalogue: true }, anonymous)).toBe('catalogue');
    expect(checkAccess({ catalogue: true }, { ...anonymous, publicAccess: true })).toBeNull();
  });
});
