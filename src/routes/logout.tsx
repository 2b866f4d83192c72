import { createFileRoute, redirect } from '@tanstack/react-router';
import { waitForSession } from '../app/waitForSession';

/** Spec §2: /logout clears the session (keeping the club) and goes to /auth/login. */
export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ context }) => {
    await waitForSession(context.session);
    context.session.send({ type: 'user.logout' });
    context.queryClient.clear();
    throw redirect({ to: '/auth/login' as string, replace: true });
  },
});
