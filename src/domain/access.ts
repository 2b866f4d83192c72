/**
 * Route access rules (spec §2, §6). One pure function over the four restriction kinds; every kind that a rule
 * declares must pass:
 * - roles: the user needs at least one listed role; an empty list denies;
 * - devices: the current device type must be listed;
 * - companies: the current company code must be listed;
 * - authorize: 'auth' needs a token, 'unAuth' needs none; an empty list denies.
 * Catalogue routes are open to logged-in users and to anonymous ones when the club has public access.
 */
import type { DeviceType, Role } from './index';

export type Authorize = 'auth' | 'unAuth';

export interface AccessRule {
  roles?: readonly Role[];
  devices?: readonly DeviceType[];
  companies?: readonly string[];
  authorize?: readonly Authorize[];
  /** Only these club ids (production-only lists: trainers, the live TV club). */
  clubIds?: readonly number[];
  /** Catalogue: logged in, or anonymous when the club has public access. */
  catalogue?: boolean;
}

export interface AccessContext {
  authenticated: boolean;
  roles: readonly Role[];
  device: DeviceType;
  companyCode: string | null;
  clubId: number | null;
  publicAccess: boolean;
}

export type AccessDenial = 'roles' | 'devices' | 'companies' | 'authorize' | 'clubIds' | 'catalogue';

/** null when access is granted, else the first restriction that denies. */
export function checkAccess(rule: AccessRule, ctx: AccessContext): AccessDenial | null {
  if (rule.authorize !== undefined) {
    const state: Authorize = ctx.authenticated ? 'auth' : 'unAuth';
    if (!rule.authorize.includes(state)) return 'authorize';
  }
  if (rule.roles !== undefined && !rule.roles.some((r) => ctx.roles.includes(r))) return 'roles';
  if (rule.devices !== undefined && !rule.devices.includes(ctx.device)) return 'devices';
  if (rule.companies !== undefined && (ctx.companyCode === null || !rule.companies.includes(ctx.companyCode))) {
    return 'companies';
  }
  if (rule.clubIds !== undefined && (ctx.clubId === null || !rule.clubIds.includes(ctx.clubId))) return 'clubIds';
  if (rule.catalogue && !ctx.authenticated && !ctx.publicAccess) return 'catalogue';
  return null;
}

export const canAccess = (rule: AccessRule, ctx: AccessContext): boolean => checkAccess(rule, ctx) === null;
