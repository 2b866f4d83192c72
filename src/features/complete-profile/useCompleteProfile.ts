import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import * as sel from '../../../machines/profile/completeProfile.selectors';
import type { ProfileErrors, ProfileField, ProfileForm } from '../../../machines/profile/validation';
import { completeProfileFor } from '../../app/provide/completeProfile';
import type { SessionActor } from '../../app/session';
import type { Endpoints } from '../../api/endpoints';
import { countryOptions } from '../../i18n/countries';

export interface CompleteProfileVm {
  visible: boolean;
  busy: boolean;
  form: ProfileForm;
  errors: ProfileErrors;
  /** YYYY-MM-DD: the latest birthdate the date input offers. */
  today: string;
  countries: ReadonlyArray<{ value: string; label: string }>;
}

export interface CompleteProfileOn {
  change(field: ProfileField, value: string): void;
  submit(): void;
  later(): void;
}

export function useCompleteProfile(
  session: SessionActor,
  endpoints: Endpoints,
): { vm: CompleteProfileVm; on: CompleteProfileOn } {
  const actor = completeProfileFor(session, endpoints);
  const { i18n } = useLingui();
  const visible = useSelector(actor, sel.selectVisible);
  const busy = useSelector(actor, sel.selectIsBusy);
  const form = useSelector(actor, sel.selectForm);
  const errors = useSelector(actor, sel.selectErrors);
  const today = useSelector(actor, sel.selectToday);
  const countries = useMemo(() => countryOptions(i18n.locale || 'en'), [i18n.locale]);
  const on = useMemo<CompleteProfileOn>(
    () => ({
      change: (field, value) => actor.send({ type: 'user.change', field, value }),
      submit: () => actor.send({ type: 'user.submit' }),
      later: () => actor.send({ type: 'user.later' }),
    }),
    [actor],
  );
  return { vm: { visible, busy, form, errors, today, countries }, on };
}
