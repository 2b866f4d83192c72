import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import * as sel from '~machines/session/session.selectors';
import { teamQuery, teamsQuery } from '~/api/queries.lazy';
import type { Team, TeamSummary } from '~/domain';
import { findTeamBySlug } from './teams';

export const TEAMS_ERROR = msg({ id: 'teams.error', message: 'The teams could not be loaded.' });
export const TEAM_ERROR = msg({ id: 'team.error', message: 'The team could not be loaded.' });

export interface TeamsVm {
  loading: boolean;
  failed: boolean;
  teams: TeamSummary[];
}

/** The team list (spec §2 teams ''): logo tiles, a skeleton while loading, teams.error on failure. */
export function useTeams(): { vm: TeamsVm } {
  const { endpoints, toasts } = useRouteContext({ from: '__root__' });
  const teams = useQuery(teamsQuery(endpoints));
  const error = teams.isError ? teams.error : null;
  useEffect(() => {
    if (error) toasts.error(error, TEAMS_ERROR, { id: 'teams.error' });
  }, [error, toasts]);
  return { vm: { loading: teams.isPending, failed: teams.isError, teams: teams.data ?? [] } };
}

export interface TeamVm {
  loading: boolean;
  /** failed to load, or no team answers to the slug */
  failed: boolean;
  team: Team | null;
  showProductTitles: boolean;
}

/**
 * One team (spec §2 teams ':title' and ':teamId/:title'): by id when the route has one, else found by its slug
 * among the team list, then loaded by id.
 */
export function useTeam(teamId: number | null, title: string): { vm: TeamVm } {
  const { session, endpoints, toasts } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sel.selectClub);
  const list = useQuery({ ...teamsQuery(endpoints), enabled: teamId === null });
  const found = teamId === null && list.data ? findTeamBySlug(list.data, title) : null;
  const id = teamId ?? found?.id ?? null;
  const team = useQuery({ ...teamQuery(endpoints, id ?? 0), enabled: id !== null });
  const notFound = teamId === null && list.isSuccess && found === null;
  const error = team.isError ? team.error : list.isError ? list.error : null;
  useEffect(() => {
    if (error) toasts.error(error, TEAM_ERROR, { id: 'team.error' });
  }, [error, toasts]);
  useEffect(() => {
    if (notFound) toasts.error(null, TEAM_ERROR, { id: 'team.error' });
  }, [notFound, toasts]);
  return {
    vm: {
      loading: id !== null ? team.isPending : teamId === null && list.isPending,
      failed: error !== null || notFound,
      team: team.data ?? null,
      showProductTitles: club?.switches.showTitlesOnProductThumbnail ?? true,
    },
  };
}
