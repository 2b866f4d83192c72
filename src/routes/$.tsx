import { createFileRoute, redirect } from '@tanstack/react-router';
import { accessContext, homeFor } from '~/app/guard';
import { waitForSession } from '~/app/waitForSession';
import * as sel from '~machines/session/session.selectors';

/**
 * spec §2 Redirects: any other path goes to / for logged-in users (or everyone when the club has public access)
 * and to /auth/login for anonymous users.
 */
export const Route = createFileRoute('/$')({
  beforeLoad: async ({ context }) => {
    await waitForSession(context.session);
    if (!sel.selectClub(context.session.getSnapshot())) return; // the shell shows the club's 404 / retry state
    throw redirect({ to: homeFor(accessContext(context.session, context.device)), replace: true });
  },
});
