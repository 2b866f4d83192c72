import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { guard } from '../../app/guard';
import { routeRules } from '../../app/routeRules';

/** returnTo is re-checked with safeReturnTo() where it is used; email pre-fills the form (after signup/recovery). */
const search = z.object({
  returnTo: z.catch(z.optional(z.string()), undefined),
  email: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/auth/login')({
  validateSearch: search,
  beforeLoad: guard(routeRules.login),
  component: LoginPage,
});

function LoginPage() {
  return null;
}
