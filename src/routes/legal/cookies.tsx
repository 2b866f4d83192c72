import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { routeRules } from '../../app/routeRules';

export const Route = createFileRoute('/legal/cookies')({
  beforeLoad: guard(routeRules.cookies),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return null;
}
