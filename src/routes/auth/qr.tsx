import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';

const search = z.object({ qrCode: searchText });

/** spec §2 Redirects: auth/qr goes to /verify-qr (keeping the code). */
export const Route = createFileRoute('/auth/qr')({
  validateSearch: search,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/verify-qr', search: { qrCode: search.qrCode }, replace: true });
  },
});
