import { useId, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { Dialog } from '~/components/Dialog';
import { ProfileFields } from '~/components/ProfileFields';
import type { ProfileField } from '~machines/profile/validation';
import { CHOOSE, profileErrorMessage } from '~machines/profile/messages';
import type { CompleteProfileOn, CompleteProfileVm } from './useCompleteProfile';

/**
 * The complete-profile modal (spec §4, §5): first name, last name, date of birth, country, gender and language, all
 * required, pre-filled from the user. "Later" (or Escape, or the close button) hides it for this session.
 */
export function CompleteProfileView({ vm, on }: { vm: CompleteProfileVm; on: CompleteProfileOn }) {
  const { i18n } = useLingui();
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
        <ProfileFields
          values={vm.form}
          errorOf={error}
          onChange={(field, value) => on.change(field as ProfileField, value)}
          countries={vm.countries}
          today={vm.today}
          choose={choose}
        />
      </form>
    </Dialog>
  );
}
