/**
 * The profile flow of the account page: the edit-profile and change-password actors (the `account` flow's
 * `profileEdit` and `passwordChange`), the country names and, in GPT clubs, the teams to choose the favourites from.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import * as sessionSel from '~machines/session/session.selectors';
import * as profileSel from '~machines/account/profileEdit.selectors';
import * as passwordSel from '~machines/account/passwordChange.selectors';
import type { EditField } from '~machines/account/profileEditMachine';
import type { PasswordField } from '~machines/account/passwordChangeMachine';
import { localDay, type Club, type TeamSummary, type User } from '~/domain';
import { teamsQuery } from '~/api/queries.lazy';
import { countryOptions } from '~/i18n/countries';
import { useActorRef, useFlow } from '~/app/machines';

export function useProfile(club: Club, user: User) {
  const { session, endpoints } = useRouteContext({ from: '__root__' });
  const { profileEdit, passwordChange } = useFlow('account');
  const { i18n } = useLingui();
  // GPT: the favourite teams are chosen in the edit-profile modal
  const teams = useQuery({ ...teamsQuery(endpoints), enabled: club.companyCode === 'GPT' });
  const teamList: TeamSummary[] = club.companyCode === 'GPT' ? (teams.data ?? []) : [];

  const profile = useActorRef(profileEdit, { input: { today: localDay() } });
  const profileVm = {
    open: useSelector(profile, profileSel.selectOpen),
    busy: useSelector(profile, profileSel.selectIsBusy),
    form: useSelector(profile, profileSel.selectForm),
    errors: useSelector(profile, profileSel.selectErrors),
    email: useSelector(profile, profileSel.selectEmail),
    today: useSelector(profile, profileSel.selectToday),
  };
  const profileOn = useMemo(
    () => ({
      open: () => profile.send({ type: 'user.open', user: sessionSel.selectUser(session.getSnapshot())! }),
      change: (field: EditField, value: string) => profile.send({ type: 'user.change', field, value }),
      toggleTeam: (teamId: number) => profile.send({ type: 'user.toggleTeam', teamId }),
      submit: () => profile.send({ type: 'user.submit' }),
      dismiss: () => profile.send({ type: 'user.dismiss' }),
    }),
    [profile, session],
  );

  const password = useActorRef(passwordChange);
  const passwordVm = {
    open: useSelector(password, passwordSel.selectOpen),
    busy: useSelector(password, passwordSel.selectIsBusy),
    form: useSelector(password, passwordSel.selectForm),
  };
  const passwordOn = useMemo(
    () => ({
      open: () => password.send({ type: 'user.open' }),
      change: (field: PasswordField, value: string) => password.send({ type: 'user.change', field, value }),
      submit: () => password.send({ type: 'user.submit' }),
      dismiss: () => password.send({ type: 'user.dismiss' }),
    }),
    [password],
  );
  const countries = useMemo(() => countryOptions(i18n.locale || 'en'), [i18n.locale]);

  return {
    vm: { club, user, countries, teams: teamList, profile: profileVm, password: passwordVm },
    on: { profile: profileOn, password: passwordOn },
  };
}

export type ProfileModel = ReturnType<typeof useProfile>;
export type ProfileVm = ProfileModel['vm'];
export type ProfileOn = ProfileModel['on'];
