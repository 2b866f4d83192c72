import { useRouteContext } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import * as sel from '~machines/auth/signup.selectors';
import type { SignupField, SignupTextField, SignupValues } from '~machines/auth/validation';
import * as sessionSel from '~machines/session/session.selectors';
import { countryOptions, type CountryOption } from '~/i18n/countries';
import { safeUrl } from '~/domain/urlPolicy';
import { useActorRef, useFlow } from '~/app/machines';
import { localDay, parseId, type MessageDescriptor } from '~/domain';

export interface SignupVm {
  step: sel.SignupStep;
  values: SignupValues;
  errors: Partial<Record<SignupField, MessageDescriptor>>;
  busy: boolean;
  /** The club's external registration page while the browser is sent there. */
  externalUrl: string | null;
  countries: readonly CountryOption[];
  /** Latest birthdate the date input offers (today), YYYY-MM-DD. */
  maxBirthdate: string;
}

export interface SignupOn {
  change(field: SignupTextField, value: string): void;
  acceptPrivacy(accepted: boolean): void;
  submit(): void;
  back(): void;
}

/** The club id sent with the registration: the route's numeric `clubId` wins over the current club's id. */
export function signupClubId(param: string | undefined, clubId: number): number {
  return parseId(param) ?? clubId;
}

/**
 * The signup flow on web: a route-scoped signup actor (stopped when the page is left) and its view model. A club with
 * an external registration page is sent there by the machine (named action `goToExternalSignup`).
 */
export function useSignup(clubIdParam?: string): { vm: SignupVm; on: SignupOn } {
  const { session } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sessionSel.selectClub);
  const lang = useSelector(session, sessionSel.selectLanguage);
  const { signup } = useFlow('signup');
  const today = localDay();
  const actor = useActorRef(signup, {
    input: {
      companyCode: club?.companyCode ?? '',
      clubId: signupClubId(clubIdParam, club?.id ?? 0),
      language: lang,
      // an address the URL policy refuses is no external page: the app's own signup form shows
      externalSignup: safeUrl(club?.externalSignup),
      today,
    },
  });
  const form = useSelector(actor, sel.selectSignupView, shallowEqual);
  return {
    vm: {
      ...form,
      countries: countryOptions(lang),
      maxBirthdate: today,
    },
    on: {
      change: (field, value) => actor.send({ type: 'user.change', field, value }),
      acceptPrivacy: (accepted) => actor.send({ type: 'user.acceptPrivacy', accepted }),
      submit: () => actor.send({ type: 'user.submit' }),
      back: () => actor.send({ type: 'user.back' }),
    },
  };
}
