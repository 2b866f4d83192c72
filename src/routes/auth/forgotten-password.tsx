import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { routeRules } from '../../app/routeRules';

export const Route = createFileRoute('/auth/forgotten-password')({
  beforeLoad: guard(routeRules.forgottenPassword),
  component: ForgottenPasswordPage,
});

function ForgottenPasswordPage() {
  return null;
}
