import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, SkeletonGrid, TeamThumbnail, ThumbnailGrid } from '~/components/thumbnail';
import type { TeamsVm } from './useTeams';
import { usePageHead } from '~/components/usePageHead';

/** spec §2 teams: a skeleton of 10 placeholder rows while loading. */
export const TEAMS_SKELETON_ROWS = 10;

/** The team list (spec §2 teams ''): logo tiles. */
export function TeamsView({ vm }: { vm: TeamsVm }) {
  const { t } = useLingui();
  usePageHead(t({ id: 'teams.title', message: 'Teams' }));
  return (
    <div className="teams page">
      <h1 className="page__title">
        <Trans id="teams.title">Teams</Trans>
      </h1>
      {vm.loading ? <SkeletonGrid count={TEAMS_SKELETON_ROWS} style="profile" size="sm" /> : null}
      {vm.failed ? (
        <p className="notice" role="alert">
          <Trans id="teams.error">The teams could not be loaded.</Trans>
        </p>
      ) : null}
      {!vm.loading && !vm.failed && vm.teams.length === 0 ? <EmptyState /> : null}
      {vm.teams.length > 0 ? (
        <ThumbnailGrid style="profile" size="sm" label={t({ id: 'teams.title', message: 'Teams' })}>
          {vm.teams.map((team, i) => (
            <TeamThumbnail key={team.id} team={team} priority={i < 6} />
          ))}
        </ThumbnailGrid>
      ) : null}
    </div>
  );
}
