import { createFileRoute, redirect } from '@tanstack/react-router';

/** spec §2 Redirects: register/{clubId} goes to /auth/signup/{clubId}, keeping its search parameters. */
export const Route = createFileRoute('/register/$clubId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/auth/signup/$clubId', params: { clubId: params.clubId }, search: true, replace: true });
  },
});
