import { createFileRoute } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { TeamsView } from '~/features/teams/TeamsView';
import { useTeams } from '~/features/teams/useTeams';

export const Route = createFileRoute('/teams/')({
  beforeLoad: guard(routeRules.teams),
  component: TeamsPage,
});

function TeamsPage() {
  const { vm } = useTeams();
  return <TeamsView vm={vm} />;
}
