import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { RestorePasswordView } from '~/features/recovery/RestorePasswordView';
import { useRestorePassword } from '~/features/recovery/useRestorePassword';

const search = z.object({ token: searchText });

export const Route = createFileRoute('/auth/restore-password')({
  validateSearch: search,
  beforeLoad: async (args) => {
    await guard(routeRules.restorePassword)(args);
    // spec §2: without a token, redirect to /auth/login
    if (!args.search.token) throw redirect({ to: '/auth/login', replace: true });
  },
  loader: ({ context }) => context.machines.load('recovery'),
  component: RestorePasswordPage,
});

function RestorePasswordPage() {
  const { token } = Route.useSearch();
  const { vm, on } = useRestorePassword(token ?? '');
  return <RestorePasswordView vm={vm} on={on} />;
}
