import { createFileRoute } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { TeamView } from '~/features/teams/TeamView';
import { useTeam } from '~/features/teams/useTeams';

/** spec §2 teams ':title': the team is found by its slug among the team list. */
export const Route = createFileRoute('/teams/$title')({
  beforeLoad: guard(routeRules.teams),
  component: TeamBySlugPage,
});

function TeamBySlugPage() {
  const { title } = Route.useParams();
  const { vm } = useTeam(null, title);
  return <TeamView vm={vm} />;
}
