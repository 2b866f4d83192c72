import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { ForgottenPasswordView } from '~/features/recovery/ForgottenPasswordView';
import { useForgottenPassword } from '~/features/recovery/useForgottenPassword';

/** email pre-fills the form (e.g. from the login page). */
const search = z.object({ email: searchText });

export const Route = createFileRoute('/auth/forgotten-password')({
  validateSearch: search,
  beforeLoad: guard(routeRules.forgottenPassword),
  loader: ({ context }) => context.machines.load('recovery'),
  component: ForgottenPasswordPage,
});

function ForgottenPasswordPage() {
  const { email } = Route.useSearch();
  const { vm, on } = useForgottenPassword(email);
  return <ForgottenPasswordView vm={vm} on={on} />;
}
