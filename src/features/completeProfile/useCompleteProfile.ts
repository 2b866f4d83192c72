import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import * as sel from '~machines/profile/completeProfile.selectors';
import type { ProfileErrors, ProfileField, ProfileForm } from '~machines/profile/validation';
import { countryOptions } from '~/i18n/countries';
import { useActorRef, useFlow } from '~/app/machines';

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

/** The complete-profile actor (one for as long as its container stays mounted) and its view model. */
export function useCompleteProfile(): { vm: CompleteProfileVm; on: CompleteProfileOn } {
  const { completeProfile, startInput } = useFlow('completeProfile');
  // what the app knows when the actor starts (the user, the consent, a stored "Later", the time since login)
  const [input] = useState(startInput);
  const actor = useActorRef(completeProfile, { input });
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
