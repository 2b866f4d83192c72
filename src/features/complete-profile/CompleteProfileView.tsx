import { useId, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { SelectField, TextField } from '../../components/fields';
import type { ProfileField } from '../../../machines/profile/validation';
import { CHOOSE, profileErrorMessage } from '../../../machines/profile/messages';
import type { CompleteProfileOn, CompleteProfileVm } from './useCompleteProfile';

/**
 * The complete-profile modal (spec §4, §5): first name, last name, date of birth, country, gender and language, all
 * required, pre-filled from the user. "Later" (or Escape, or the close button) hides it for this session.
 */
export function CompleteProfileView({ vm, on }: { vm: CompleteProfileVm; on: CompleteProfileOn }) {
  const { t, i18n } = useLingui();
  const formId = useId();

  const error = (field: ProfileField) => {
    const message = profileErrorMessage(field, vm.errors[field]);
    return message ? i18n._(message) : null;
  };
  const choose = i18n._(CHOOSE);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.submit();
  };

  return (
    <Dialog
      open={vm.visible}
      onClose={on.later}
      size="md"
      title={<Trans id="profile.complete.title">Complete your profile</Trans>}
      footer={
        <>
          <Button variant="ghost" onClick={on.later} disabled={vm.busy}>
            <Trans id="profile.complete.later">Later</Trans>
          </Button>
          <Button type="submit" form={formId} busy={vm.busy}>
            <Trans id="profile.complete.save">Save</Trans>
          </Button>
        </>
      }
    >
      <p className="complete-profile__intro">
        <Trans id="profile.complete.intro">
          We need a few more details to finish setting up your account. All fields are required.
        </Trans>
      </p>
      <form id={formId} className="form complete-profile__form" noValidate onSubmit={submit} aria-busy={vm.busy}>
        <TextField
          label={<Trans id="profile.complete.first_name">First name</Trans>}
          name="firstName"
          autoComplete="given-name"
          required
          value={vm.form.firstName}
          onValueChange={(v) => on.change('firstName', v)}
          error={error('firstName')}
        />
        <TextField
          label={<Trans id="profile.complete.last_name">Last name</Trans>}
          name="lastName"
          autoComplete="family-name"
          required
          value={vm.form.lastName}
          onValueChange={(v) => on.change('lastName', v)}
          error={error('lastName')}
        />
        <TextField
          label={<Trans id="profile.complete.birthdate">Date of birth</Trans>}
          name="birthdate"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={vm.today}
          required
          value={vm.form.birthdate}
          onValueChange={(v) => on.change('birthdate', v)}
          error={error('birthdate')}
        />
        <SelectField
          label={<Trans id="profile.complete.country">Country</Trans>}
          name="country"
          autoComplete="country"
          required
          placeholder={choose}
          options={vm.countries}
          value={vm.form.country}
          onValueChange={(v) => on.change('country', v)}
          error={error('country')}
        />
        <SelectField
          label={<Trans id="profile.complete.gender">Gender</Trans>}
          name="gender"
          required
          placeholder={choose}
          options={[
            { value: 'male', label: t({ id: 'profile.gender.male', message: 'Male' }) },
            { value: 'female', label: t({ id: 'profile.gender.female', message: 'Female' }) },
            { value: 'do_not_say', label: t({ id: 'profile.gender.do_not_say', message: 'Prefer not to say' }) },
          ]}
          value={vm.form.gender}
          onValueChange={(v) => on.change('gender', v)}
          error={error('gender')}
        />
        <SelectField
          label={<Trans id="profile.complete.language">Language</Trans>}
          name="language"
          required
          placeholder={choose}
          options={[
            { value: 'es', label: 'Español' },
            { value: 'en', label: 'English' },
          ]}
          value={vm.form.language}
          onValueChange={(v) => on.change('language', v)}
          error={error('language')}
        />
      </form>
    </Dialog>
  );
}
