import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { routeRules } from '../../../app/routeRules';

export const Route = createFileRoute('/auth/signup/')({
  beforeLoad: guard(routeRules.signup),
  component: SignupPage,
});

function SignupPage() {
  return null;
}
