import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { routeRules } from '../../../app/routeRules';

export const Route = createFileRoute('/auth/signup/$clubId')({
  beforeLoad: guard(routeRules.signup),
  component: SignupForClubPage,
});

function SignupForClubPage() {
  return null;
}
