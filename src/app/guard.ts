/**
 * Route guards (docs/architecture.md): wait for the session to settle, then apply the route's access rule and redirect.
 * - a route that needs a login (or a catalogue route of a private club) sends anonymous users to /auth/login with a
 *   safe returnTo;
 * - a route for anonymous users only sends logged-in users home;
 * - any other denial (device, company, role, club) behaves like an unknown path: home for those who may browse,
 *   /auth/login for the others (spec §2 Redirects).
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import * as sel from '~machines/session/session.selectors';
import { parseId, type DeviceType } from '~/domain';
import { checkAccess, type AccessContext, type AccessRule } from '~/domain/access';
import type { SessionActor } from './session';
import { waitForSession } from './waitForSession';
import { safeReturnTo } from '~/domain/returnTo';

export function accessContext(session: SessionActor, device: DeviceType): AccessContext {
  return accessContextOf(session.getSnapshot(), device);
}

/** The access context of a session snapshot (for views that show a link only where its route would open). */
export function accessContextOf(s: ReturnType<SessionActor['getSnapshot']>, device: DeviceType): AccessContext {
  const club = sel.selectClub(s);
  const user = sel.selectUser(s);
  return {
    authenticated: sel.selectIsAuthenticated(s),
    roles: user?.roles ?? [],
    device,
    companyCode: club?.companyCode ?? null,
    clubId: club?.id ?? null,
    publicAccess: club?.publicAccess ?? false,
  };
}

/** Where an unknown path (or a denied one) goes: / for those who may browse, else /auth/login. */
export function homeFor(ctx: AccessContext): '/' | '/auth/login' {
  return ctx.authenticated || ctx.publicAccess ? '/' : '/auth/login';
}

interface GuardArgs {
  context: { session: SessionActor; device: DeviceType };
  location: ParsedLocation;
}

export function guard(rule: AccessRule) {
  return async ({ context, location }: GuardArgs) => {
    const s = await waitForSession(context.session);
    // before a club is known (404 club, provider down) the shell shows that state; nothing to guard
    if (!sel.selectClub(s)) return;
    const ctx = accessContext(context.session, context.device);
    const denial = checkAccess(rule, ctx);
    if (denial === null) return;
    const returnTo = safeReturnTo(location.href, '/');
    if (
      !ctx.authenticated &&
      (denial === 'catalogue' || (denial === 'authorize' && rule.authorize?.includes('auth')))
    ) {
      throw redirect({ to: '/auth/login', search: returnTo === '/' ? {} : { returnTo }, replace: true });
    }
    if (denial === 'authorize') throw redirect({ to: '/', replace: true });
    throw redirect({ to: homeFor(ctx), replace: true });
  };
}

/** A page's id from its route parameter (a positive integer), or a redirect home: a page without a valid id goes home. */
export function idOrHome(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw redirect({ to: '/', replace: true });
  return id;
}
