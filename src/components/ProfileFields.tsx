/**
 * The profile form's fields (spec §5 "Complete-profile form", "Profile edit"), shared by the complete-profile modal
 * and the account page's edit-profile modal: first name, last name, date of birth, country, gender and language, all
 * required; the edit form adds the email (shown, not editable), phone, address, city, postal code and, in clubs with
 * teams, the favourite teams. Presentational: values, messages and choices come in, changes go out.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField, TextField } from './fields';

/** The required fields (the complete-profile rules). */
export type ProfileFieldName = 'firstName' | 'lastName' | 'birthdate' | 'country' | 'gender' | 'language';
/** The fields only the edit form has. */
export type ContactFieldName = 'phone' | 'address' | 'city' | 'postalCode';

export interface ProfileFieldsProps {
  values: Record<ProfileFieldName, string>;
  /** A field's message once the member tried to save (null: none). */
  errorOf(field: ProfileFieldName): string | null;
  onChange(field: ProfileFieldName | ContactFieldName, value: string): void;
  countries: ReadonlyArray<{ value: string; label: string }>;
  /** YYYY-MM-DD: the latest birthdate the date input offers. */
  today: string;
  /** The placeholder of a choice not made yet. */
  choose: string;
  /** The account page's edit form: the email, the contact fields and the favourite teams too. */
  edit?: {
    email: string;
    contact: Record<ContactFieldName, string>;
    teams: ReadonlyArray<{ id: number; name: string; image: string }>;
    favoriteTeamIds: readonly number[];
    onToggleTeam(teamId: number): void;
  };
}

export function ProfileFields({ values, errorOf, onChange, countries, today, choose, edit }: ProfileFieldsProps) {
  const { t } = useLingui();
  const text = (
    field: ProfileFieldName,
    label: ReactNode,
    autoComplete: string,
    more: { type?: string; min?: string; max?: string } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      autoComplete={autoComplete}
      required
      {...more}
      value={values[field]}
      onValueChange={(v) => onChange(field, v)}
      error={errorOf(field)}
    />
  );
  const select = (
    field: ProfileFieldName,
    label: ReactNode,
    options: ReadonlyArray<{ value: string; label: string }>,
    autoComplete?: string,
  ) => (
    <SelectField
      label={label}
      name={field}
      {...(autoComplete ? { autoComplete } : {})}
      required
      placeholder={choose}
      options={options}
      value={values[field]}
      onValueChange={(v) => onChange(field, v)}
      error={errorOf(field)}
    />
  );
  const firstName = text('firstName', <Trans id="profile.complete.first_name">First name</Trans>, 'given-name');
  const lastName = text('lastName', <Trans id="profile.complete.last_name">Last name</Trans>, 'family-name');
  const birthdate = text('birthdate', <Trans id="profile.complete.birthdate">Date of birth</Trans>, 'bday', {
    type: 'date',
    max: today,
  });
  const country = select('country', <Trans id="profile.complete.country">Country</Trans>, countries, 'country');
  const gender = select('gender', <Trans id="profile.complete.gender">Gender</Trans>, [
    { value: 'male', label: t({ id: 'profile.gender.male', message: 'Male' }) },
    { value: 'female', label: t({ id: 'profile.gender.female', message: 'Female' }) },
    { value: 'do_not_say', label: t({ id: 'profile.gender.do_not_say', message: 'Prefer not to say' }) },
  ]);
  const language = select('language', <Trans id="profile.complete.language">Language</Trans>, [
    { value: 'es', label: 'Español' },
    { value: 'en', label: 'English' },
  ]);

  if (!edit)
    return (
      <>
        {firstName}
        {lastName}
        {birthdate}
        {country}
        {gender}
        {language}
      </>
    );

  const contact = (field: ContactFieldName, label: ReactNode, autoComplete: string, type?: string) => (
    <TextField
      label={label}
      name={field}
      {...(type ? { type } : {})}
      autoComplete={autoComplete}
      value={edit.contact[field]}
      onValueChange={(v) => onChange(field, v)}
    />
  );
  return (
    <>
      <TextField
        label={<Trans id="user.email">Email</Trans>}
        type="email"
        value={edit.email}
        disabled
        onValueChange={() => {}}
      />
      <div className="account-form__row">
        {firstName}
        {lastName}
      </div>
      {contact('phone', <Trans id="user.phone">Phone</Trans>, 'tel', 'tel')}
      {contact('address', <Trans id="user.address">Address</Trans>, 'street-address')}
      <div className="account-form__row">
        {contact('city', <Trans id="user.city">City</Trans>, 'address-level2')}
        {contact('postalCode', <Trans id="user.postal_code">Postal code</Trans>, 'postal-code')}
      </div>
      {country}
      {birthdate}
      <div className="account-form__row">
        {gender}
        {language}
      </div>
      {edit.teams.length > 0 ? (
        <fieldset className="account-form__teams">
          <legend className="field__label">
            <Trans id="user.favorite_teams">Favourite teams</Trans>
          </legend>
          <div className="account-form__team-list">
            {edit.teams.map((team) => (
              <label key={team.id} className="account-form__team">
                <input
                  type="checkbox"
                  checked={edit.favoriteTeamIds.includes(team.id)}
                  onChange={() => edit.onToggleTeam(team.id)}
                />
                {team.image ? <img src={team.image} alt="" width={24} height={24} /> : null}
                <span>{team.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
