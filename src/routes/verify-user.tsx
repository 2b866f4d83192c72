import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';

const search = z.object({ verificationToken: z.catch(z.optional(z.string()), undefined) });

/** spec §2: always goes to /auth/login first; with a token it verifies the email with toasts. */
export const Route = createFileRoute('/verify-user')({
  validateSearch: search,
  component: VerifyUserPage,
});

function VerifyUserPage() {
  return null;
}
