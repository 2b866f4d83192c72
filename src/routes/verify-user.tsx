import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';
import { VerifyView } from '~/features/verify/VerifyView';
import { useVerifyUser } from '~/features/verify/useVerify';

const search = z.object({ verificationToken: searchText });

/** spec §2: always goes to /auth/login first; with a token it verifies the email with toasts (the verifyUser flow). */
export const Route = createFileRoute('/verify-user')({
  validateSearch: search,
  beforeLoad: ({ search }) => {
    // without a token there is nothing to verify: only the redirect
    if (!search.verificationToken) throw redirect({ to: '/auth/login', replace: true });
  },
  loader: ({ context }) => context.machines.load('verify'),
  component: VerifyUserPage,
});

function VerifyUserPage() {
  const { verificationToken } = Route.useSearch();
  const { vm } = useVerifyUser(verificationToken ?? '');
  return <VerifyView vm={vm} />;
}
