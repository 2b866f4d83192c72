/**
 * The profile section of the account page (spec §2 "Profile card rows"): the member's details as rows that open the
 * edit-profile modal (the password row opens the change-password modal), and both modals. Pure: everything comes
 * from `vm` and goes out through `on`.
 */
import { useId, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { Dialog } from '~/components/Dialog';
import { PasswordField } from '~/components/fields';
import { ProfileFields } from '~/components/ProfileFields';
import { formatDate } from '~/domain';
import type { ProfileField } from '~machines/profile/validation';
import { CHOOSE, profileErrorMessage } from '~machines/profile/messages';
import { SectionCard } from '../shared';
import type { ProfileOn, ProfileVm } from './useProfile';

export function ProfileSection({ vm, on }: { vm: ProfileVm; on: ProfileOn }) {
  const { t } = useLingui();
  const u = vm.user;
  const countryName = vm.countries.find((c) => c.value === u.country.toUpperCase())?.label ?? u.country;
  const address = [u.address, u.postalCode, u.city, countryName].filter((p) => p && p.trim() !== '').join(', ');
  const language = u.language === 'es' ? 'Español' : 'English';
  const rows: Array<{ key: string; label: string; value: string; password?: boolean }> = [
    { key: 'email', label: t({ id: 'user.email', message: 'Email' }), value: u.email },
    { key: 'password', label: t({ id: 'user.password', message: 'Password' }), value: '••••••••', password: true },
    { key: 'name', label: t({ id: 'user.name', message: 'Name' }), value: `${u.firstName} ${u.lastName}`.trim() },
    { key: 'phone', label: t({ id: 'user.phone', message: 'Phone' }), value: u.phone },
    { key: 'address', label: t({ id: 'user.address', message: 'Address' }), value: address },
    { key: 'birthdate', label: t({ id: 'user.birthdate', message: 'Date of birth' }), value: formatDate(u.birthdate) },
    { key: 'language', label: t({ id: 'user.language', message: 'Language' }), value: language },
  ];
  if (vm.club.companyCode === 'GPT')
    rows.push({
      key: 'teams',
      label: t({ id: 'user.favorite_teams', message: 'Favourite teams' }),
      value: u.favoriteTeams.map((team) => team.name).join(', '),
    });
  return (
    <SectionCard id="profile" title={<Trans id="account.menu.profile">Profile</Trans>}>
      <ul className="profile-rows">
        {rows.map((row) => (
          <li key={row.key}>
            <button
              type="button"
              className="profile-row"
              onClick={row.password ? on.password.open : on.profile.open}
              aria-label={
                row.password
                  ? t({ id: 'user.modal_update_password.title', message: 'Change password' })
                  : `${row.label}: ${row.value || '—'}. ${t({ id: 'user.modal_update.title', message: 'Edit profile' })}`
              }
            >
              <span className="profile-row__label">{row.label}</span>
              <span className="profile-row__value">{row.value || '—'}</span>
              <span className="profile-row__chevron" aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

export function ProfileModal({ vm, on }: { vm: ProfileVm; on: ProfileOn }) {
  const { i18n } = useLingui();
  const formId = useId();
  const p = vm.profile;
  const error = (field: ProfileField) => {
    const message = profileErrorMessage(field, p.errors[field]);
    return message ? i18n._(message) : null;
  };
  const choose = i18n._(CHOOSE);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.profile.submit();
  };
  return (
    <Dialog
      open={p.open}
      onClose={on.profile.dismiss}
      dismissible={!p.busy}
      title={<Trans id="user.modal_update.title">Edit profile</Trans>}
      footer={
        <>
          <Button variant="ghost" onClick={on.profile.dismiss} disabled={p.busy}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={p.busy}>
            <Trans id="profile.complete.save">Save</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className="form account-form" noValidate onSubmit={submit} aria-busy={p.busy}>
        <ProfileFields
          values={p.form}
          errorOf={error}
          onChange={on.profile.change}
          countries={vm.countries}
          today={p.today}
          choose={choose}
          edit={{
            email: p.email,
            contact: p.form,
            teams: vm.teams,
            favoriteTeamIds: p.form.favoriteTeamIds,
            onToggleTeam: on.profile.toggleTeam,
          }}
        />
      </form>
    </Dialog>
  );
}

export function PasswordModal({ vm, on }: { vm: ProfileVm; on: ProfileOn }) {
  const formId = useId();
  const p = vm.password;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.password.submit();
  };
  return (
    <Dialog
      open={p.open}
      onClose={on.password.dismiss}
      dismissible={!p.busy}
      size="sm"
      title={<Trans id="user.modal_update_password.title">Change password</Trans>}
      footer={
        <>
          <Button variant="ghost" onClick={on.password.dismiss} disabled={p.busy}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={p.busy}>
            <Trans id="user.modal_update_password.accept">Change password</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className="form account-form" noValidate onSubmit={submit} aria-busy={p.busy}>
        <PasswordField
          label={<Trans id="user.modal_update_password.old_password">Current password</Trans>}
          name="oldPassword"
          autoComplete="current-password"
          value={p.form.oldPassword}
          onValueChange={(v) => on.password.change('oldPassword', v)}
        />
        <PasswordField
          label={<Trans id="user.modal_update_password.new_password">New password</Trans>}
          name="newPassword"
          autoComplete="new-password"
          value={p.form.newPassword}
          onValueChange={(v) => on.password.change('newPassword', v)}
        />
        <PasswordField
          label={<Trans id="user.modal_update_password.new_password_confirmation">Confirm the new password</Trans>}
          name="newPasswordConfirmation"
          autoComplete="new-password"
          value={p.form.newPasswordConfirmation}
          onValueChange={(v) => on.password.change('newPasswordConfirmation', v)}
        />
      </form>
    </Dialog>
  );
}
