import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';
import { waitForSession } from '~/app/waitForSession';
import { safeReturnTo } from '~/domain/returnTo';

/** ?returnTo= (an expired session: the page the member was on) goes on to the login page, checked again there. */
const search = z.object({ returnTo: searchText });

/** Spec §2: /logout clears the session (keeping the club) and goes to /auth/login. */
export const Route = createFileRoute('/logout')({
  validateSearch: search,
  beforeLoad: async ({ context, search }) => {
    await waitForSession(context.session);
    context.session.send({ type: 'user.logout' });
    context.queryClient.clear();
    const returnTo = search.returnTo === undefined ? null : safeReturnTo(search.returnTo, '') || null;
    throw redirect({ to: '/auth/login' as string, search: returnTo ? { returnTo } : {}, replace: true });
  },
});
