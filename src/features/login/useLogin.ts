import { useRouteContext } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import * as sel from '~machines/auth/login.selectors';
import type { LoginField } from '~machines/auth/loginMachine';
import * as sessionSel from '~machines/session/session.selectors';
import type { Advertisement, MessageDescriptor } from '~/domain';
import { isAppPath, safeUrl } from '~/domain/urlPolicy';
import { useActorRef, useFlow } from '~/app/machines';

export interface SignupLink {
  href: string;
  /** An app path (router link) rather than an external address (plain anchor). */
  internal: boolean;
}

export interface LoginVm {
  email: string;
  password: string;
  emailError: MessageDescriptor | null;
  passwordError: MessageDescriptor | null;
  busy: boolean;
  /** Only when the club allows signup, has a signup link, and the device is not a TV (spec §2 /auth/login). */
  signup: SignupLink | null;
  /** Company SPT: the login needs a new password, separate from the user's other account (spec §2). */
  showSptNote: boolean;
  advertisement: Advertisement | null;
}

export interface LoginOn {
  change(field: LoginField, value: string): void;
  submit(): void;
}

export interface LoginSearch {
  returnTo?: string | undefined;
  email?: string | undefined;
}

/** The signup link as an href: an address the URL policy refuses (src/domain/urlPolicy) is no link at all. */
export function signupLinkOf(link: string | null): SignupLink | null {
  const href = safeUrl(link);
  if (!href) return null;
  return { href, internal: isAppPath(href) };
}

/** The web login form: a route-scoped login actor (stopped when the page is left) and its view model. */
export function useLogin(search: LoginSearch): { vm: LoginVm; on: LoginOn } {
  const { session, device } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sessionSel.selectClub);
  const { login } = useFlow('login');
  const actor = useActorRef(login, {
    input: { email: search.email, companyCode: club?.companyCode ?? '', returnTo: search.returnTo },
  });
  const form = useSelector(actor, sel.selectLoginView, shallowEqual);
  const signup = club && club.allowSignup && device !== 'tv' ? signupLinkOf(club.signupLink) : null;
  return {
    vm: {
      ...form,
      signup,
      showSptNote: club?.companyCode === 'SPT',
      advertisement: club?.loginAdvertisement ?? null,
    },
    on: {
      change: (field, value) => actor.send({ type: 'user.change', field, value }),
      submit: () => actor.send({ type: 'user.submit' }),
    },
  };
}
