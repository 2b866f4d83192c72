import { createFileRoute } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { TeamView } from '~/features/teams/TeamView';
import { parseId } from '~/domain';
import { useTeam } from '~/features/teams/useTeams';

/** spec §2 teams ':teamId/:title': the team by id (a non-numeric id is looked up by the title's slug). */
export const Route = createFileRoute('/teams/$teamId/$title')({
  beforeLoad: guard(routeRules.teams),
  component: TeamPage,
});

function TeamPage() {
  const { teamId, title } = Route.useParams();
  const { vm } = useTeam(parseId(teamId), title);
  return <TeamView vm={vm} />;
}
