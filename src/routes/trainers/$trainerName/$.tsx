import { createFileRoute, redirect } from '@tanstack/react-router';

/** spec §2 Redirects: /trainers/{trainerName}/* goes to /trainers. */
export const Route = createFileRoute('/trainers/$trainerName/$')({
  beforeLoad: () => {
    throw redirect({ href: '/trainers', replace: true });
  },
});
