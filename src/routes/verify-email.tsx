import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';

const search = z.object({ verificationToken: searchText });

/** spec §2 Redirects: verify-email goes to /verify-user (keeping the token). */
export const Route = createFileRoute('/verify-email')({
  validateSearch: search,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/verify-user', search: { verificationToken: search.verificationToken }, replace: true });
  },
});
